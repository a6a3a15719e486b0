import { LANGUAGES, type PerLang } from "~/lib/lang";
import { anyPhrase, normaliseForMatch } from "~/lib/text/normalise";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";

/**
 * Words of a practical question — an appointment, a price, where something is, results' timing,
 * what to bring, a course or a support group. The second opinion's errors on the development
 * sets were all of this kind: a question about the hospital that names a drug, a symptom or a
 * procedure ("how early must I be there for my colonoscopy?", "does the cafeteria have sugar-free
 * meals for diabetics?"). Such a question keeps its answer unless a pattern refuses it: the
 * opinion does not add a refusal to it. It still adds an emergency (a frightened caller may ask
 * where the emergency department is while describing chest pain).
 *
 * Every language's words count, whatever the call's language, as the patterns do.
 */
export const PRACTICAL_WORDS: PerLang<readonly string[]> = { nl, en, fr, it };

const ALL = LANGUAGES.flatMap((l) => PRACTICAL_WORDS[l]);

export function isPracticalQuestion(text: string): boolean {
  return anyPhrase(normaliseForMatch(text), ALL);
}
