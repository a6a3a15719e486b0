/** Roles on a tenant, strongest first. QA drives test calls; operators read dashboards and replay calls. */
export const ROLES = ["owner", "admin", "operator", "qa"] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { owner: 4, admin: 3, operator: 2, qa: 1 };

export interface AppSession {
  user: { id: string; email: string; name: string | null; isPlatformAdmin: boolean };
  /** tenant slug → role */
  memberships: Record<string, Role>;
}

export function roleAtLeast(held: Role, required: Role): boolean {
  return RANK[held] >= RANK[required];
}

export function hasTenantRole(session: AppSession | null, tenant: string, required: Role): boolean {
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
