import { index, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import type { Lang } from "~/lib/lang";
import { createdAt, id } from "./columns";
import { overlayKind } from "./enums";
import { tenants } from "./tenants";

/** Tenant-specific phonetic data for the voice channel: STT mishears, keyword boosts, pronunciations. */
export const tenantOverlays = pgTable(
  "tenant_overlays",
  {
    id: id(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    kind: overlayKind("kind").notNull(),
    lang: varchar("lang", { length: 8 }).$type<Lang>(),
    match: text("match").notNull(),
    replacement: text("replacement"),
    createdAt: createdAt(),
  },
  (t) => [index("tenant_overlays_tenant_kind_idx").on(t.tenantId, t.kind)],
);
