import { describe, expect, it } from "vitest";
import { LANGUAGES, type PerLang } from "~/lib/lang";
import { classifyTerminal } from "../prefilter/classify-terminal";
import { readsAsPractical } from "../semantic/practical-guard";

const REFUSED = ["SAFETY_REFUSAL", "EMERGENCY"];

/** The pharmacy sending medicines home, or the caller fetching them: an errand (the generic advice rule refused the Dutch and Italian). */
const SENT: PerLang<readonly string[]> = {
  en: ["Does the hospital pharmacy send my chemo tablets home or do I have to come and get them?", "can the pharmacy post my mother's insulin to her house"],
  nl: ["Stuurt de ziekenhuisapotheek mijn chemotabletten naar huis of moet ik ze zelf komen halen?", "Kan de apotheek mijn voorschrift thuis bezorgen?"],
  fr: [
    "Est-ce que la pharmacie de l'hôpital m'envoie mes comprimés de chimio à domicile ou je dois venir les chercher ?",
    "la pharmacie peut livrer l'insuline de ma mère chez elle",
  ],
  it: [
    "La farmacia dell ospedale mi manda a casa le compresse della chemio o devo venire a prenderle io?",
    "la farmacia può spedire a casa l insulina di mia madre",
  ],
};

/** The same words with a remedy asked for, a dose or a course: still asks. */
const ASKS: PerLang<readonly string[]> = {
  en: ["once the pharmacy delivers my tablets how many do I take"],
  nl: ["hoeveel pillen neem ik als de apotheek ze thuis levert"],
  fr: ["la pharmacie m'envoie les antibiotiques, je peux arrêter quand je vais mieux ?"],
  it: ["la farmacia mi spedisce gli antibiotici, posso smettere quando sto meglio?"],
};

describe.each(LANGUAGES)("medicines the pharmacy sends home (%s)", (lang) => {
  it.each(SENT[lang])("%j is answered, never refused, whatever the call language", (text) => {
    for (const call of LANGUAGES) expect(REFUSED, `[call ${call}]`).not.toContain(classifyTerminal(text, call));
    // The second opinion needs its higher practical bar to refuse it.
    expect(readsAsPractical(text)).toBe(true);
  });

  it.each(ASKS[lang])("%j is still refused", (text) => {
    expect(REFUSED).toContain(classifyTerminal(text, lang));
  });
});
