import { LANGUAGES, type Lang, type PerLang } from "~/lib/lang";
import { oneOf } from "../rule";
import { anyPhrase, normaliseForMatch } from "~/lib/text/normalise";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import { VENUE_CHOICE } from "./venue-choice";

/**
 * Words of a practical question about the hospital — where something is, an appointment, a
 * price or a reimbursement, results' timing, what to bring, who may come along, how long a
 * procedure takes, a course or a support group. A near miss names a drug, a symptom or a
 * procedure inside such a question ("how early must I be there for my colonoscopy?", "does the
 * cafeteria have sugar-free meals?"), and it must be answered. Two safety layers read this one
 * vocabulary: the generic advice rule of each pattern pack does not fire on such a question, and
 * the semantic second opinion adds no refusal to one (it may still add an emergency).
 *
 * Written as the normaliser writes text (no accents): French "où" becomes "ou" (or), so only its
 * question forms are listed; "open" only in opening phrases ("a wound opening up" is no question
 * about opening hours).
 */
export const PRACTICAL_WORDS: PerLang<readonly string[]> = { nl, en, fr, it };

/**
 * One language's practical vocabulary as a regex alternation (its words, and the choice of where
 * to have a service done: ./venue-choice.ts), for a pack's ` {PRACTICAL} ` slot. Errands (public
 * transport, the pharmacy) are not in it: their words also carry advice asks, so they count only as
 * a whole question (./errand.ts), which needs the pack's medicine and complaint words.
 */
export function practicalSource(lang: Lang): string {
  return `${oneOf(PRACTICAL_WORDS[lang])}|${VENUE_CHOICE[lang]}`;
}

const ALL = LANGUAGES.flatMap((l) => PRACTICAL_WORDS[l]);
const ALL_VENUE_CHOICES = new RegExp(` (?:${LANGUAGES.map((l) => VENUE_CHOICE[l]).join("|")}) `);

/**
 * Whether the utterance carries a practical question's words, in any language (as the patterns run
 * every pack). Errands are judged with the packs' vocabularies: ../semantic/practical-guard.ts.
 */
export function isPracticalQuestion(text: string): boolean {
  const normalised = normaliseForMatch(text);
  return anyPhrase(normalised, ALL) || ALL_VENUE_CHOICES.test(normalised);
}
