import type { Env } from "../../../lib/env";
import { env as readEnv } from "../../../lib/env";
import { moduleLogger } from "../../../lib/logger";
import { EMBEDDING_COLUMN_DIMENSIONS } from "../../db/schema/knowledge";
import { createLocalEmbedder } from "./local-hash";
import { createOpenAiEmbedder } from "./openai";
import type { Embedder } from "./types";

export { EmbeddingMismatchError, type Embedder } from "./types";
export { createLocalEmbedder, hashEmbed, LOCAL_EMBEDDING_MODEL } from "./local-hash";
export { createOpenAiEmbedder } from "./openai";

const log = moduleLogger("knowledge.embedding");

/**
 * The embedder the environment asks for. auto → OpenAI (or a compatible server) when a key or base
 * URL is configured, else the local hashing embedder. The corpus column is fixed-size, so a
 * configured dimension other than it is an error at start-up, not at the first query.
 */
export function embedderFromEnv(e: Env = readEnv()): Embedder {
  const dimension = e.EMBEDDING_DIMENSIONS ?? EMBEDDING_COLUMN_DIMENSIONS;
  if (dimension !== EMBEDDING_COLUMN_DIMENSIONS) {
    throw new Error(
      `EMBEDDING_DIMENSIONS=${dimension} but the corpus column holds ${EMBEDDING_COLUMN_DIMENSIONS}-d vectors; use ${EMBEDDING_COLUMN_DIMENSIONS} (text-embedding-3 models shorten to it)`,
    );
  }
  const remote =
    e.EMBEDDING_PROVIDER === "openai" || (e.EMBEDDING_PROVIDER === "auto" && (e.OPENAI_API_KEY !== undefined || e.EMBEDDING_BASE_URL !== undefined));
  if (e.EMBEDDING_PROVIDER === "openai" && !e.OPENAI_API_KEY && !e.EMBEDDING_BASE_URL) {
    throw new Error("EMBEDDING_PROVIDER=openai needs OPENAI_API_KEY or EMBEDDING_BASE_URL");
  }
  const embedder = remote
    ? createOpenAiEmbedder({ apiKey: e.OPENAI_API_KEY, baseURL: e.EMBEDDING_BASE_URL ?? e.OPENAI_BASE_URL, model: e.EMBEDDING_MODEL, dimension })
    : createLocalEmbedder(dimension);
  log.info({ model: embedder.model, dimension, remote }, "embedder_selected");
  return embedder;
}
