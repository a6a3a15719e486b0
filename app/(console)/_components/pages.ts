import { REPLAY_ROLES, roleAtLeast, type Role, type RoleRequirement } from "~/contracts/roles";
import type { MessageKey } from "../_i18n/en";

/** The console's pages, in navigation order, with the least role that may open each (as the API enforces). */
export const CONSOLE_PAGES: readonly { slug: string; label: MessageKey; minRole: RoleRequirement }[] = [
  { slug: "departments", label: "navDepartments", minRole: "operator" },
  { slug: "campuses", label: "navCampuses", minRole: "operator" },
  { slug: "doctors", label: "navDoctors", minRole: "operator" },
  { slug: "faq", label: "navFaq", minRole: "operator" },
  { slug: "symptoms", label: "navSymptoms", minRole: "operator" },
  { slug: "overlay", label: "navOverlay", minRole: "operator" },
  { slug: "matrix", label: "navMatrix", minRole: "admin" },
  { slug: "documents", label: "navDocuments", minRole: "operator" },
  { slug: "audit", label: "navAudit", minRole: "admin" },
  { slug: "members", label: "navMembers", minRole: "owner" },
  { slug: "retention", label: "navRetention", minRole: "admin" },
  { slug: "operations", label: "navOperations", minRole: "operator" },
  // QA's own page, before the call list it shares with operators.
  { slug: "evaluations", label: "navEvaluations", minRole: "qa" },
  { slug: "calls", label: "navCalls", minRole: REPLAY_ROLES },
  // A workbench one opens on purpose: last, so nobody lands on it after signing in.
  { slug: "playground", label: "navPlayground", minRole: REPLAY_ROLES },
];

/**
 * Each role's home: where its people land after signing in (without a page asked for) and when they
 * switch to a hospital where the page they were on is not theirs.
 * - Owners and admins keep the hospital's information the line answers from: its departments
 *   come first in the menu, and their daily edits start there. An incident still reaches them on
 *   that page (the alerts banner is on every page for those who may read operations).
 * - Operators watch the line: the dashboard (operations) says at once whether calls are answered,
 *   how they ended and which alerts are open; the call list is one click from it.
 * - QA judges answers: the evaluations, with the last run's safety failures first.
 */
const ROLE_HOME: Record<Role, string> = { owner: "departments", admin: "departments", operator: "operations", qa: "evaluations" };

/**
 * Where a person lands in a hospital: their role's home, else the first page their role may open,
 * else the departments page's "role too low" notice.
 */
export function landingPage(role: Role | null): string {
  if (role === null) return "departments";
  const home = CONSOLE_PAGES.find((p) => p.slug === ROLE_HOME[role]);
  if (home && roleAtLeast(role, home.minRole)) return home.slug;
  return CONSOLE_PAGES.find((p) => roleAtLeast(role, p.minRole))?.slug ?? "departments";
}
