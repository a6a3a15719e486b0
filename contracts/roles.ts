/**
 * Roles on a tenant. Owners do everything and manage members; admins edit tenant data, documents,
 * overlays and the matrix; operators watch dashboards, replay calls and use the playground; QA runs
 * evaluations and replays. Operator and QA are side by side under admin: neither holds the other's
 * rights. Shared by the server's access gate and the console's navigation.
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

export function roleAtLeast(held: Role, required: Role): boolean {
  return HOLDS[held].includes(required);
}
