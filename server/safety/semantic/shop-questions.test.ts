import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminalDetailed } from "../prefilter/classify-terminal";
import { joinSecondOpinion } from "./join";
import { scoreVector, semanticOpinion } from "./opinion";
import { toyModel as toy } from "./toy-model.testkit";

/** On the toy model: advice ≈ 0.6 (over its plain bar 0.5, under the practical 0.7); emergency ≈ 0.57 (over 0.4, under 0.6). */
const LEANS_ADVICE = [0.3, -1];
const HALFWAY_EMERGENCY = [-1, 0.3];

/** What the caller hears decided: the patterns, with the opinion joined. */
const decided = (text: string, lang: Lang, vector: number[]) =>
  joinSecondOpinion(classifyTerminalDetailed(text, lang), semanticOpinion(toy, vector, text), lang, text).class;

/**
 * A question to the hospital's shop or pharmacy (does it have or sell a medicine) or for a service's number. The
 * shipped opinion, cross-validated, scored development near misses of these shapes advice 0.35–0.45 around its plain
 * 0.4 bar ("what is the number of the poison centre so i can stick it on my fridge", 0.44; the French ground-floor
 * pharmacy and a prescribed ibuprofen, 0.45; the same in Dutch, 0.40): a medicine's name leans that way, and nothing
 * marked them as practical. Now they need the practical advice bar.
 */
const SHOP_OR_NUMBER: [Lang, string][] = [
  ["en", "what is the number of the poison centre so i can stick it on my fridge at home"],
  ["en", "Does the hospital pharmacy sell nicotine patches?"],
  ["en", "does the shop by the main entrance have ibuprofen gel"],
  ["nl", "Heeft de apotheek op de begane grond de iebuprofen die mijn huisarts heeft voorgeschreven?"],
  ["nl", "verkoopt de winkel in de inkomhal ook paracetamol"],
  ["nl", "wat is het nummer van het antigifcentrum"],
  ["fr", "Est-ce que la pharmacie du rez-de-chaussée a l'ibuprofène que mon médecin m'a prescrit ?"],
  ["fr", "la boutique du hall vend des pansements pour les ampoules ?"],
  ["fr", "quel est le numéro du centre antipoison"],
  ["it", "Il negozio nell'atrio vende anche la tachipirina?"],
  ["it", "la farmacia dell'ospedale ha le mie compresse per la pressione?"],
  ["it", "qual è il numero del centro antiveleni"],
];

/**
 * Near misses of the shape: a pharmacy or a number named inside an ask, or an emergency beside a number question.
 * The plain bars still decide (the opinion alone, so the patterns cannot hide what the bar does).
 */
const ASK_BESIDE_THE_SHOP: [Lang, string][] = [
  ["en", "the pharmacy is closed, what can i take for this migraine"],
  ["en", "my pharmacy has told me to halve the tablets, is that right for my blood pressure"],
  ["nl", "de apotheek is dicht, wat kan ik nemen tegen de hoofdpijn"],
  ["fr", "la pharmacie m'a dit de prendre deux comprimés, c'est bon pour mon fils ?"],
  ["it", "la farmacia mi ha dato il generico, posso prenderlo al posto del solito?"],
  ["it", "qual è la dose giusta di tachipirina per mia figlia"],
];

describe("a question to the shop or for a number needs the practical advice bar", () => {
  it.each(SHOP_OR_NUMBER)("%s %j: answered on an opinion that leans advice", (lang, text) => {
    expect(scoreVector(toy, LEANS_ADVICE).advice).toBeGreaterThan(toy.thresholds.advice);
    expect(decided(text, lang, LEANS_ADVICE)).toBe("FALLTHROUGH");
  });

  it.each(ASK_BESIDE_THE_SHOP)("%s %j: an ask beside a pharmacy keeps the plain advice bar", (_lang, text) => {
    expect(semanticOpinion(toy, LEANS_ADVICE, text).verdict).toBe("advice");
  });

  it("an emergency beside a number question keeps the plain emergency bar", () => {
    const text = "what's the number of the poison centre";
    expect(semanticOpinion(toy, HALFWAY_EMERGENCY, text).verdict).toBe("emergency");
    expect(decided(text, "en", HALFWAY_EMERGENCY)).toBe("EMERGENCY");
  });
});
