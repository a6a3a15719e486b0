import { franc } from "franc-min";
import type { Lang, PerLang } from "..";
import { LANGUAGES } from "..";
import { enMarkers } from "./lang/en";
import { frMarkers } from "./lang/fr";
import { itMarkers } from "./lang/it";
import { nlMarkers } from "./lang/nl";
import { markerSets } from "./markers";

const MARKERS = markerSets({ nl: nlMarkers, en: enMarkers, fr: frMarkers, it: itMarkers });

const FRANC_CODES: Record<string, Lang> = { nld: "nl", eng: "en", fra: "fr", ita: "it" };

export interface LanguageGuess {
  /** null when the text carries too little signal to say (e.g. "ja", "ok", a bare name). */
  lang: Lang | null;
  /** Function-word hits per language; the lead must beat the runner-up to count. */
  scores: PerLang<number>;
  method: "markers" | "trigrams" | "none";
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .split(/[^\p{L}'-]+/u)
    .filter(Boolean);
}

/**
 * Which supported language a caller's sentence is in. Function words decide short utterances,
 * where trigram models are unreliable (franc reads "Where can I park?" as Italian); trigrams
 * (franc) decide longer text with no clear function-word winner, e.g. document chunks.
 */
export function detectLanguage(text: string): LanguageGuess {
  const words = tokens(text);
  const scores = { nl: 0, en: 0, fr: 0, it: 0 } as PerLang<number>;
  for (const w of words) for (const lang of LANGUAGES) if (MARKERS[lang].has(w)) scores[lang] += 1;
  const ranked = [...LANGUAGES].sort((a, b) => scores[b] - scores[a]);
  const [first, second] = [ranked[0]!, ranked[1]!];
  if (scores[first] >= 2 && scores[first] >= scores[second] * 2) return { lang: first, scores, method: "markers" };
  const letters = text.replace(/[^\p{L}]/gu, "").length;
  if (letters >= 20) {
    const code = franc(text, { only: Object.keys(FRANC_CODES), minLength: 20 });
    const lang = FRANC_CODES[code];
    if (lang) return { lang, scores, method: "trigrams" };
  }
  if (scores[first] >= 1 && scores[second] === 0 && words.length >= 2) return { lang: first, scores, method: "markers" };
  return { lang: null, scores, method: "none" };
}
