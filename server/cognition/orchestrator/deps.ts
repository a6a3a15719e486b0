import { env } from "../../../lib/env";
import { moduleLogger } from "../../../lib/logger";
import type { Db } from "../../db";
import { createE5Embedder, type Embedder } from "../../knowledge/embedding";
import { defaultEmbedder } from "../../knowledge/service";
import { shippedSemanticModel } from "../../safety/semantic/model";
import { llmFromEnv, type LlmConfig } from "../llm/client";
import type { SecondOpinionDeps } from "./stages/second-opinion";
import type { TurnDeps } from "./turn";

const log = moduleLogger("cognition.deps");

let processLlm: LlmConfig | null | undefined;
let processSecondOpinion: SecondOpinionDeps | null | undefined;

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

/** The process's turn dependencies: one embedder, one LLM client and the second opinion, chosen from the environment once. */
export function turnDepsFor(db: Db): TurnDeps {
  if (processLlm === undefined) processLlm = llmFromEnv();
  const embedder = defaultEmbedder();
  if (processSecondOpinion === undefined) processSecondOpinion = secondOpinionFor(embedder, env().VOICEDESK_EMBEDDER_URL);
  return { db, embedder, llm: processLlm, secondOpinion: processSecondOpinion };
}
