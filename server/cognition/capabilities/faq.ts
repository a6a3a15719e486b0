import { taxonomyCitation } from "~/contracts/citations";
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
      citations: [{ ...taxonomyCitation(`faq:${entry.key}`, entry.key, entry.url ?? null), source: "faq" }],
      path: "faq",
    };
  },
};
