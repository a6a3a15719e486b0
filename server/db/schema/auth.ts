import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { memberRole } from "./enums";
import { createdAt, id } from "./columns";
import { tenants } from "./tenants";

/**
 * Staff accounts. The session cookie is a JWT naming a row of `staff_sessions`, checked on every
 * request (see there); the database holds who a person is and their roles, read on every request
 * so a revoked membership takes effect at once. OIDC sign-ins are matched to a row here by e-mail.
 */
export const users = pgTable("users", {
  id: id(),
  name: text("name"),
  email: text("email").unique(),
  /** Credentials login. Null for people who sign in only through the hospital's identity provider. */
  passwordHash: text("password_hash"),
  /** Platform staff see every tenant; tenant staff are scoped by `memberships`. */
  isPlatformAdmin: boolean("is_platform_admin").notNull().default(false),
  /**
   * The TOTP second factor's secret, sealed with a key derived from AUTH_SECRET (server/auth/sealed.ts):
   * a copy of the database alone does not give the codes. Set and `totpEnabledAt` null = enrolment
   * started, not yet confirmed with a code.
   */
  totpSecret: text("totp_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true, mode: "date" }),
  /** The 30-second step of the last code accepted: a code seen once is refused after (no replay). */
  totpLastStep: integer("totp_last_step"),
  createdAt: createdAt(),
});

/**
 * One signed-in browser. The session cookie carries a random id whose SHA-256 is `tokenHash`; every
 * request looks it up, so deleting the row ends that session at once (sign-out, "sign out
 * everywhere", a password change, a role removed), whoever holds a copy of the cookie. A session
 * ends `expiresAt` after sign-in whatever its use, or after a spell of no use (server/auth/staff-sessions.ts).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** How it was opened: "password", "password+totp", "recovery code", "oidc" (the account page shows it). */
    method: text("method").notNull(),
    /** The browser and system it was opened in, as a short label ("Firefox 132 · Windows 10"); null when the browser sent none. */
    device: text("device"),
  },
  (t) => [index("staff_sessions_user_id_idx").on(t.userId)],
);

/** One-time recovery codes for a lost authenticator: only their SHA-256 is kept; using one deletes it. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)],
);

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
