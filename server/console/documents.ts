import { asc, count, eq } from "drizzle-orm";
import { moduleLogger } from "../../lib/logger";
import type { Db } from "../db";
import { corpusEmbeddings, documentChunks, documents } from "../db/schema";

const log = moduleLogger("console.documents");

/** The tenant's pages with their chunk counts, and what embedded them (model and dimension). */
export async function listDocuments(db: Db, tenantId: string) {
  const rows = await db
    .select({
      id: documents.id,
      sourcePath: documents.sourcePath,
      title: documents.title,
      lang: documents.lang,
      url: documents.url,
      updatedAt: documents.updatedAt,
      chunks: count(documentChunks.id),
    })
    .from(documents)
    .leftJoin(documentChunks, eq(documentChunks.documentId, documents.id))
    .where(eq(documents.tenantId, tenantId))
    .groupBy(documents.id)
    .orderBy(asc(documents.sourcePath));
  const [corpus] = await db.select().from(corpusEmbeddings).where(eq(corpusEmbeddings.tenantId, tenantId));
  log.info({ tenantId, documents: rows.length }, "documents_listed");
  return { documents: rows, embedding: corpus ? { model: corpus.model, dimension: corpus.dimension, chunks: corpus.chunkCount } : null };
}
