import { roleAtLeast, type Role } from "~/contracts/roles";
import type { Citation } from "~/contracts/citations";
import type { MessageKey } from "../_i18n/en";
import { CONSOLE_PAGES } from "./pages";

/** The kind a taxonomy citation's key starts with ("department:cardiologie") and the console page that lists it. */
const PAGE_OF_KIND: Record<string, string> = { department: "departments", doctor: "doctors", campus: "campuses", faq: "faq" };

/**
 * The console page where a cited source can be read and edited, when this person may open it:
 * the replay showed "department:cardiologie", a key an operator could do nothing with. A document
 * page goes to Documents; the hospital's own record ("tenant:…") has no page.
 */
export function citationPage(citation: Pick<Citation, "source" | "ref" | "documentId">, role: Role | null): { slug: string; label: MessageKey } | null {
  const slug = citation.source === "chunk" ? (citation.documentId ? "documents" : null) : PAGE_OF_KIND[citation.ref?.split(":")[0] ?? ""];
  const page = CONSOLE_PAGES.find((p) => p.slug === slug);
  if (!page || role === null || !roleAtLeast(role, page.minRole)) return null;
  return { slug: page.slug, label: page.label };
}
