/**
 * Roles on a tenant. Owners do everything and manage members; admins edit tenant data, documents,
 * overlays and the matrix; operators watch dashboards, replay calls and use the playground; QA runs
 * evaluations and replays. Operator and QA are side by side under admin: neither holds the other's rights.
 */
export const ROLES = ["owner", "admin", "operator", "qa"] as const;
export type Role = (typeof ROLES)[number];

/** The roles whose rights each role holds (itself included). */
const HOLDS: Record<Role, readonly Role[]> = {
  owner: ["owner", "admin", "operator", "qa"],
  admin: ["admin", "operator", "qa"],
  operator: ["operator"],
  qa: ["qa"],
};

export interface AppSession {
  user: { id: string; email: string; name: string | null; isPlatformAdmin: boolean };
  /** tenant slug → role */
  memberships: Record<string, Role>;
}

export function roleAtLeast(held: Role, required: Role): boolean {
  return HOLDS[held].includes(required);
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
