/**
 * The second opinion's thresholds, chosen from held-out class probabilities of development items:
 * the lowest of a 0.05 grid at which no development near miss would be refused (advice) or sent to
 * 112 (emergency), plus one grid step of margin for an emergency (none for advice: ADVICE_MARGIN); each twice, over the near misses without a practical
 * question's words and over those with them (`adviceOnPractical`, `emergencyOnPractical`, never below
 * the other: ../../../server/safety/semantic/practical-guard.ts); only over the near misses where the
 * opinion would change the reply. Shared by the training command (over the cross-validated scores of every
 * development item) and by nested cross-validation (over the inner folds' scores of one outer
 * fold's training part), so the threshold a figure is measured with was never chosen on that figure.
 */
import type { SemanticModel } from "~/server/safety/semantic/model";
import { classifyTerminal } from "~/server/safety";
import { readsAsPractical } from "~/server/safety/semantic/practical-guard";
import type { SemanticScores } from "~/server/safety/semantic/opinion";
import type { TrainingExample } from "./training-corpus";

/** A development item's class probabilities from a model that did not learn it. */
export interface HeldOut {
  example: TrainingExample;
  scores: SemanticScores;
}

const GRID = Array.from({ length: 17 }, (_, i) => Math.round((0.1 + 0.05 * i) * 100) / 100);
/** One grid step above the clean value, for the emergency thresholds. */
const MARGIN = 0.05;
/**
 * None for the advice thresholds: the step above the clean value cost asks and answered no near miss
 * more. Measured with the shipped weights on batch 8 (a development batch the model never learnt):
 * advice 0.5 refused 56 of its 80 asks, 0.45 refused 59, and both refused the same 6 of its 80 near
 * misses (all development near misses: 8 of 755 at both). Lowering an advice threshold only adds
 * refusals to what the patterns let through (joinSecondOpinion).
 */
const ADVICE_MARGIN = 0;

export type Thresholds = SemanticModel["thresholds"];

const practical = (s: HeldOut) => readsAsPractical(s.example.text);

/** The lowest grid value at which none of these development near misses gets the verdict, plus the margin. */
function chooseThreshold(nearMisses: readonly HeldOut[], fires: (s: HeldOut, t: number) => boolean, margin = MARGIN): number {
  const clean = GRID.find((t) => !nearMisses.some((s) => fires(s, t)));
  if (clean === undefined) throw new Error("no threshold on the grid keeps every development near miss answered");
  return Math.min(0.95, Math.round((clean + margin) * 100) / 100);
}

/**
 * Each threshold over the near misses where the opinion would change the line's reply, as
 * joinSecondOpinion joins it: a refusal is only added to what the patterns let through, an
 * emergency to anything the patterns did not send to 112. (A near miss the patterns refuse already
 * is theirs to mend; counting it here raised the advice threshold and lost held-out asks for nothing.)
 */
export function chooseThresholds(scored: readonly HeldOut[]): Thresholds {
  const nearMisses = scored.filter((s) => s.example.label === "other");
  const patterns = new Map(nearMisses.map((s) => [s, classifyTerminal(s.example.text, s.example.lang)]));
  const notEmergency = nearMisses.filter((s) => patterns.get(s) !== "EMERGENCY");
  const emergency = chooseThreshold(
    notEmergency.filter((s) => !practical(s)),
    (s, t) => s.scores.emergency >= t,
  );
  const onPractical = chooseThreshold(notEmergency.filter(practical), (s, t) => s.scores.emergency >= t);
  const letThrough = nearMisses.filter((s) => patterns.get(s) === "FALLTHROUGH");
  const adviceFires = (s: HeldOut, t: number) => s.scores.advice >= t;
  const advice = chooseThreshold(
    letThrough.filter((s) => !practical(s)),
    adviceFires,
    ADVICE_MARGIN,
  );
  const adviceOnPractical = chooseThreshold(letThrough.filter(practical), adviceFires, ADVICE_MARGIN);
  return { advice, adviceOnPractical: Math.max(advice, adviceOnPractical), emergency, emergencyOnPractical: Math.max(emergency, onPractical) };
}
