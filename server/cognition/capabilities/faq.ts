import { taxonomyCitation, type Citation } from "~/contracts/citations";
import { moduleLogger } from "~/lib/logger";
import type { Capability } from "./types";

const log = moduleLogger("cognition.capability.faq");

/**
 * Curated FAQ answers (parking, visiting hours, main phone…) in the call's language only. When the
 * bundle has the entry in another language but not this one, retrieval answers from the pages in
 * the caller's language instead of reading the default language's text aloud — and the gap is
 * logged so the hospital can fill it (the demo bundle has every entry in all four languages).
 */
export const faqAnswer: Capability = {
  name: "faq",
  intents: ["faq"],
  answer: ({ resolution, taxonomy, lang }) => {
    const entries = taxonomy.faq.filter((f) => f.key === resolution.faqKey);
    const entry = entries.find((f) => f.lang === lang);
    if (!entry) {
      if (entries.length) log.warn({ tenant: taxonomy.tenant.slug, field: "faq.answer", key: resolution.faqKey, lang }, "spoken_field_missing");
      return null;
    }
    return {
      text: entry.answer,
      citations: [faqCitation(entry)],
      path: "faq",
    };
  },
};

/**
 * An FAQ entry as a source: titled by its first question, as the console lists it ("Wat zijn de
 * bezoekuren?"), not by its key ("bezoekuren", which read as "bezoekuren (FAQ · FAQ)" in a replay).
 */
export function faqCitation(entry: { key: string; questions: readonly string[]; url?: string | null }): Citation {
  return { ...taxonomyCitation(`faq:${entry.key}`, entry.questions[0] ?? entry.key, entry.url ?? null), source: "faq" };
}
