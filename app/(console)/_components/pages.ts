import type { Role } from "../../../contracts/roles";
import type { MessageKey } from "../_i18n/en";

/** The console's pages, in navigation order, with the least role that may open each (as the API enforces). */
export const CONSOLE_PAGES: readonly { slug: string; label: MessageKey; minRole: Role }[] = [
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
  { slug: "calls", label: "navCalls", minRole: "operator" },
  { slug: "evaluations", label: "navEvaluations", minRole: "qa" },
];
