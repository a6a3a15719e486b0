import { taxonomyCitation } from "../citations";
import type { Capability } from "./types";

/** Curated FAQ answers (parking, visiting hours, main phone…) in the call's language only. */
export const faqAnswer: Capability = {
  name: "faq",
  intents: ["faq"],
  answer: ({ resolution, taxonomy, lang }) => {
    const entry = taxonomy.faq.find((f) => f.key === resolution.faqKey && f.lang === lang);
    if (!entry) return null;
    return {
      text: entry.answer,
      citations: [{ ...taxonomyCitation(`faq:${entry.key}`, entry.key, entry.url ?? null), source: "faq" }],
      path: "faq",
    };
  },
};
