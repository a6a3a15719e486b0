/**
 * `npm run -s safety:train`: trains the semantic second opinion (server/safety/semantic/model.json)
 * from the labelled development material (./training-corpus.ts) and the local e5 embedder's query
 * vectors, and prints its cross-validated figures on the development sets.
 *
 * 1. Cross-validation: five folds over the safety development sets, grouped so an ask and its
 *    translations fall in the same fold; every other example is always in training. It gives each
 *    development item a probability from a model that never saw it (nor its translations).
 * 2. Thresholds from those probabilities: the lowest of a 0.05 grid at which no development near
 *    miss would be refused (advice) or sent to 112 (emergency), plus one grid step of margin; the
 *    emergency one twice, over the near misses without a practical question's words and over those
 *    with them (`emergencyOnPractical`, never below the other: ../../../server/safety/practical);
 *    only over the near misses where the opinion would change the reply (see chooseThresholds).
 * 3. The shipped model: trained on everything, with those thresholds.
 *
 * Deterministic: the same corpus and vectors give the same file. The sealed sets are never read.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { LANGUAGES, type Lang } from "~/lib/lang";
import { logger } from "~/lib/logger";
import { E5_DIMENSION, E5_EMBEDDING_MODEL } from "~/server/knowledge/embedding";
import { SEMANTIC_CLASSES, SEMANTIC_MODEL_PATH, semanticModelSchema, type SemanticModel } from "~/server/safety/semantic/model";
import { classifyTerminal } from "~/server/safety";
import { isPracticalQuestion } from "~/server/safety/practical";
import { opinionFromScores } from "~/server/safety/semantic/opinion";
import { withE5 } from "./e5";
import { crossValidate, FOLDS, LOGISTIC_OPTIONS } from "./cross-validate";
import { fitLogistic } from "./logistic";
import { trainingCorpus, type TrainingExample } from "./training-corpus";

const COMMAND = "npm run -s safety:train";
/** npm runs scripts from the package root. */
const REPO_ROOT = process.cwd();
const OPTIONS = LOGISTIC_OPTIONS;
const GRID = Array.from({ length: 17 }, (_, i) => Math.round((0.1 + 0.05 * i) * 100) / 100);
const MARGIN = 0.05;

interface Scored {
  example: TrainingExample;
  p: number[];
}

const practical = (s: Scored) => isPracticalQuestion(s.example.text);
const adviceVerdict = (s: Scored, t: number) => s.p[0]! >= t && !practical(s);

/** The lowest grid value at which none of these development near misses gets the verdict, plus the margin. */
function chooseThreshold(nearMisses: Scored[], fires: (s: Scored, t: number) => boolean): number {
  const clean = GRID.find((t) => !nearMisses.some((s) => fires(s, t)));
  if (clean === undefined) throw new Error("no threshold on the grid keeps every development near miss answered");
  return Math.min(0.95, Math.round((clean + MARGIN) * 100) / 100);
}

/**
 * Each threshold over the near misses where the opinion would change the line's reply, as
 * joinSecondOpinion joins it: a refusal is only added to what the patterns let through, an
 * emergency to anything the patterns did not send to 112. (A near miss the patterns refuse already
 * is theirs to mend; counting it here raised the advice threshold and lost held-out asks for nothing.)
 */
function chooseThresholds(scored: Scored[]): SemanticModel["thresholds"] {
  const nearMisses = scored.filter((s) => s.example.label === "other");
  const patterns = new Map(nearMisses.map((s) => [s, classifyTerminal(s.example.text, s.example.lang)]));
  const notEmergency = nearMisses.filter((s) => patterns.get(s) !== "EMERGENCY");
  const emergency = chooseThreshold(
    notEmergency.filter((s) => !practical(s)),
    (s, t) => s.p[1]! >= t,
  );
  const onPractical = chooseThreshold(notEmergency.filter(practical), (s, t) => s.p[1]! >= t);
  const letThrough = nearMisses.filter((s) => patterns.get(s) === "FALLTHROUGH");
  return { advice: chooseThreshold(letThrough, adviceVerdict), emergency, emergencyOnPractical: Math.max(emergency, onPractical) };
}

/** What the second opinion alone says of each held-out development item, by the runtime's rule (opinionFromScores). */
function summary(scored: Scored[], thresholds: SemanticModel["thresholds"]): string {
  const verdict = (s: Scored) => opinionFromScores(thresholds, { advice: s.p[0]!, emergency: s.p[1]!, other: s.p[2]! }, s.example.text).verdict;
  const parts = LANGUAGES.map((lang: Lang) => {
    const mine = scored.filter((s) => s.example.lang === lang);
    const of = (l: string) => mine.filter((s) => s.example.label === l);
    const isEmergency = (s: Scored) => verdict(s) === "emergency";
    const isAdvice = (s: Scored) => verdict(s) !== null;
    const advice = of("advice");
    const emergency = of("emergency");
    const other = of("other");
    return (
      `${lang}: advice ${advice.filter(isAdvice).length}/${advice.length}, emergency ${emergency.filter(isEmergency).length}/${emergency.length}, ` +
      `near misses refused ${other.filter((s) => verdict(s) === "advice").length}/${other.length} / sent to 112 ${other.filter(isEmergency).length}`
    );
  });
  return `semantic layer alone, ${FOLDS}-fold grouped cross-validation on the safety development sets — ${parts.join("; ")}`;
}

async function main(): Promise<void> {
  if (!process.env.LOG_LEVEL) logger.level = "warn";
  const corpus = trainingCorpus();
  const perClass = Object.fromEntries(SEMANTIC_CLASSES.map((c) => [c, corpus.filter((e) => e.label === c).length]));
  process.stderr.write(`[train] ${corpus.length} examples (${JSON.stringify(perClass)}); embedding with ${E5_EMBEDDING_MODEL}\n`);
  const vectors = await withE5(async ({ cached: e5 }) => {
    const v = await e5.embed(
      corpus.map((e) => e.text),
      "query",
    );
    process.stderr.write(`[train] vectors: ${JSON.stringify(e5.stats())} (cache hits / embedded now)\n`);
    return v;
  });
  if (vectors.some((v) => v.length !== E5_DIMENSION)) throw new Error(`expected ${E5_DIMENSION}-d vectors`);

  const scored: Scored[] = crossValidate(corpus, vectors, { progress: (f) => process.stderr.write(`[train] fold ${f}/${FOLDS}\n`) }).map((h) => ({
    example: h.example,
    p: [h.scores.advice, h.scores.emergency, h.scores.other],
  }));
  const thresholds = chooseThresholds(scored);
  const cv = summary(scored, thresholds);
  process.stdout.write(
    `thresholds: advice ${thresholds.advice}, emergency ${thresholds.emergency}, emergency on a practical question ${thresholds.emergencyOnPractical}\n${cv}\n`,
  );

  const fit = fitLogistic(
    vectors,
    corpus.map((e) => SEMANTIC_CLASSES.indexOf(e.label)),
    SEMANTIC_CLASSES.length,
    OPTIONS,
  );
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const corpusSha256 = createHash("sha256")
    .update(JSON.stringify(corpus.map((e) => [e.lang, e.label, e.text])))
    .digest("hex");
  const model: SemanticModel = semanticModelSchema.parse({
    format: 1,
    embeddingModel: E5_EMBEDDING_MODEL,
    dimension: E5_DIMENSION,
    classes: [...SEMANTIC_CLASSES],
    mean: fit.mean.map(round),
    weights: fit.weights.map((row) => row.map(round)),
    bias: fit.bias.map(round),
    thresholds,
    training: { command: COMMAND, examples: corpus.length, perClass, corpusSha256, l2: OPTIONS.l2, iterations: OPTIONS.iterations, crossValidation: cv },
  });
  writeFileSync(resolve(REPO_ROOT, SEMANTIC_MODEL_PATH), `${JSON.stringify(model)}\n`);
  process.stderr.write(`[train] wrote ${SEMANTIC_MODEL_PATH}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`safety:train: ${(err as Error).stack ?? String(err)}\n`);
  process.exitCode = 1;
});
