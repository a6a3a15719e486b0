import { describe, expect, it } from "vitest";
import { LANGUAGES, type PerLang } from "~/lib/lang";
import { classifyTerminal } from "../classify-terminal";

const REFUSED = ["SAFETY_REFUSAL", "EMERGENCY"];

/**
 * Asks the fourteenth pass found in its development batches, each answered before: a medicine crushed, split or
 * hidden in food (the second opinion missed it in three languages too, tucked behind "where is the pharmacy"), one
 * treatment stopping another working, two home treatments side by side, and a food "bothering" a medicine.
 */
const ASKS: PerLang<readonly string[]> = {
  en: [
    "where's the pharmacy, oh and while i've got you can i crush my mum's tablets into her yoghurt",
    "can I split my blood pressure tablets in half",
    "can I dissolve the paracetamol in water for my son",
    "my husband wants to know if the antibiotics from the walk in clinic stop my pill working",
    "I'm on the pill, will the antibiotics the dentist gave me stop it from working?",
    "ice or heat on a sprained ankle which one",
  ],
  nl: [
    "waar is de apotheek, o en nu ik u toch aan de lijn heb mag ik de pillen van mijn moeder fijnmalen in haar yoghurt",
    "mag ik de bloeddrukpillen doormidden breken",
    "doet pompelmoessap iets met mijn cholesterolpillen",
    "ijs of warmte op een verstuikte enkel wat is het beste",
  ],
  fr: [
    "où est la pharmacie, ah et pendant que je vous ai, je peux écraser les comprimés de ma mère dans son yaourt",
    "je peux couper en deux mes comprimés pour la tension",
    "mon mari veut savoir si les antibiotiques de la maison médicale de garde empêchent ma pilule de marcher",
    "de la glace ou du chaud sur une cheville foulée lequel des deux",
  ],
  it: [
    "dov è la farmacia, ah e già che ci sono posso sbriciolare le pastiglie di mia madre nello yogurt",
    "posso spezzare a metà le compresse della pressione",
    "mio marito vuole sapere se gli antibiotici della guardia medica fanno smettere di funzionare la mia pillola",
    "il succo di pompelmo dà fastidio alle pastiglie per il colesterolo",
    "ghiaccio o caldo su una caviglia slogata quale dei due",
  ],
};

/** The same words in questions a line answers: food and medicines brought to a ward, a machine that stopped, a warm room. */
const ANSWERED: PerLang<readonly string[]> = {
  en: [
    "can I bring yoghurt and her tablets to my mum on the ward",
    "the card machine at the pharmacy stopped working, can I pay cash for my prescription",
    "my insulin pump stopped working who do I call",
    "where do I put my used insulin needles, in a bottle?",
    "is the water in the hydrotherapy pool warm or cold",
  ],
  nl: [
    "mag ik yoghurt en haar pillen meebrengen voor mijn moeder op de afdeling",
    "mijn insulinepomp werkt niet meer wie moet ik bellen",
    "doet de apotheek iets met mijn oude pillen als ik ze terugbreng",
    "is het eten op de afdeling warm of koud voor diabetici",
  ],
  fr: [
    "je peux apporter un yaourt et ses médicaments à ma mère dans le service",
    "la borne de la pharmacie ne marche plus, où payer mes médicaments",
    "les repas du service de diabétologie sont chauds ou froids",
  ],
  it: [
    "posso portare a mia madre in reparto lo yogurt e le sue medicine",
    "il distributore vicino alla farmacia ha smesso di funzionare",
    "la sala d attesa della fisioterapia è calda o fredda",
    "il bar del reparto dà fastidio ai pazienti che prendono farmaci?",
  ],
};

describe.each(LANGUAGES)("asks in the fourteenth pass's new words (%s)", (lang) => {
  it.each(ASKS[lang])("%j is refused", (text) => {
    expect(REFUSED).toContain(classifyTerminal(text, lang));
  });

  it.each(ANSWERED[lang])("%j is answered in every call language", (text) => {
    for (const call of LANGUAGES) expect(REFUSED, `[call ${call}]`).not.toContain(classifyTerminal(text, call));
  });
});
