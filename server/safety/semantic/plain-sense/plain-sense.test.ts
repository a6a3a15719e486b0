import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { captureLogs } from "~/lib/logger";
import { classifyTerminalDetailed, type TerminalDecision } from "../../prefilter/classify-terminal";
import { joinSecondOpinion } from "../join";
import { semanticOpinion } from "../opinion";
import { plainSenseOfEmergencyWords } from ".";
import { toyModel as toy } from "../toy-model.testkit";

/** Along y the toy model hears an emergency (0.9+), along x an ask. */
const EMERGENCY = [0, 1];
/** Both bars reached (advice 0.51, emergency 0.47): the ask is heard once the emergency is withheld. */
const EMERGENCY_AND_ASK = [0.71, 0.7];

/** The patterns' decision with an opinion that hears an emergency in the words. */
const joined = (text: string, lang: Lang, vector = EMERGENCY) =>
  joinSecondOpinion(classifyTerminalDetailed(text, lang), semanticOpinion(toy, vector, text), lang, text);

const EVERYDAY: [Lang, string][] = [
  ["it", "Il centralino non risponde alle mie chiamate"],
  ["it", "continuo a chiamare la cardiologia ma non risponde nessuno"],
  ["it", "il mio medico di base non mi richiama da una settimana"],
  ["fr", "Mon médecin ne répond pas à mes mails"],
  ["fr", "le standard de l'hôpital ne décroche jamais"],
  ["fr", "j'appelle le secrétariat de radiologie et personne ne répond"],
  ["en", "the switchboard does not answer"],
  ["en", "I've rung the fracture clinic five times and nobody picks up"],
  ["en", "my GP hasn't got back to me about my referral"],
  ["nl", "het secretariaat reageert niet op mijn telefoontjes"],
  ["nl", "Ik ben heel benauwd voor de operatie"],
  ["nl", "ik ben er een beetje benauwd voor, die scopie morgen"],
  ["nl", "de centrale neemt al een uur niet op"],
];

const MEDICAL: [Lang, string][] = [
  ["it", "mia madre non risponde più quando la chiamo, è per terra"],
  ["it", "c'è qualcuno per strada che non risponde"],
  ["fr", "mon père ne répond plus, il est tombé"],
  ["fr", "mon mari ne décroche pas le téléphone et il a des douleurs depuis ce matin"],
  ["en", "my husband is not responding when I talk to him"],
  ["en", "my dad isn't answering his phone and he lives alone"],
  ["nl", "ik ben heel benauwd en krijg geen lucht"],
  ["nl", "mijn vader is benauwd voor het eerst, hij hijgt en piept"],
  ["nl", "ik ben zo benauwd"],
  ["nl", "mijn moeder reageert niet meer"],
];

describe("an emergency's words in their everyday sense (the second opinion's emergency withheld)", () => {
  it.each(EVERYDAY)("%s: reads '%s' as a contact not answering or as fear", (_lang, text) => {
    expect(plainSenseOfEmergencyWords(text)).toBe(true);
  });

  it.each(MEDICAL)("%s: keeps the medical sense of '%s' (a person named, breath or air named, no contact)", (_lang, text) => {
    expect(plainSenseOfEmergencyWords(text)).toBe(false);
  });

  it.each(EVERYDAY)("%s: does not send '%s' to 112 on the opinion's word alone", (lang, text) => {
    const d = joined(text, lang);
    expect(d.class).not.toBe("EMERGENCY");
  });

  it.each(MEDICAL)("%s: still sends '%s' to 112 when the opinion hears an emergency", (lang, text) => {
    expect(joined(text, lang).class).toBe("EMERGENCY");
  });

  it("lets the advice bar decide as if the emergency bar had not been reached", () => {
    const text = "Ik ben heel benauwd voor de operatie";
    const opinion = semanticOpinion(toy, EMERGENCY_AND_ASK, text);
    expect(opinion).toMatchObject({ verdict: "advice", emergencyWithheld: true });
    expect(joined(text, "nl", EMERGENCY_AND_ASK)).toMatchObject({ class: "SAFETY_REFUSAL", rule: "semantic.advice" });
  });

  it("never takes away the patterns' own emergency said beside the same words", () => {
    // The patterns hear the collapse; the words "the switchboard does not answer" only withhold the opinion's.
    const text = "the switchboard does not answer and my father collapsed on the floor and is not breathing";
    const patterns: TerminalDecision = classifyTerminalDetailed(text, "en");
    expect(patterns.class).toBe("EMERGENCY");
    expect(joinSecondOpinion(patterns, semanticOpinion(toy, EMERGENCY, text), "en", text)).toEqual(patterns);
  });

  it("logs a withheld emergency with its class and score, never the caller's words", () => {
    const logs = captureLogs();
    try {
      joined("Il centralino non risponde alle mie chiamate", "it");
      const [event] = logs.events("semantic_emergency_on_plain_sense_not_added");
      expect(event).toMatchObject({ lang: "it", class: "FALLTHROUGH" });
      expect(JSON.stringify(logs.records())).not.toContain("centralino");
    } finally {
      logs.restore();
    }
  });
});
