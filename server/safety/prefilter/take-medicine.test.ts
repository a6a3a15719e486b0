import { describe, expect, it } from "vitest";
import { LANGUAGES, type PerLang } from "~/lib/lang";
import { classifyTerminal, classifyTerminalDetailed } from "./classify-terminal";

/**
 * Asks to take a medicine with a practical word around them (the clinic, an appointment, the pharmacy, the bus):
 * both the generic advice rule and the second opinion step back on a practical question, so these were answered.
 */
const ASKS: PerLang<readonly string[]> = {
  en: [
    "My appointment at the clinic is tomorrow, can I take ibuprofen for the pain tonight?",
    "before my appointment at the pain clinic can I still take my sleeping tablets",
    "the pharmacy by the bus station is shut, can my husband have a couple of my ibuprofen for his back",
    "is it ok to take my water tablets on the morning of my clinic appointment",
    "my mum is booked in at the clinic on monday, can she keep taking her blood thinners until then",
    "can I give him nurofen before we get the bus to his appointment",
  ],
  nl: [
    "Mijn afspraak op de poli is morgen, mag ik vanavond ibuprofen nemen tegen de pijn?",
    "ik moet maandag naar de polikliniek mag ik tot dan mijn bloedverdunners blijven nemen",
    "de apotheek is dicht kan mijn man twee van mijn paracetamols nemen voor zijn rug",
    "mag ik mijn plaspillen innemen op de ochtend van mijn afspraak",
  ],
  fr: [
    "Mon rendez-vous à la clinique est demain, est-ce que je peux prendre de l'ibuprofène ce soir pour la douleur ?",
    "avant mon rendez-vous à la consultation je peux continuer à prendre mes anticoagulants",
    "la pharmacie est fermée mon mari peut-il prendre deux de mes paracétamol pour son dos",
  ],
  it: [
    "Ho l'appuntamento in ambulatorio domani, posso prendere l'ibuprofene stasera per il dolore?",
    "prima della visita in ambulatorio posso continuare a prendere il mio anticoagulante",
    "la farmacia è chiusa mio marito può prendere due delle mie tachipirina per la schiena",
  ],
};

/** The same verbs for a journey, a thing to bring, a medicine carried, fetched or sent: answered in every call language. */
const NEAR_MISSES: PerLang<readonly string[]> = {
  en: [
    "can I take the bus to the clinic",
    "can I take my own pillow",
    "can I take my own medicines during my stay on the ward",
    "can I take my tablets with me to my appointment at the clinic",
    "can I take my insulin on the plane after my clinic appointment",
    "Can I have my prescription renewed at the pharmacy?",
    "can my daughter take my tablets back to the pharmacy",
    "can I have my pills sent to my home address",
    "can I take my son to the clinic for his vaccinations",
  ],
  nl: [
    "kan ik de bus nemen naar de poli",
    "mag ik mijn eigen kussen meenemen",
    "mag ik mijn pillen meenemen naar mijn afspraak op de poli",
    "kan mijn dochter mijn medicijnen bij de apotheek ophalen",
  ],
  fr: [
    "est-ce que je peux prendre le bus jusqu'à la clinique",
    "je peux prendre mon propre oreiller",
    "je peux prendre mes médicaments avec moi à mon rendez-vous",
    "je peux prendre mes propres médicaments pendant mon hospitalisation",
  ],
  it: [
    "posso prendere l'autobus per l'ambulatorio",
    "posso portare il mio cuscino",
    "posso prendere i miei farmaci con me all'appuntamento",
    "posso prendere i miei propri farmaci durante il ricovero",
  ],
};

describe.each(LANGUAGES)("taking a medicine around a practical errand (%s)", (lang) => {
  it.each(ASKS[lang])("%j is refused by the language's own rule", (text) => {
    expect(classifyTerminalDetailed(text, lang)).toMatchObject({ class: "SAFETY_REFUSAL", rule: `${lang}.dosage.take_medicine` });
  });

  it.each(NEAR_MISSES[lang])("%j is answered, whatever the call language", (text) => {
    for (const call of LANGUAGES) expect(classifyTerminal(text, call), `[call ${call}]`).toBe("FALLTHROUGH");
  });
});
