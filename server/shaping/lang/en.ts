import { cardinal } from "../number-words";
import type { ShapingPack } from "../pack";

function dayPart(h: number): string {
  if (h < 5) return "at night";
  if (h < 12) return "in the morning";
  if (h < 18) return "in the afternoon";
  return "in the evening";
}

/** 12-hour with the day part, as English callers say it: 14:30 "two thirty in the afternoon", 9:05 "nine oh five in the morning". */
export const en: ShapingPack = {
  // OR (operating room) is deliberately absent: "call the surgeon OR the nurse" would become nonsense.
  abbreviations: [
    { abbr: "ICU", article: "the", noun: "intensive care unit" },
    { abbr: "ER", article: "the", noun: "emergency room" },
    { abbr: "A&E", article: null, noun: "accident and emergency" },
  ],
  articles: ["the", "The", "an", "An", "a", "A"],
  urlPointer: /\b(?:see|visit|check|go to|more (?:info|information|details)|read more|on our website|via our website)\b/i,
  spellTime: (h, m) => {
    if (h === 0 && m === 0) return { spoken: "midnight" };
    if (h === 12 && m === 0) return { spoken: "noon" };
    const hour = cardinal(h % 12 === 0 ? 12 : h % 12, "en");
    const minute = m === 0 ? "" : m < 10 ? ` oh ${cardinal(m, "en")}` : ` ${cardinal(m, "en")}`;
    return { spoken: `${hour}${minute} ${dayPart(h)}` };
  },
  trailingTimeUnit: /^\s*(?:hrs?|h)\b\.?/,
  extraTimeForms: [],
  timeRange: { from: "from", to: "to" },
  dottedTimeCue: null,
  lists: {
    and: "and",
    or: "or",
    alternatives: /(?<!\p{L})(?:can|could|may|either|choose|choice|options?|alternatives?|one of|whichever|or)(?!\p{L})/iu,
    runsOn: ["in", "at", "on", "to", "by", "with", "from", "via", "are", "is", "include", "includes", "bring", "need", "take"],
    nouns: [
      "departments",
      "campuses",
      "sites",
      "doctors",
      "specialists",
      "car parks",
      "parking areas",
      "entrances",
      "options",
      "services",
      "wards",
      "clinics",
      "documents",
      "items",
      "things",
    ],
    more: (n, conj, noun) =>
      conj === "or" ? `or ${cardinal(n, "en")} other${noun ? ` ${noun}` : "s"}` : `and ${cardinal(n, "en")} more${noun ? ` ${noun}` : ""}`,
  },
};
