import { sql } from "drizzle-orm";
import { check, pgTable, real, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { chunkCategory } from "./enums";
import { tenants } from "./tenants";

/**
 * Intent × category multipliers of the Value Framework. tenant_id NULL is the default row set
 * (seeded by a migration from server/db/seed/default-affinity.ts); a tenant row overrides it.
 * Bounded 0.55–1.30 so a boost can flip a worst-case inversion but no more.
 */
export const affinityMatrices = pgTable(
  "affinity_matrices",
  {
    id: id(),
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    intent: text("intent").notNull(),
    category: chunkCategory("category").notNull(),
    multiplier: real("multiplier").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("affinity_matrices_unique").on(t.tenantId, t.intent, t.category).nullsNotDistinct(),
    check("affinity_matrices_multiplier_bounds", sql`${t.multiplier} >= 0.55 and ${t.multiplier} <= 1.30`),
  ],
);
