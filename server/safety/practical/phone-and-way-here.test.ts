import { describe, expect, it } from "vitest";
import { LANGUAGES, type PerLang } from "~/lib/lang";
import { classifyTerminal } from "../prefilter/classify-terminal";

const REFUSED = ["SAFETY_REFUSAL", "EMERGENCY"];

/**
 * A department that does not pick up the phone, and where or when to come for a test: the Italian and Dutch were
 * sent to 112 ("non risponde nessuno", "reageert niet op mijn telefoontjes" read as someone unresponsive), the
 * French and Italian refused ("où dois-je aller à l'hôpital pour …" read as "should I go to hospital with …").
 * Writing the tests that someone not responding is still 112 showed that "my dad is on the floor and isn't
 * responding" (the subject said once for two clauses) was not, in English, Dutch and French: it is now.
 */
const ANSWERED: PerLang<readonly string[]> = {
  en: ["I keep ringing cardiology but nobody answers", "where do I have to go in the hospital to give a urine sample"],
  nl: ["het secretariaat van neurologie reageert niet op mijn telefoontjes", "ik blijf cardiologie bellen maar niemand neemt op"],
  fr: ["où dois-je aller à l'hôpital pour faire l'analyse d'urine", "le secrétariat de neurologie ne répond pas au téléphone"],
  it: [
    "continuo a chiamare la cardiologia ma non risponde nessuno",
    "la segreteria di neurologia non risponde al telefono",
    "dove devo andare in ospedale per fare l esame della pipì",
    "a che ora devo venire in ospedale per il prelievo",
  ],
};

/** Someone who does not respond, and whether to go with a complaint: still 112, still refused. */
const STILL: PerLang<readonly { text: string; cls: readonly string[] }[]> = {
  en: [{ text: "my dad is on the floor and isn't responding", cls: ["EMERGENCY"] }],
  nl: [{ text: "mijn vader ligt op de grond en reageert niet meer", cls: ["EMERGENCY"] }],
  fr: [
    { text: "mon père est par terre et ne réagit plus", cls: ["EMERGENCY"] },
    { text: "je vais aux urgences ou dois-je aller chez le médecin avec ma fièvre", cls: REFUSED },
  ],
  it: [
    { text: "mio padre è a terra e non risponde più", cls: ["EMERGENCY"] },
    { text: "l ho chiamato ma non risponde più è per terra", cls: ["EMERGENCY"] },
    { text: "devo andare in ospedale per questo mal di testa", cls: REFUSED },
  ],
};

describe.each(LANGUAGES)("the phone, and the way here (%s)", (lang) => {
  it.each(ANSWERED[lang])("%j is answered in every call language", (text) => {
    for (const call of LANGUAGES) expect(REFUSED, `[call ${call}]`).not.toContain(classifyTerminal(text, call));
  });

  it.each(STILL[lang])("$text is still $cls", ({ text, cls }) => {
    expect(cls).toContain(classifyTerminal(text, lang));
  });
});
