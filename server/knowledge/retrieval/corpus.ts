import { eq } from "drizzle-orm";
import type { Db } from "~/server/db";
import { corpusEmbeddings } from "~/server/db/schema";
import { EmbeddingMismatchError, type Embedder } from "../embedding";

/** What embedded a tenant's corpus, and how many chunks it holds. */
export interface CorpusEmbedding {
  model: string;
  dimension: number;
  chunkCount: number;
}

/** null: nothing was ever imported for the tenant. */
export async function loadCorpusEmbedding(db: Db, tenantId: string): Promise<CorpusEmbedding | null> {
  const [row] = await db.select().from(corpusEmbeddings).where(eq(corpusEmbeddings.tenantId, tenantId));
  return row ? { model: row.model, dimension: row.dimension, chunkCount: row.chunkCount } : null;
}

/**
 * Whether there is a corpus to search. A query embedded differently from the corpus is refused:
 * silence here would look like "nothing found".
 */
export function corpusSearchable(corpus: CorpusEmbedding | null, embedder: Embedder, tenantSlug: string): boolean {
  if (!corpus || corpus.chunkCount === 0) return false;
  if (corpus.model !== embedder.model || corpus.dimension !== embedder.dimension) {
    throw new EmbeddingMismatchError(
      { model: corpus.model, dimension: corpus.dimension },
      { model: embedder.model, dimension: embedder.dimension },
      tenantSlug,
    );
  }
  return true;
}
