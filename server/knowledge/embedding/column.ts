import { EMBEDDING_COLUMN_DIMENSIONS } from "~/server/db/schema/knowledge";

/**
 * A model's vector as the corpus column stores it: zero-padded to the column's size. Zeros change
 * neither dot products nor norms, so cosine distance (what the HNSW index and the queries use) is
 * exactly the model's own; multilingual-e5-small (384-d) and a 1024-d OpenAI corpus share one
 * column without a migration. Which model filled a tenant's corpus is recorded beside it, and a
 * query from another model is refused (retrieval/corpus.ts), so padded and unpadded spaces never mix.
 */
export function toColumnVector(vector: readonly number[]): number[] {
  if (vector.length > EMBEDDING_COLUMN_DIMENSIONS) {
    throw new Error(`a ${vector.length}-d vector does not fit the ${EMBEDDING_COLUMN_DIMENSIONS}-d corpus column`);
  }
  if (vector.length === EMBEDDING_COLUMN_DIMENSIONS) return [...vector];
  return [...vector, ...new Array<number>(EMBEDDING_COLUMN_DIMENSIONS - vector.length).fill(0)];
}
