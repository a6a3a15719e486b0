import { boolean, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { memberRole } from "./enums";
import { createdAt, id } from "./columns";
import { tenants } from "./tenants";

/**
 * Staff accounts. Sessions are JWTs (no adapter tables): the database holds who a person is and
 * their roles, read on every request so a revoked membership takes effect at once. OIDC sign-ins
 * are matched to a row here by e-mail.
 */
export const users = pgTable("users", {
  id: id(),
  name: text("name"),
  email: text("email").unique(),
  /** Credentials login. Null for people who sign in only through the hospital's identity provider. */
  passwordHash: text("password_hash"),
  /** Platform staff see every tenant; tenant staff are scoped by `memberships`. */
  isPlatformAdmin: boolean("is_platform_admin").notNull().default(false),
  createdAt: createdAt(),
});

/** Who may do what on which tenant. One role per user per tenant. */
export const memberships = pgTable(
  "memberships",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    role: memberRole("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("memberships_user_tenant_unique").on(t.userId, t.tenantId), index("memberships_tenant_id_idx").on(t.tenantId)],
);

/**
 * An owner's invitation to join a tenant. Only the SHA-256 of the one-time token is stored: the
 * link is shown once to the owner, who passes it on (no mail server needed).
 */
export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    role: memberRole("role").notNull(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("invitations_tenant_id_idx").on(t.tenantId)],
);
