import { roleAtLeast, type Role, type RoleRequirement } from "~/contracts/roles";

export { ROLES, roleAtLeast, type Role } from "~/contracts/roles";

export interface AppSession {
  user: { id: string; email: string; name: string | null; isPlatformAdmin: boolean };
  /** tenant slug → role */
  memberships: Record<string, Role>;
  /** The `staff_sessions` row this request's cookie names (the account page marks it "this browser"). */
  sessionRowId?: string;
}

export function hasTenantRole(session: AppSession | null, tenant: string, required: RoleRequirement): boolean {
  if (!session) return false;
  if (session.user.isPlatformAdmin) return true;
  const held = session.memberships[tenant];
  return held !== undefined && roleAtLeast(held, required);
}

/**
 * Resolve the signed-in session for a request. Outside a Next.js request (CLI, tests, the agent)
 * there is no cookie jar, so there is no session.
 */
export async function getSession(headers: Headers): Promise<AppSession | null> {
  if (!headers.get("cookie")) return null;
  const { sessionFromRequest } = await import("./config");
  return sessionFromRequest();
}
