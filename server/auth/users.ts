import { count, eq } from "drizzle-orm";
import type { Db } from "~/server/db";
import { memberships, tenants, users } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import { generatePassword, hashPassword } from "./password";
import type { Role } from "./session";

const log = moduleLogger("auth.users");

export class UserExistsError extends Error {
  constructor(readonly email: string) {
    super(`A user with e-mail ${email} already exists.`);
  }
}

export interface NewStaffUser {
  email: string;
  /** Unset → one is generated and returned. */
  password?: string;
  name?: string | null;
  platformAdmin?: boolean;
}

/** Creates a staff account; returns its id and the password to hand over (once). */
export async function createStaffUser(db: Db, input: NewStaffUser): Promise<{ id: string; email: string; password: string }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw new UserExistsError(email);
  const password = input.password ?? generatePassword();
  const [row] = await db
    .insert(users)
    .values({ email, name: input.name ?? null, passwordHash: await hashPassword(password), isPlatformAdmin: input.platformAdmin ?? false })
    .returning({ id: users.id });
  log.info({ userId: row!.id, platformAdmin: input.platformAdmin ?? false }, "staff_user_created");
  return { id: row!.id, email, password };
}

export async function grantMembership(db: Db, userId: string, tenantId: string, role: Role): Promise<void> {
  await db
    .insert(memberships)
    .values({ userId, tenantId, role })
    .onConflictDoUpdate({ target: [memberships.userId, memberships.tenantId], set: { role } });
}

/**
 * A fresh data dir has nobody who can sign in: create a demo administrator (platform admin and
 * owner of the demo tenant) with a generated password, and return the login to print once. Never a
 * fixed default password. Returns null when any user exists already.
 */
export async function ensureDemoAdmin(
  db: Db,
  opts: { email: string; tenantSlug: string; password?: string },
): Promise<{ email: string; password: string } | null> {
  const [{ n }] = (await db.select({ n: count() }).from(users)) as [{ n: number }];
  if (n > 0) return null;
  const created = await createStaffUser(db, { email: opts.email, password: opts.password, name: "Demo admin", platformAdmin: true });
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, opts.tenantSlug));
  if (tenant) await grantMembership(db, created.id, tenant.id, "owner");
  return { email: created.email, password: created.password };
}
