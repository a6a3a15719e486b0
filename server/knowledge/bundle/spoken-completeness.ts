import type { Lang } from "~/lib/lang";
import type { TenantFile } from "./schema";

/** A spoken text the bundle lacks in one of its supported languages. */
export interface SpokenGap {
  lang: Lang;
  /** "department.location", "campus.directions", "faq.answer" */
  field: string;
  key: string;
}

/**
 * Every free-text field the line speaks, per supported language: what is missing is spoken in the
 * default language (locations, directions) or left to retrieval (FAQ), each time with a warning.
 * Listing the gaps at import lets the hospital fix them before a caller hears them.
 */
export function spokenGaps(t: TenantFile): SpokenGap[] {
  const gaps: SpokenGap[] = [];
  const faqKeys = [...new Set(t.faq.map((f) => f.key))];
  for (const lang of t.languages.supported) {
    for (const d of t.departments) if (d.location && !d.location[lang]) gaps.push({ lang, field: "department.location", key: d.key });
    for (const c of t.campuses) if (c.directions && !c.directions[lang]) gaps.push({ lang, field: "campus.directions", key: c.key });
    for (const key of faqKeys) if (!t.faq.some((f) => f.key === key && f.lang === lang)) gaps.push({ lang, field: "faq.answer", key });
  }
  return gaps;
}
