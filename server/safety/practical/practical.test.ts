import { describe, expect, it } from "vitest";
import { LANGUAGES, type PerLang } from "~/lib/lang";
import { classifyTerminal } from "../prefilter/classify-terminal";
import { isPracticalQuestion } from ".";

const REFUSED = ["SAFETY_REFUSAL", "EMERGENCY"];

/** Where to have a service done, and what a caller brings or asks for: answered, in every call language. */
const NEAR_MISSES: PerLang<readonly string[]> = {
  en: ["Could I have my tetanus booster here or must I see my family doctor for it?", "Do I get the vaccine for my baby at my GP or at the hospital?"],
  nl: [
    "Kan ik mijn tetanusvaccin hier laten zetten of moet ik bij de huisarts langs?",
    "Krijgt mijn baby de vaccinatie bij de huisarts of in het ziekenhuis?",
    "Wanneer krijg ik de uitslag van de bloedafname?",
    "Kan ik mijn maagonderzoek verplaatsen, ik ben die dag niet thuis?",
  ],
  fr: ["Je peux faire mon rappel du tétanos ici ou je dois passer chez mon médecin ?", "Mon bébé reçoit son vaccin chez le médecin ou à l'hôpital ?"],
  it: ["Posso fare il richiamo del tetano qui o devo passare dal medico di famiglia?", "Mia madre è in cardiologia, posso portarle il suo cuscino?"],
};

/** The same choice with a symptom is triage, which stays refused. */
const ASKS: PerLang<readonly string[]> = {
  en: ["Should I go to my GP or to the hospital with this chest pain that keeps coming back?"],
  nl: ["Moet ik met deze koorts naar de huisarts of naar het ziekenhuis?"],
  fr: ["Avec cette fièvre, je dois aller chez le médecin ou à l'hôpital ?"],
  it: ["Con questa febbre devo andare dal medico o in ospedale?"],
};

describe.each(LANGUAGES)("practical questions (%s)", (lang) => {
  it.each(NEAR_MISSES[lang])("%j is answered, never refused, whatever the call language", (text) => {
    expect(isPracticalQuestion(text)).toBe(true);
    for (const call of LANGUAGES) expect(REFUSED, `[call ${call}]`).not.toContain(classifyTerminal(text, call));
  });

  it.each(ASKS[lang])("%j (a symptom with the choice) is still refused", (text) => {
    expect(REFUSED).toContain(classifyTerminal(text, lang));
  });
});

describe("practical vocabulary", () => {
  it("does not take 'why' for a practical question: most why-questions with a symptom ask what it means", () => {
    // A practical question keeps the second opinion from adding a refusal; "why" made every
    // French and Italian why-question about a symptom unrefusable by it.
    expect(isPracticalQuestion("Pourquoi j'ai si souvent des maux de ventre après le repas ?")).toBe(false);
    expect(isPracticalQuestion("Perché mi fa male la pancia dopo l'antibiotico?")).toBe(false);
    // A why-question about preparing for a test still carries its practical words.
    expect(isPracticalQuestion("Perché devo essere a digiuno per il prelievo?")).toBe(true);
  });

  it("does not take a rash ('uitslag') for a result", () => {
    expect(isPracticalQuestion("Ik heb uitslag op mijn armen, wat kan ik erop smeren?")).toBe(false);
    expect(classifyTerminal("Ik heb uitslag op mijn armen, wat kan ik erop smeren?", "nl")).toBe("SAFETY_REFUSAL");
  });
});
