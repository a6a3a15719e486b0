import { cardinal } from "../number-words";
import type { ShapingPack } from "../pack";

/** Feminine agreement: "une heure", "vingt et une heures", "trente et une". */
function feminine(n: number): string {
  const w = cardinal(n, "fr");
  return n % 10 === 1 && n !== 11 ? w.replace(/\bun$/, "une") : w;
}

/** 24-hour, as Belgian French announcements say it: 14:30 "quatorze heures trente", 12:00 "midi". */
export const fr: ShapingPack = {
  abbreviations: [
    { abbr: "USI", article: "l'", noun: "unité de soins intensifs" },
    { abbr: "URG", article: "les", noun: "urgences" },
    { abbr: "SMUR", article: "le", noun: "service mobile d'urgence" },
  ],
  articles: ["le", "Le", "la", "La", "les", "Les", "l'", "L'", "aux", "Aux", "au", "Au"],
  urlPointer: /\b(?:voir|voyez|consultez|rendez-vous sur|plus d'infos?|plus d'informations|sur notre site)\b/i,
  spellTime: (h, m) => {
    if (h === 0 && m === 0) return { spoken: "minuit" };
    if (h === 12 && m === 0) return { spoken: "midi" };
    const hour = `${feminine(h)} ${h <= 1 ? "heure" : "heures"}`;
    return { spoken: m === 0 ? hour : `${hour} ${feminine(m)}` };
  },
  trailingTimeUnit: null,
  // "14h30", and French typography's spaced "14 h 30" and "9 h" (a page written with the spaces was
  // read out as "quatorze h trente").
  extraTimeForms: [/(?<![\p{L}\p{N}:.,])(\d{1,2}) ?h(?: ?(\d{2}))?(?![\p{L}\p{N}])/gu],
  timeRange: { from: "de", to: "à" },
  dottedTimeCue: /(?:\b(?:à|dès|de|vers)|jusqu'à)\s+$/i,
  lists: {
    and: "et",
    or: "ou",
    alternatives: /(?<!\p{L})(?:pouvez|peut|pourrez|soit|choisir|choix|au choix|options?|possibilités|l'un des|l'une des|ou)(?!\p{L})/iu,
    runsOn: ["à", "au", "aux", "dans", "sur", "en", "chez", "par", "avec", "de", "sont", "est", "apporter"],
    nouns: ["services", "campus", "sites", "médecins", "spécialistes", "parkings", "entrées", "options", "documents", "unités"],
    more: (n, conj, noun) => `${conj === "or" ? "ou" : "et"} ${cardinal(n, "fr")} autres${noun ? ` ${noun}` : ""}`,
  },
};
