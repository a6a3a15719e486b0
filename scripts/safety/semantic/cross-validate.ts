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
import { fitLogistic, predict, type LogisticFit, type LogisticOptions } from "./logistic";
import { chooseThresholds, type HeldOut, type Thresholds } from "./thresholds";
import type { TrainingExample } from "./training-corpus";

export const FOLDS = 5;
/** The shipped model's fit (train.ts writes them into model.json's `training`). */
export const LOGISTIC_OPTIONS: LogisticOptions = { l2: 1e-3, iterations: 600, learningRate: 2 };

export type { HeldOut };

/** A development item judged in nested cross-validation: its outer fold's model, and thresholds chosen without it. */
export interface NestedHeldOut extends HeldOut {
  fold: number;
  thresholds: Thresholds;
}

/** `salt` draws another partition (the inner folds of nested cross-validation must not follow the outer ones). */
export function foldOf(group: string, folds = FOLDS, salt = ""): number {
  return (
    createHash("sha256")
      .update(salt + group)
      .digest()[0]! % folds
  );
}

const classIndex = (e: TrainingExample) => SEMANTIC_CLASSES.indexOf(e.label);

function scoresOf(fit: LogisticFit, vector: readonly number[]): SemanticScores {
  const [advice, emergency, other] = predict(fit, vector);
  return { advice: advice!, emergency: emergency!, other: other! };
}

export function crossValidate(
  examples: readonly TrainingExample[],
  vectors: readonly (readonly number[])[],
  {
    folds = FOLDS,
    options = LOGISTIC_OPTIONS,
    salt = "",
    progress,
  }: { folds?: number; options?: LogisticOptions; salt?: string; progress?: (fold: number) => void } = {},
): HeldOut[] {
  const out: HeldOut[] = [];
  for (let f = 0; f < folds; f++) {
    const heldOut = (e: TrainingExample) => e.group !== undefined && foldOf(e.group, folds, salt) === f;
    const train = examples.map((e, i) => [e, i] as const).filter(([e]) => !heldOut(e));
    const fit = fitLogistic(
      train.map(([, i]) => vectors[i]!),
      train.map(([e]) => classIndex(e)),
      SEMANTIC_CLASSES.length,
      options,
    );
    examples.forEach((e, i) => {
      if (heldOut(e)) out.push({ example: e, scores: scoresOf(fit, vectors[i]!) });
    });
    progress?.(f + 1);
  }
  return out;
}

/**
 * Nested cross-validation: for each outer fold, the thresholds are chosen (chooseThresholds) on
 * the held-out scores of an inner cross-validation over that fold's training part only, and the
 * outer fold's items are judged by a model trained on that part with those thresholds. The plain
 * cross-validation above reports the shipped thresholds, which were chosen on the very scores it
 * reports; this is the figure where no item helped choose the threshold it is judged with.
 */
export function nestedCrossValidate(
  examples: readonly TrainingExample[],
  vectors: readonly (readonly number[])[],
  { folds = FOLDS, options = LOGISTIC_OPTIONS, progress }: { folds?: number; options?: LogisticOptions; progress?: (fold: number) => void } = {},
): NestedHeldOut[] {
  const out: NestedHeldOut[] = [];
  for (let f = 0; f < folds; f++) {
    const heldOut = (e: TrainingExample) => e.group !== undefined && foldOf(e.group, folds) === f;
    const train = examples.map((e, i) => [e, i] as const).filter(([e]) => !heldOut(e));
    const trainVectors = train.map(([, i]) => vectors[i]!);
    const inner = crossValidate(
      train.map(([e]) => e),
      trainVectors,
      { folds, options, salt: "inner/" },
    );
    const thresholds = chooseThresholds(inner);
    const fit = fitLogistic(
      trainVectors,
      train.map(([e]) => classIndex(e)),
      SEMANTIC_CLASSES.length,
      options,
    );
    examples.forEach((e, i) => {
      if (heldOut(e)) out.push({ example: e, scores: scoresOf(fit, vectors[i]!), fold: f, thresholds });
    });
    progress?.(f + 1);
  }
  return out;
}
