/**
 * `npm run -s safety:train`: trains the semantic second opinion (server/safety/semantic/model.json)
 * from the labelled development material (./training-corpus.ts) and the local e5 embedder's query
 * vectors, and prints its cross-validated figures on the development sets.
 *
 * 1. Cross-validation: five folds over the safety development sets, grouped so an ask and its
 *    translations fall in the same fold; every other example is always in training. It gives each
 *    development item a probability from a model that never saw it (nor its translations).
 * 2. Thresholds from those probabilities (./thresholds.ts). Their honest figure is nested
 *    cross-validation (`npm run bench -- text --cv`), where each outer fold's thresholds are chosen
 *    without it.
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
import { opinionFromScores } from "~/server/safety/semantic/opinion";
import { withE5 } from "./e5";
import { crossValidate, FOLDS, LOGISTIC_OPTIONS } from "./cross-validate";
import { chooseThresholds, type HeldOut } from "./thresholds";
import { fitLogistic } from "./logistic";
import { trainingCorpus } from "./training-corpus";

const COMMAND = "npm run -s safety:train";
/** npm runs scripts from the package root. */
const REPO_ROOT = process.cwd();
const OPTIONS = LOGISTIC_OPTIONS;

/** What the second opinion alone says of each held-out development item, by the runtime's rule (opinionFromScores). */
function summary(scored: HeldOut[], thresholds: SemanticModel["thresholds"]): string {
  const verdict = (s: HeldOut) => opinionFromScores(thresholds, s.scores, s.example.text).verdict;
  const parts = LANGUAGES.map((lang: Lang) => {
    const mine = scored.filter((s) => s.example.lang === lang);
    const of = (l: string) => mine.filter((s) => s.example.label === l);
    const isEmergency = (s: HeldOut) => verdict(s) === "emergency";
    const isAdvice = (s: HeldOut) => verdict(s) !== null;
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

  const scored = crossValidate(corpus, vectors, { progress: (f) => process.stderr.write(`[train] fold ${f}/${FOLDS}\n`) });
  const thresholds = chooseThresholds(scored);
  const cv = summary(scored, thresholds);
  process.stdout.write(
    `thresholds: advice ${thresholds.advice} (${thresholds.adviceOnPractical} on a practical question), emergency ${thresholds.emergency} (${thresholds.emergencyOnPractical} on a practical question)\n${cv}\n`,
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
