import type { AppSession, Role } from "~/server/auth/session";
import type { Db } from "~/server/db";
import { tenants } from "~/server/db/schema";

/**
 * The tenants a signed-in person may open, with their role on each: their memberships, or every
 * tenant (as owner) for a platform admin.
 */
export async function tenantsVisibleTo(db: Db, session: AppSession) {
  // The zone: the console shows a call's time, and filters by day, as the hospital's clock reads it.
  const all = await db.select({ slug: tenants.slug, name: tenants.name, timeZone: tenants.timezone }).from(tenants).orderBy(tenants.name);
  const { user, memberships } = session;
  const roleOn = (slug: string): Role | null => memberships[slug] ?? (user.isPlatformAdmin ? "owner" : null);
  return {
    user: { email: user.email, isPlatformAdmin: user.isPlatformAdmin },
    tenants: all.filter((t) => user.isPlatformAdmin || memberships[t.slug]).map((t) => ({ ...t, role: roleOn(t.slug) })),
  };
}
