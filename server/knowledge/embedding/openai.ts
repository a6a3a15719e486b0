import OpenAI from "openai";
import { moduleLogger } from "~/lib/logger";
import type { Embedder } from "./types";

const log = moduleLogger("knowledge.embedding.openai");

/** Inputs per request: well under OpenAI's 2048-input cap and small enough for self-hosted servers. */
const BATCH = 64;

export interface OpenAiEmbedderOptions {
  apiKey?: string;
  baseURL?: string;
  model: string;
  dimension: number;
  timeoutMs?: number;
}

/**
 * OpenAI embeddings, or any server speaking the same API (Ollama, vLLM, TEI). The `dimensions`
 * parameter shortens text-embedding-3 vectors to the corpus column; a server that ignores it and
 * returns another size is caught here rather than stored.
 */
export function createOpenAiEmbedder(opts: OpenAiEmbedderOptions): Embedder {
  const client = new OpenAI({ apiKey: opts.apiKey ?? "not-needed", baseURL: opts.baseURL, timeout: opts.timeoutMs ?? 30_000, maxRetries: 2 });
  return {
    model: opts.model,
    dimension: opts.dimension,
    // text-embedding-3 and most compatible servers are symmetric: the role is not sent.
    async embed(texts) {
      const out: number[][] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        const batch = texts.slice(i, i + BATCH);
        const res = await client.embeddings.create({ model: opts.model, input: batch, dimensions: opts.dimension, encoding_format: "float" });
        const vectors = [...res.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
        if (vectors.length !== batch.length) throw new Error(`embedding server returned ${vectors.length} vectors for ${batch.length} inputs`);
        const wrong = vectors.find((v) => v.length !== opts.dimension);
        if (wrong)
          throw new Error(
            `embedding server returned ${wrong.length}-d vectors for model ${opts.model}; the corpus needs ${opts.dimension}-d (does the server honour "dimensions"?)`,
          );
        out.push(...vectors);
      }
      log.info({ model: opts.model, inputs: texts.length, vectors: out.length }, "embedded");
      return out;
    },
  };
}
