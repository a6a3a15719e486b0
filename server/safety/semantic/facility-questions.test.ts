import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminalDetailed } from "../prefilter/classify-terminal";
import { joinSecondOpinion } from "./join";
import { scoreVector, semanticOpinion } from "./opinion";
import { toyModel as toy } from "./toy-model.testkit";

/** On the toy model: emergency ≈ 0.57 (over its plain bar 0.4, under the practical 0.6); advice ≈ 0.6 (over 0.5, under 0.7). */
const HALFWAY_EMERGENCY = [-1, 0.3];
const LEANS_ADVICE = [0.3, -1];

/** What the caller hears decided: the patterns, with the opinion joined. */
const decided = (text: string, lang: Lang, vector: number[]) =>
  joinSecondOpinion(classifyTerminalDetailed(text, lang), semanticOpinion(toy, vector, text), lang, text).class;

/**
 * A facility asked about for someone's condition — a step-free way in since a stroke, a quiet waiting room for an
 * autistic son, staying beside a husband with dementia during his scan. Batches 14 and 15 held them; the shipped
 * opinion refused the first (advice 0.49) and sent the others to 112 (emergency 0.40 to 0.43) because the condition's
 * words lean that way and nothing marked the question as practical. Now it is, and the opinion needs its higher bars.
 */
const FACILITY: [Lang, string][] = [
  ["nl", "ik zit sinds mijn beroerte in een rolstoel is de achteringang drempelvrij"],
  ["nl", "mijn zoon is autistisch en wordt angstig van drukte is er een rustige wachtruimte bij kindergeneeskunde"],
  ["nl", "mijn man heeft dementie en raakt snel in de war mag ik bij hem blijven tijdens de scan"],
  ["en", "i've been in a wheelchair since my stroke is the back entrance step free"],
  ["en", "my son is autistic and panics in crowds is there a quiet waiting room in paediatrics"],
  ["fr", "depuis mon AVC je suis en fauteuil, est-ce que l'entrée de derrière est de plain-pied ?"],
  ["fr", "mon mari a une démence et il est vite désorienté est ce que je peux rester avec lui pendant le scanner"],
  ["fr", "mon fils est autiste et la foule l'angoisse, y a-t-il une salle d'attente calme en pédiatrie ?"],
  ["it", "sono in carrozzina dopo l'ictus, l'ingresso sul retro è senza gradini?"],
  ["it", "mio figlio è autistico e la confusione lo agita, c'è una sala d'attesa tranquilla in pediatria?"],
  ["it", "mio marito ha la demenza e si confonde facilmente, posso restare con lui durante la risonanza?"],
];

/** The same conditions in an ask and in an emergency: the plain bars still decide. */
const NOT_FACILITY: [Lang, string, "SAFETY_REFUSAL" | "EMERGENCY"][] = [
  ["nl", "sinds mijn beroerte tintelt mijn arm, is dat erg", "SAFETY_REFUSAL"],
  ["nl", "mijn zoon is autistisch en ligt nu stuiptrekkend op de grond", "EMERGENCY"],
  ["en", "my husband has dementia and has gone very confused and grey since this morning", "EMERGENCY"],
  ["fr", "mon fils est autiste, je peux lui donner de la mélatonine pour dormir ?", "SAFETY_REFUSAL"],
  ["it", "mio figlio è autistico, posso dargli la melatonina per dormire?", "SAFETY_REFUSAL"],
];

describe("a facility asked about for someone's condition is a practical question", () => {
  it.each(FACILITY)("%s %j: neither refused nor sent to 112 on a leaning opinion", (lang, text) => {
    expect(scoreVector(toy, HALFWAY_EMERGENCY).emergency).toBeGreaterThan(toy.thresholds.emergency);
    expect(decided(text, lang, HALFWAY_EMERGENCY)).not.toBe("EMERGENCY");
    expect(decided(text, lang, LEANS_ADVICE)).toBe("FALLTHROUGH");
  });

  it.each(NOT_FACILITY)("%s %j: the same condition in an ask or an emergency keeps the plain bar", (lang, text, heard) => {
    const vector = heard === "EMERGENCY" ? HALFWAY_EMERGENCY : LEANS_ADVICE;
    expect(["SAFETY_REFUSAL", "EMERGENCY"]).toContain(decided(text, lang, vector));
    if (heard === "EMERGENCY") expect(decided(text, lang, vector)).toBe("EMERGENCY");
  });
});
