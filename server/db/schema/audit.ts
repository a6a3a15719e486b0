import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { tenants } from "./tenants";

/**
 * Every change an admin (or a scheduled job) makes to a tenant: who, when, what, before → after.
 * The actor's e-mail is copied so the trail survives the account's deletion. Rows are never
 * updated; `tenant_id` is null for platform-level changes.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id"),
    /** "system" for scheduled jobs (retention purge). */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_tenant_at_idx").on(t.tenantId, t.at)],
);
