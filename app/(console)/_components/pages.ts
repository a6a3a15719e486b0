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
  // QA's own page comes before the call list it shares with operators: a QA member lands on it.
  { slug: "evaluations", label: "navEvaluations", minRole: "qa" },
  { slug: "calls", label: "navCalls", minRole: REPLAY_ROLES },
  // A workbench one opens on purpose: last, so nobody lands on it after signing in.
  { slug: "playground", label: "navPlayground", minRole: REPLAY_ROLES },
];

/**
 * Where a person lands in a hospital: the first page their role may open (a QA member has no
 * departments page: they land on Evaluations), or the departments page's "role too low" notice
 * when there is none.
 */
export function landingPage(role: Role | null): string {
  return CONSOLE_PAGES.find((p) => role !== null && roleAtLeast(role, p.minRole))?.slug ?? "departments";
}
