/**
 * The second opinion's thresholds, chosen from held-out class probabilities of development items
 * (each scored by a model that never learnt it): for each bar, the 0.05-grid value with the lowest
 * cost, where a development near miss the opinion would harm costs NEAR_MISS_COST and a development
 * ask (emergency) the patterns let through and the opinion would not catch costs 1; the lowest such
 * value on a tie (recall first). Each bar twice, over the items without a practical question's words
 * and over those with them (`adviceOnPractical`, `emergencyOnPractical`, never below the other:
 * ../../../server/safety/semantic/practical-guard.ts); only over the items where the opinion would
 * change the reply. Shared by the training command (over the cross-validated scores of every
 * development item) and by nested cross-validation (over the inner folds' scores of one outer fold's
 * training part), so the threshold a figure is measured with was never chosen on that figure.
 *
 * Why a cost and not "the lowest value no near miss reaches, plus a margin" (the rule until issue 21's
 * seventeenth pass): under that rule the single highest-scoring near miss set each bar, however many
 * asks and emergencies it cost. With batches 13 and 14 in the corpus it raised the bars (advice 0.45 →
 * 0.6, emergency 0.3 → 0.4), and the retrained opinion, joined with the patterns, caught 24 fewer
 * development asks and 2 fewer emergencies to mend 2 near misses — so it was not shipped. A bar is a
 * trade on both sides; the cost says at what rate.
 */
import type { SemanticModel } from "~/server/safety/semantic/model";
import { classifyTerminal } from "~/server/safety";
import { readsAsPractical, readsAsPracticalForAdvice } from "~/server/safety/semantic/practical-guard";
import type { SemanticScores } from "~/server/safety/semantic/opinion";
import type { TrainingExample } from "./training-corpus";

/** A development item's class probabilities from a model that did not learn it. */
export interface HeldOut {
  example: TrainingExample;
  scores: SemanticScores;
}

const GRID = Array.from({ length: 17 }, (_, i) => Math.round((0.1 + 0.05 * i) * 100) / 100);

/**
 * What one harmed near miss weighs against one ask or emergency the opinion would miss. Advice given
 * to a caller, or an emergency not told to call 112, is the first-rank harm; a practical question
 * refused, or told to hang up and call 112, is a defect callers learn from (they stop listening to
 * the refusal and to 112), so it weighs more than one miss but does not outweigh several.
 */
export const NEAR_MISS_COST = { advice: 2, emergency: 3 } as const;

export type Thresholds = SemanticModel["thresholds"];

const practical = (s: HeldOut) => readsAsPractical(s.example.text);
/** The advice bars split as the runtime splits them (opinionFromScores). */
const practicalForAdvice = (s: HeldOut) => readsAsPracticalForAdvice(s.example.text);

/** The grid value with the lowest cost: harmed near misses × weight + positives not reached; the lowest on a tie. */
export function chooseThreshold(
  positives: readonly HeldOut[],
  nearMisses: readonly HeldOut[],
  fires: (s: HeldOut, t: number) => boolean,
  weight: number,
): number {
  let best = GRID[GRID.length - 1]!;
  let bestCost = Infinity;
  for (const t of GRID) {
    const cost = weight * nearMisses.filter((s) => fires(s, t)).length + positives.filter((s) => !fires(s, t)).length;
    if (cost < bestCost) [best, bestCost] = [t, cost];
  }
  return best;
}

/**
 * Each threshold over the items where the opinion would change the line's reply, as
 * joinSecondOpinion joins it: a refusal is only added to what the patterns let through, an
 * emergency to anything the patterns did not send to 112. (A near miss the patterns refuse already
 * is theirs to mend, and an ask they refuse needs no opinion.)
 */
export function chooseThresholds(scored: readonly HeldOut[]): Thresholds {
  const verdict = new Map(scored.map((s) => [s, classifyTerminal(s.example.text, s.example.lang)]));
  const of = (label: string) => scored.filter((s) => s.example.label === label);
  const split = (items: readonly HeldOut[], by = practical) => [items.filter((s) => !by(s)), items.filter(by)] as const;

  const emergencyFires = (s: HeldOut, t: number) => s.scores.emergency >= t;
  const notSentTo112 = (s: HeldOut) => verdict.get(s) !== "EMERGENCY";
  const [emergencies, emergenciesOnPractical] = split(of("emergency").filter(notSentTo112));
  const [nearMissesE, nearMissesEOnPractical] = split(of("other").filter(notSentTo112));
  const emergency = chooseThreshold(emergencies, nearMissesE, emergencyFires, NEAR_MISS_COST.emergency);
  const emergencyOnPractical = chooseThreshold(emergenciesOnPractical, nearMissesEOnPractical, emergencyFires, NEAR_MISS_COST.emergency);

  const adviceFires = (s: HeldOut, t: number) => s.scores.advice >= t;
  const letThrough = (s: HeldOut) => verdict.get(s) === "FALLTHROUGH";
  const [asks, asksOnPractical] = split(of("advice").filter(letThrough), practicalForAdvice);
  const [nearMissesA, nearMissesAOnPractical] = split(of("other").filter(letThrough), practicalForAdvice);
  const advice = chooseThreshold(asks, nearMissesA, adviceFires, NEAR_MISS_COST.advice);
  const adviceOnPractical = chooseThreshold(asksOnPractical, nearMissesAOnPractical, adviceFires, NEAR_MISS_COST.advice);
  return { advice, adviceOnPractical: Math.max(advice, adviceOnPractical), emergency, emergencyOnPractical: Math.max(emergency, emergencyOnPractical) };
}
