/**
 * What a text is embedded as. Asymmetric models (e5) embed a question and the page that answers it
 * differently ("query: " / "passage: "); symmetric ones (OpenAI, the hashing embedder) ignore it.
 */
export type EmbedRole = "query" | "passage";

/**
 * Turns text into vectors for the corpus and for queries. The corpus records `model` and
 * `dimension`; a query embedded by anything else is refused (see assertSameEmbedder).
 */
export interface Embedder {
  /** Recorded with every chunk and in corpus_embeddings, e.g. "local-hash-v3" or "text-embedding-3-large". */
  readonly model: string;
  /** The model's own vector size; stored zero-padded to the corpus column (see toColumnVector). */
  readonly dimension: number;
  /** True when similarity means meaning, not shared words: the extractive answerer then ranks by it. */
  readonly semantic?: boolean;
  /**
   * The cosine similarity unrelated texts already reach with this model (e5: ≈ 0.75; the hashing
   * embedder: 0). Retrieval stretches [floor, 1] to [0, 1] before fusing it with the full-text score,
   * or a model whose scores all sit between 0.75 and 0.9 would leave the ranking to shared words.
   */
  readonly similarityFloor?: number;
  embed(texts: string[], role: EmbedRole): Promise<number[][]>;
}

/** A query embedded with another model or dimension than the corpus: never answered silently empty. */
export class EmbeddingMismatchError extends Error {
  constructor(
    readonly corpus: { model: string; dimension: number },
    readonly query: { model: string; dimension: number },
    readonly tenant: string,
  ) {
    super(
      `Embedding mismatch for tenant "${tenant}": the corpus was embedded with ${corpus.model} (${corpus.dimension}-d) ` +
        `but queries use ${query.model} (${query.dimension}-d). Re-ingest the tenant with the current embedder ` +
        `(npm run -s cli -- ingest --tenant-dir …) or set EMBEDDING_PROVIDER/EMBEDDING_MODEL back to what the corpus used.`,
    );
    this.name = "EmbeddingMismatchError";
  }
}

/**
 * What a log may say about a failed embedding call: the error's class and HTTP status only. An
 * embedding server's error body can quote the input back, and the input is what a caller said.
 */
export function embedderFailure(err: unknown): { errorClass: string; status: number | null } {
  return { errorClass: err instanceof Error ? err.name : typeof err, status: (err as { status?: number } | null)?.status ?? null };
}
