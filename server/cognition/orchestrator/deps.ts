import type { Db } from "../../db";
import { defaultEmbedder } from "../../knowledge/service";
import { llmFromEnv, type LlmConfig } from "../llm/client";
import type { TurnDeps } from "./turn";

let processLlm: LlmConfig | null | undefined;

/** The process's turn dependencies: one embedder and one LLM client, chosen from the environment once. */
export function turnDepsFor(db: Db): TurnDeps {
  if (processLlm === undefined) processLlm = llmFromEnv();
  return { db, embedder: defaultEmbedder(), llm: processLlm };
}
