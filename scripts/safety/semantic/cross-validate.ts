/**
 * Grouped k-fold cross-validation of the semantic second opinion over its training corpus: the
 * honest development figure. Each fold holds out the development items whose group hashes to it
 * (an ask and its translations share a group, so a model is never tested on an ask whose
 * translation it learnt); every other example — case tables, question banks, composed examples —
 * is always in training, as it is for the shipped model. Every development item gets class
 * probabilities from a model that never saw it. Used by the training command (to choose the
 * thresholds) and by `npm run bench -- text --cv` (to report what the line does with them).
 */
import { createHash } from "node:crypto";
import { SEMANTIC_CLASSES } from "~/server/safety/semantic/model";
import type { SemanticScores } from "~/server/safety/semantic/opinion";
import { fitLogistic, predict, type LogisticOptions } from "./logistic";
import type { TrainingExample } from "./training-corpus";

export const FOLDS = 5;
/** The shipped model's fit (train.ts writes them into model.json's `training`). */
export const LOGISTIC_OPTIONS: LogisticOptions = { l2: 1e-3, iterations: 600, learningRate: 2 };

export interface HeldOut {
  example: TrainingExample;
  scores: SemanticScores;
}

export function foldOf(group: string, folds = FOLDS): number {
  return createHash("sha256").update(group).digest()[0]! % folds;
}

export function crossValidate(
  examples: readonly TrainingExample[],
  vectors: readonly (readonly number[])[],
  { folds = FOLDS, options = LOGISTIC_OPTIONS, progress }: { folds?: number; options?: LogisticOptions; progress?: (fold: number) => void } = {},
): HeldOut[] {
  const label = (e: TrainingExample) => SEMANTIC_CLASSES.indexOf(e.label);
  const out: HeldOut[] = [];
  for (let f = 0; f < folds; f++) {
    const heldOut = (e: TrainingExample) => e.group !== undefined && foldOf(e.group, folds) === f;
    const train = examples.map((e, i) => [e, i] as const).filter(([e]) => !heldOut(e));
    const fit = fitLogistic(
      train.map(([, i]) => vectors[i]!),
      train.map(([e]) => label(e)),
      SEMANTIC_CLASSES.length,
      options,
    );
    examples.forEach((e, i) => {
      if (!heldOut(e)) return;
      const [advice, emergency, other] = predict(fit, vectors[i]!);
      out.push({ example: e, scores: { advice: advice!, emergency: emergency!, other: other! } });
    });
    progress?.(f + 1);
  }
  return out;
}
