import type { AdapterAccountType } from "next-auth/adapters";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { memberRole } from "./enums";
import { createdAt, id } from "./columns";
import { tenants } from "./tenants";

/**
 * next-auth v5 tables for @auth/drizzle-adapter 1.11.3. The adapter addresses columns by their
 * TypeScript property names (userId, providerAccountId, refresh_token, …), so those follow the
 * adapter exactly; the SQL names are snake_case like the rest of the schema. Pass these tables to
 * `DrizzleAdapter(db, { usersTable: users, accountsTable: accounts, sessionsTable: sessions,
 * verificationTokensTable: verificationTokens })`.
 */
export const users = pgTable("users", {
  id: id(),
  name: text("name"),
  email: text("email").unique(),
  emailVerified: timestamp("email_verified", { withTimezone: true, mode: "date" }),
  image: text("image"),
  /** Credentials login (operators without an identity provider). Null for OAuth/email-only users. */
  passwordHash: text("password_hash"),
  /** Platform staff see every tenant; tenant staff are scoped by `memberships`. */
  isPlatformAdmin: boolean("is_platform_admin").notNull().default(false),
  createdAt: createdAt(),
});

export const accounts = pgTable(
  "accounts",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<AdapterAccountType>().notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    refresh_token: text("refresh_token"),
    access_token: text("access_token"),
    expires_at: integer("expires_at"),
    token_type: text("token_type"),
    scope: text("scope"),
    id_token: text("id_token"),
    session_state: text("session_state"),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index("accounts_user_id_idx").on(t.userId)],
);

export const sessions = pgTable(
  "sessions",
  {
    sessionToken: text("session_token").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expires: timestamp("expires", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const verificationTokens = pgTable(
  "verification_tokens",
  {
    identifier: text("identifier").notNull(),
    token: text("token").notNull(),
    expires: timestamp("expires", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
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
