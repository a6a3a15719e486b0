import { LANGUAGES, type Lang, type PerLang } from "~/lib/lang";
import { oneOf } from "../rule";
import { anyPhrase, normaliseForMatch } from "~/lib/text/normalise";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import { COMPANY_DURING_TREATMENT } from "./company-during-treatment";
import { NIGHT_BESIDE_PATIENT } from "./night-beside-patient";
import { REPLACEMENT_BOUGHT } from "./replacement-bought";
import { POSTURE_FOR_PROCEDURE } from "./posture-for-procedure";
import { SERVICE_OFFERED } from "./service-offered";
import { VENUE_CHOICE } from "./venue-choice";
import { PROCEDURE_ON_A_DAY } from "./procedure-on-a-day";
import { FORM_FILLED } from "./form-filled";
import { BOUGHT_IN_HOSPITAL } from "./bought-in-hospital";

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
 * One language's practical vocabulary as a regex alternation (its words, the choice of where
 * to have a service done: ./venue-choice.ts, what a clinic offers: ./service-offered.ts, and lying down for a blood test:
 * ./posture-for-procedure.ts, keeping a patient company through a treatment: ./company-during-treatment.ts, a night beside a patient on a ward:
 * ./night-beside-patient.ts, a used-up thing bought anew: ./replacement-bought.ts, a test on a given day: ./procedure-on-a-day.ts,
 * a form filled in: ./form-filled.ts, a supply bought in the hospital: ./bought-in-hospital.ts), for a pack's ` {PRACTICAL} ` slot. Errands (public
 * transport, the pharmacy) are not in it: their words also carry advice asks, so they count only as
 * a whole question (./errand.ts), which needs the pack's medicine and complaint words.
 */
export function practicalSource(lang: Lang): string {
  const occasions = PRACTICAL_WORDS[lang].filter((w) => OCCASIONS[lang].includes(w));
  const rest = PRACTICAL_WORDS[lang].filter((w) => !OCCASIONS[lang].includes(w));
  return `${oneOf(rest)}|${unanchored(occasions, TIME_ANCHORS[lang])}|${VENUE_CHOICE[lang]}|${SERVICE_OFFERED[lang]}|${POSTURE_FOR_PROCEDURE[lang]}|${COMPANY_DURING_TREATMENT[lang]}|${NIGHT_BESIDE_PATIENT[lang]}|${REPLACEMENT_BOUGHT[lang]}|${PROCEDURE_ON_A_DAY[lang]}|${FORM_FILLED[lang]}|${BOUGHT_IN_HOSPITAL[lang]}`;
}

/**
 * The practical words that name an occasion — an appointment, a visit, a clinic — and the words
 * that make one a point in time: "before my appointment on Friday", "since the clinic took my
 * stitches out", "until I see the clinic". There the occasion dates the ask; it is not what the
 * caller asks about, and "what's the trick for getting rid of a cold sore fast before my appointment
 * on friday" is a remedy ask that the generic rule and the second opinion's lower bar must still
 * hear. An occasion asked about keeps the question practical: "can I move my appointment before
 * Friday?", "where is the clinic?". Other practical words are never time-anchored ("until what time
 * is the pharmacy open" asks about opening hours).
 */
export const OCCASIONS: PerLang<readonly string[]> = {
  en: ["appointment", "visit", "clinic"],
  nl: ["afspraak", "oogafspraak", "controleafspraak", "vervolgafspraak", "ziekenhuisafspraak", "consultatie", "raadpleging", "bezoek"],
  fr: ["rendez vous", "consultation", "visite"],
  it: ["appuntamento", "visita"],
};

export const TIME_ANCHORS: PerLang<readonly string[]> = {
  en: ["before", "until", "till", "since", "ahead of", "prior to", "in time for"],
  // Dutch "voor" is "for" as often as "before" ("hoeveel tijd nemen jullie voor een eerste consultatie"): only
  // before one's own occasion. "Until" is not French "jusqu'à" nor Italian "fino a": they are as far as a place too
  // ("le tram jusqu'à la consultation externe").
  nl: ["voor mijn", "voor zijn", "voor haar", "voor onze", "voor ons", "voordat", "tot", "sinds", "sedert", "tegen"],
  fr: ["avant", "depuis", "d ici"],
  it: ["prima", "da quando", "entro"],
};

/** Occasion words not within four words after a time anchor (regex source over normalised text, edges without spaces). */
function unanchored(occasions: readonly string[], anchors: readonly string[]): string {
  return String.raw`(?<! (?:${oneOf(anchors)})(?: \w+){0,4} )(?:${oneOf(occasions)})`;
}

const ALL_OCCASIONS = [...new Set(LANGUAGES.flatMap((l) => OCCASIONS[l]))];
const ALL = LANGUAGES.flatMap((l) => PRACTICAL_WORDS[l]).filter((w) => !ALL_OCCASIONS.includes(w));
const ALL_UNANCHORED_OCCASIONS = new RegExp(` ${unanchored(ALL_OCCASIONS, [...new Set(LANGUAGES.flatMap((l) => TIME_ANCHORS[l]))])} `);
const ALL_VENUES_AND_SERVICES = new RegExp(
  ` (?:${LANGUAGES.map((l) => `${VENUE_CHOICE[l]}|${SERVICE_OFFERED[l]}|${POSTURE_FOR_PROCEDURE[l]}|${COMPANY_DURING_TREATMENT[l]}|${NIGHT_BESIDE_PATIENT[l]}|${REPLACEMENT_BOUGHT[l]}|${PROCEDURE_ON_A_DAY[l]}|${FORM_FILLED[l]}|${BOUGHT_IN_HOSPITAL[l]}`).join("|")}) `,
);

/**
 * Whether the utterance carries a practical question's words, in any language (as the patterns run
 * every pack); an occasion only when no time anchor dates it (OCCASIONS). Errands are judged with the
 * packs' vocabularies: ../semantic/practical-guard.ts.
 */
export function isPracticalQuestion(text: string): boolean {
  const normalised = normaliseForMatch(text);
  return anyPhrase(normalised, ALL) || ALL_UNANCHORED_OCCASIONS.test(normalised) || ALL_VENUES_AND_SERVICES.test(normalised);
}
