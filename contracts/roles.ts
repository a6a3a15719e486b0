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

export function roleAtLeast(held: Role, required: RoleRequirement): boolean {
  return typeof required === "string" ? HOLDS[held].includes(required) : required.some((r) => HOLDS[held].includes(r));
}

/** What a page or procedure asks for: the least role, or several (side by side) any of which will do. */
export type RoleRequirement = Role | readonly Role[];

/** Call replay: operators watch calls, QA replays them to judge answers; neither role holds the other. */
export const REPLAY_ROLES: RoleRequirement = ["operator", "qa"];

/** Words for a requirement in refusals and logs ("operator or qa"). */
export function describeRequirement(required: RoleRequirement): string {
  return typeof required === "string" ? required : required.join(" or ");
}
