import { describe, expect, it } from "vitest";
import { LANGUAGES, type PerLang } from "~/lib/lang";
import { classifyTerminal } from "../classify-terminal";

const REFUSED = ["SAFETY_REFUSAL", "EMERGENCY"];

/**
 * Shapes of advice asks the patterns missed on a development batch written Italian first (a complaint that may
 * clear up by itself, a cause asked for, this or that for a complaint, a fever brought down, a forgotten dose,
 * how a medicine is taken, what a treatment does to the body, eating while pregnant, what one may do after a
 * procedure), each said here in other words than the batch's.
 */
const ASKS: PerLang<readonly string[]> = {
  it: [
    "ho le mani gonfie al mattino, da cosa deriva",
    "la crosta sul ginocchio va via da sola?",
    "il cortisone indebolisce le ossa?",
    "quando posso fare il bagno dopo l'operazione all'ernia",
    "la pillola fa ancora effetto se ho vomitato",
    "mi esce un po' di sangue dalla ferita, ci metto del disinfettante?",
    "mi è venuto un livido dopo il prelievo, passa da solo?",
  ],
  en: [
    "the bruise on my shin, will it clear up on its own",
    "I keep getting cramps at night, what's that down to",
    "is a hot water bottle or ibuprofen better for period pain",
    "how can I keep his temperature down tonight",
    "can pregnant women drink herbal tea",
    "does ibuprofen rot your stomach",
    "can I swim after my knee arthroscopy",
  ],
  nl: [
    "gaat die blauwe plek vanzelf weg",
    "ik heb vaak krampen 's nachts, waar komt dat door",
    "is een kruik of paracetamol beter tegen buikkrampen",
    "ik ben mijn pil vergeten, moet ik die inhalen",
    "wat raadt u aan bij keelpijn",
    "is die maagbeschermer slecht voor je botten",
  ],
  fr: [
    "j'ai souvent des crampes la nuit, c'est dû à quoi",
    "le doliprane se prend avant ou après manger",
    "la cortisone abîme les os ?",
    "j'ai un bleu après la prise de sang, il va partir tout seul ?",
    "je peux arrêter le kardégic avant mon extraction dentaire",
  ],
};

/** Near misses in the same words: a delay's cause, a way to travel, a meal at the hospital, food brought to a patient. */
const NEAR_MISSES: PerLang<readonly string[]> = {
  it: [
    "a cosa è dovuto il ritardo della mia visita di oggi?",
    "dopo l'operazione di mio padre posso mangiare qualcosa al bar dell'ospedale?",
    "a che ora posso portare da mangiare a mia madre dopo il suo intervento",
    "il parcheggio si libera da solo dopo le sei?",
  ],
  en: [
    "what's the delay down to today at the clinic",
    "after my husband's operation can we eat in the hospital cafeteria",
    "can I bring food in for my wife after her caesarean",
    "is the bus or the train better to get to the cancer centre",
    "will the parking fine go away by itself",
  ],
  nl: [
    "waar komt die vertraging door bij de poli",
    "is de bus of de trein beter om naar het ziekenhuis te komen voor mijn chemo",
    "mag ik na de operatie van mijn vrouw iets eten in de cafetaria",
    "ik ben mijn afspraak vergeten, kan ik die inhalen",
    "mag ik eten meebrengen voor mijn man na zijn operatie",
  ],
  fr: [
    "le retard est dû à quoi aujourd'hui en consultation",
    "c'est mieux de venir en bus ou en voiture pour la radiothérapie",
    "le parking se prend avant ou après l'accueil?",
    "est-ce que je peux apporter à manger à ma femme après sa césarienne",
  ],
};

describe.each(LANGUAGES)("advice asks in new phrasings (%s)", (lang) => {
  it.each(ASKS[lang])("%j is refused", (text) => {
    expect(REFUSED).toContain(classifyTerminal(text, lang));
  });

  it.each(NEAR_MISSES[lang])("%j is answered, whatever the call language", (text) => {
    for (const call of LANGUAGES) expect(REFUSED, `[call ${call}]`).not.toContain(classifyTerminal(text, call));
  });
});
