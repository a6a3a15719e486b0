import { describe, expect, it } from "vitest";
import { LANGUAGES, type PerLang } from "~/lib/lang";
import { classifyTerminal } from "../prefilter/classify-terminal";
import { readsAsPractical } from "../semantic/practical-guard";

const REFUSED = ["SAFETY_REFUSAL", "EMERGENCY"];

/** Handing old medicines back at the pharmacy: an errand, answered in every call language (the generic advice rule refused them). */
const RETURNS: PerLang<readonly string[]> = {
  en: ["Can I hand in old pills at the pharmacy?", "can I drop off my mum's unused tablets at the pharmacy"],
  nl: ["Kan ik oude pillen inleveren bij de apotheek?", "Kan ik mijn oude medicijnen bij de apotheek inleveren?"],
  fr: ["Est-ce que je peux rapporter mes vieux médicaments à la pharmacie ?", "je peux déposer mes médicaments périmés à la pharmacie"],
  it: ["Posso riportare le vecchie pillole in farmacia?", "posso lasciare in farmacia i farmaci scaduti di mia madre"],
};

/** The same words around stopping a course, or with a complaint: still asks. */
const ASKS: PerLang<readonly string[]> = {
  en: ["should I hand my antibiotics back to the pharmacy now that I feel better", "can I hand in my old pills at the pharmacy, they give me headaches"],
  nl: ["moet ik mijn antibiotica terugbrengen naar de apotheek nu ik me beter voel"],
  fr: ["est-ce que je dois rapporter mes antibiotiques à la pharmacie maintenant que je me sens mieux"],
  it: ["devo riportare l'antibiotico in farmacia ora che sto meglio"],
};

describe.each(LANGUAGES)("old medicines handed back at the pharmacy (%s)", (lang) => {
  it.each(RETURNS[lang])("%j is answered, never refused, whatever the call language", (text) => {
    for (const call of LANGUAGES) expect(REFUSED, `[call ${call}]`).not.toContain(classifyTerminal(text, call));
    // The second opinion needs its higher practical bar to refuse it.
    expect(readsAsPractical(text)).toBe(true);
  });

  it.each(ASKS[lang])("%j (stopping a course, or a complaint) is still refused", (text) => {
    expect(REFUSED).toContain(classifyTerminal(text, lang));
  });
});
