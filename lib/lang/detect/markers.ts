import type { Lang, PerLang } from "..";
import { LANGUAGES } from "..";
import { FUNCTION_WORDS } from "../function-words";

/**
 * The words that vote for a language in `detectLanguage`, beyond the ones derived from its function
 * words (lib/lang/function-words, kept once per language for every use).
 */
export interface LanguageMarkers {
  /**
   * Function words of this language that are also another supported language's, or a single
   * letter, and vote for it anyway: they are its commonest words ("de", "is", "le", "il"), and the
   * vote is a count, so a word two languages share adds to both and decides neither.
   */
  sharedFunctionWords: readonly string[];
  /** Words that are no function words but a caller of this language says: greetings, yes and no, the line's commonest topics. */
  callerWords: readonly string[];
}

/**
 * A language's function words that no other supported language has, of two letters or more (a
 * single letter is as often a code: "ingang C", "corridor D"). They tell the language apart with
 * no list of their own, so the detector and the word-overlap measures cannot drift apart.
 */
function distinctiveFunctionWords(lang: Lang): string[] {
  const others = new Set(LANGUAGES.filter((other) => other !== lang).flatMap((other) => FUNCTION_WORDS[other]));
  return FUNCTION_WORDS[lang].filter((word) => word.length >= 2 && !others.has(word));
}

export function markerSets(markers: PerLang<LanguageMarkers>): PerLang<ReadonlySet<string>> {
  const sets = {} as PerLang<ReadonlySet<string>>;
  for (const lang of LANGUAGES) {
    sets[lang] = new Set([...distinctiveFunctionWords(lang), ...markers[lang].sharedFunctionWords, ...markers[lang].callerWords]);
  }
  return sets;
}
