import { setImmediate } from "node:timers/promises";
import { RefusedError } from "~/lib/user-facing-error";
import { asc, count, eq } from "drizzle-orm";
import { moduleLogger } from "~/lib/logger";
import { parsePage, type BundleError } from "~/server/knowledge/bundle";
import type { Embedder } from "~/server/knowledge/embedding";
import { CONSOLE_UPLOADS, ingestPage, recordCorpus } from "~/server/knowledge/ingest";
import { announceTenantChange, raiseContextVersion } from "~/server/tenant-changes";
import { recordAudit, type Actor } from "~/server/audit";
import type { ReportProgress } from "./ingest-jobs";
import type { Db } from "~/server/db";
import { corpusEmbeddings, documentChunks, documents } from "~/server/db/schema";

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

export class UploadRefused extends RefusedError {
  constructor(readonly reasons: string[]) {
    super(reasons.join("; "));
  }
}

/**
 * Add or replace one page (.md or .html with front matter) under docs/console/, chunked and
 * embedded with the model the corpus already uses (vectors of two models are never mixed).
 */
export async function uploadDocument(db: Db, tenantId: string, file: { name: string; content: string }, actor: Actor, embedder: Embedder) {
  const sourcePath = `${CONSOLE_UPLOADS}${file.name}`;
  const errors: BundleError[] = [];
  const page = parsePage(sourcePath, file.content, errors);
  if (!page) throw new UploadRefused(errors.map((e) => `${e.path ? `${e.path}: ` : ""}${e.message}`));
  const [corpus] = await db.select().from(corpusEmbeddings).where(eq(corpusEmbeddings.tenantId, tenantId));
  if (corpus && (corpus.model !== embedder.model || corpus.dimension !== embedder.dimension)) {
    throw new UploadRefused([
      `the corpus was embedded with ${corpus.model}/${corpus.dimension}; this server embeds with ${embedder.model}/${embedder.dimension}: re-import the bundle first`,
    ]);
  }
  const chunks = await ingestPage(db, { tenantId, page, embedder });
  await recordCorpus(db, tenantId, embedder);
  await db.transaction(async (t) => {
    await raiseContextVersion(t, tenantId);
    await recordAudit(t, { tenantId, actor, action: "document.upload", target: sourcePath, after: { title: page.frontMatter.title, chunks } });
  });
  announceTenantChange({ db, tenantId });
  log.info({ tenantId, sourcePath, chunks }, "document_uploaded");
  return { sourcePath, title: page.frontMatter.title, chunks };
}

/**
 * Chunk and embed every page again from the file kept in the database (after the chunker or the
 * embedding model changed), reporting each page as it is done. Pages kept without their file are
 * left as they are, unless the model changed: two models' vectors are never mixed in one corpus.
 */
export async function reingestDocuments(db: Db, tenantId: string, actor: Actor, report: ReportProgress, embedder: Embedder) {
  const rows = await db
    .select({ sourcePath: documents.sourcePath, source: documents.source })
    .from(documents)
    .where(eq(documents.tenantId, tenantId))
    .orderBy(asc(documents.sourcePath));
  const kept = rows.filter((r): r is { sourcePath: string; source: string } => r.source !== null);
  const sourceless = rows.length - kept.length;
  const [corpus] = await db.select().from(corpusEmbeddings).where(eq(corpusEmbeddings.tenantId, tenantId));
  if (sourceless && corpus && (corpus.model !== embedder.model || corpus.dimension !== embedder.dimension)) {
    throw new UploadRefused([`${sourceless} pages have no kept file and the embedding model changed: import the bundle instead`]);
  }
  let chunks = 0;
  for (const [i, row] of kept.entries()) {
    const errors: BundleError[] = [];
    const page = parsePage(row.sourcePath, row.source, errors);
    const n = page ? await ingestPage(db, { tenantId, page, embedder }) : 0;
    if (!page) log.warn({ tenantId, sourcePath: row.sourcePath, errors }, "reingest_page_invalid");
    chunks += n;
    report({ done: i + 1, total: kept.length, page: row.sourcePath, chunks: n });
    // Give the event loop a turn per page: the embedded database resolves in microtasks, and without
    // this the progress stream and every other request waited for the whole re-ingest.
    await setImmediate();
  }
  const total = await recordCorpus(db, tenantId, embedder);
  await db.transaction(async (t) => {
    await raiseContextVersion(t, tenantId);
    await recordAudit(t, {
      tenantId,
      actor,
      action: "documents.reingest",
      target: `${embedder.model}/${embedder.dimension}`,
      before: corpus ? { model: corpus.model, dimension: corpus.dimension, chunks: corpus.chunkCount } : null,
      after: { model: embedder.model, dimension: embedder.dimension, chunks: total, pages: kept.length, skipped: sourceless },
    });
  });
  announceTenantChange({ db, tenantId });
  log.info({ tenantId, pages: kept.length, chunks, skipped: sourceless }, "documents_reingested");
  return { pages: kept.length, chunks: total, skipped: sourceless };
}
