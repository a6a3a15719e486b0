import { setImmediate } from "node:timers/promises";
import { ConflictError, NotFoundError, RefusedError } from "~/lib/user-facing-error";
import { and, asc, count, eq, like, not, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { INPUT_LIMITS, safeText } from "~/contracts/input";
import { LANGUAGES } from "~/lib/lang";
import { anyContainsFolded } from "~/server/db/like";
import { moduleLogger } from "~/lib/logger";
import { parsePage, type BundleError } from "~/server/knowledge/bundle";
import type { Embedder } from "~/server/knowledge/embedding";
import { CONSOLE_UPLOADS, ingestPage, recordCorpus } from "~/server/knowledge/ingest";
import { chunkPage } from "~/server/knowledge/chunking/chunk-page";
import { announceTenantChange, raiseContextVersion } from "~/server/tenant-changes";
import { recordAudit, type Actor } from "~/server/audit";
import { currentIngestJob, type ReportProgress } from "./ingest-jobs";
import type { Db } from "~/server/db";
import { corpusEmbeddings, documentChunks, documents } from "~/server/db/schema";

const log = moduleLogger("console.documents");

/** Where a page came from: the hospital's bundle, or an upload in the console. */
export const DOCUMENT_SOURCES = ["bundle", "upload"] as const;

/** The documents list's search and page: a hospital has hundreds of pages, so the server filters and pages them. */
export const documentFilterSchema = z.object({
  /** Words in the page's title, its path or its text. */
  text: safeText({ max: INPUT_LIMITS.name }).optional(),
  lang: z.enum(LANGUAGES).optional(),
  source: z.enum(DOCUMENT_SOURCES).optional(),
  /** 1-based; a page past the end is empty (the total says how many there are). */
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});
export type DocumentFilter = z.input<typeof documentFilterSchema>;

/**
 * One page of the tenant's pages, by path, with their chunk counts and whether they come from the
 * bundle folder; how many match the whole filter; and what embedded the corpus (model, dimension).
 */
export async function listDocuments(db: Db, tenantId: string, input: DocumentFilter = {}) {
  const f = documentFilterSchema.parse(input);
  const uploaded = like(documents.sourcePath, `${CONSOLE_UPLOADS}%`);
  const where: SQL[] = [eq(documents.tenantId, tenantId)];
  if (f.lang) where.push(eq(documents.lang, f.lang));
  if (f.source) where.push(f.source === "upload" ? uploaded : not(uploaded));
  const text = f.text?.trim();
  if (text) {
    where.push(anyContainsFolded(text, [documents.title, documents.sourcePath, documents.source])!);
  }
  const rows = await db
    .select({
      id: documents.id,
      sourcePath: documents.sourcePath,
      title: documents.title,
      lang: documents.lang,
      url: documents.url,
      updatedAt: documents.updatedAt,
      chunks: sql<number>`(select count(*)::int from ${documentChunks} c where c.document_id = "documents"."id")`,
    })
    .from(documents)
    .where(and(...where))
    .orderBy(asc(documents.sourcePath))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(documents)
    .where(and(...where));
  const total = counted?.total ?? 0;
  const [corpus] = await db.select().from(corpusEmbeddings).where(eq(corpusEmbeddings.tenantId, tenantId));
  log.info({ tenantId, byWords: !!text, byLang: !!f.lang, bySource: !!f.source, rows: rows.length, total, page: f.page }, "documents_listed");
  return {
    rows: rows.map((r) => ({ ...r, fromBundle: !r.sourcePath.startsWith(CONSOLE_UPLOADS) })),
    total,
    page: f.page,
    pageSize: f.pageSize,
    embedding: corpus ? { model: corpus.model, dimension: corpus.dimension, chunks: corpus.chunkCount } : null,
  };
}

export class UploadRefused extends RefusedError {
  constructor(readonly reasons: string[]) {
    super(reasons.join("; "));
  }
}

/** A page file parsed as the bundle importer parses it, or refused with every reason. */
function parseUpload(file: { name: string; content: string }) {
  const sourcePath = `${CONSOLE_UPLOADS}${file.name}`;
  const errors: BundleError[] = [];
  const page = parsePage(sourcePath, file.content, errors);
  if (!page) throw new UploadRefused(errors.map((e) => `${e.path ? `${e.path}: ` : ""}${e.message}`));
  return page;
}

/** Refuses an embedder whose vectors would not match the corpus's: two models are never mixed. */
async function assertCorpusModel(db: Db, tenantId: string, embedder: Embedder, advice: string) {
  const [corpus] = await db.select().from(corpusEmbeddings).where(eq(corpusEmbeddings.tenantId, tenantId));
  if (corpus && (corpus.model !== embedder.model || corpus.dimension !== embedder.dimension)) {
    throw new UploadRefused([
      `the corpus was embedded with ${corpus.model}/${corpus.dimension}; this server embeds with ${embedder.model}/${embedder.dimension}: ${advice}`,
    ]);
  }
}

/** A page edit that could interleave with a running import or re-ingest is refused until it ends. */
function assertNoJob(tenantId: string) {
  if (currentIngestJob(tenantId)?.state === "running")
    throw new ConflictError("an import or re-ingest is running for this hospital: try again when it has finished");
}

/**
 * What an upload would do, before anything is written: the page as it was read (title, language,
 * address), how many chunks it makes, and whether it replaces a page of the same name. The console
 * shows this and waits for a confirm.
 */
export async function previewUpload(db: Db, tenantId: string, file: { name: string; content: string }) {
  const page = parseUpload(file);
  const fm = page.frontMatter;
  const [existing] = await db
    .select({ title: documents.title })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.sourcePath, page.sourcePath)));
  const chunks = chunkPage({ title: fm.title, lang: fm.lang, body: page.body }).length;
  return { sourcePath: page.sourcePath, title: fm.title, lang: fm.lang, url: fm.url ?? null, chunks, replaces: existing?.title ?? null };
}

/**
 * Add or replace one page (.md or .html with front matter) under docs/console/, chunked and
 * embedded with the model the corpus already uses (vectors of two models are never mixed).
 */
export async function uploadDocument(db: Db, tenantId: string, file: { name: string; content: string }, actor: Actor, embedder: Embedder) {
  const page = parseUpload(file);
  const { sourcePath } = page;
  assertNoJob(tenantId);
  await assertCorpusModel(db, tenantId, embedder, "re-import the bundle first");
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

async function documentOf(db: Db, tenantId: string, documentId: string) {
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, documentId)));
  if (!doc) throw new NotFoundError("no such page for this hospital");
  return doc;
}

/**
 * One page as the line reads it: its kept file (front matter included) and its chunks in order,
 * with the headings each sits under and the category it was given — what a search can return.
 */
export async function documentDetail(db: Db, tenantId: string, documentId: string) {
  const doc = await documentOf(db, tenantId, documentId);
  const chunks = await db
    .select({ ordinal: documentChunks.ordinal, headingPath: documentChunks.headingPath, content: documentChunks.content, category: documentChunks.category })
    .from(documentChunks)
    .where(eq(documentChunks.documentId, doc.id))
    .orderBy(asc(documentChunks.ordinal));
  log.info({ tenantId, documentId, chunks: chunks.length }, "document_read");
  return {
    id: doc.id,
    sourcePath: doc.sourcePath,
    title: doc.title,
    lang: doc.lang,
    url: doc.url,
    updatedAt: doc.updatedAt,
    source: doc.source,
    fromBundle: !doc.sourcePath.startsWith(CONSOLE_UPLOADS),
    chunks,
  };
}

/**
 * Delete one page and its chunks: the next question no longer finds it. A page from the bundle
 * folder comes back when that folder is imported again (the import restores what its files say).
 */
export async function removeDocument(db: Db, tenantId: string, documentId: string, actor: Actor) {
  assertNoJob(tenantId);
  const removed = await db.transaction(async (t) => {
    const doc = await documentOf(t, tenantId, documentId);
    const [counted] = await t.select({ chunks: count() }).from(documentChunks).where(eq(documentChunks.documentId, doc.id));
    await t.delete(documents).where(eq(documents.id, doc.id));
    const [left] = await t.select({ total: count() }).from(documentChunks).where(eq(documentChunks.tenantId, tenantId));
    await t
      .update(corpusEmbeddings)
      .set({ chunkCount: left?.total ?? 0, updatedAt: new Date() })
      .where(eq(corpusEmbeddings.tenantId, tenantId));
    await raiseContextVersion(t, tenantId);
    const before = { title: doc.title, chunks: counted?.chunks ?? 0 };
    await recordAudit(t, { tenantId, actor, action: "document.remove", target: doc.sourcePath, before });
    return { sourcePath: doc.sourcePath, ...before };
  });
  announceTenantChange({ db, tenantId });
  log.info({ tenantId, documentId, chunks: removed.chunks }, "document_removed");
  return removed;
}

/** Chunk and embed one page again from its kept file (after a chunker fix, or to check a page alone). */
export async function reingestDocument(db: Db, tenantId: string, documentId: string, actor: Actor, embedder: Embedder) {
  assertNoJob(tenantId);
  const doc = await documentOf(db, tenantId, documentId);
  if (doc.source === null) throw new RefusedError("this page was imported before files were kept: import the bundle again to re-ingest it");
  await assertCorpusModel(db, tenantId, embedder, "re-ingest all pages instead");
  const errors: BundleError[] = [];
  const page = parsePage(doc.sourcePath, doc.source, errors);
  if (!page) throw new UploadRefused(errors.map((e) => `${e.path ? `${e.path}: ` : ""}${e.message}`));
  const [counted] = await db.select({ chunks: count() }).from(documentChunks).where(eq(documentChunks.documentId, doc.id));
  const chunks = await ingestPage(db, { tenantId, page, embedder });
  await recordCorpus(db, tenantId, embedder);
  await db.transaction(async (t) => {
    await raiseContextVersion(t, tenantId);
    await recordAudit(t, { tenantId, actor, action: "document.reingest", target: doc.sourcePath, before: { chunks: counted?.chunks ?? 0 }, after: { chunks } });
  });
  announceTenantChange({ db, tenantId });
  log.info({ tenantId, documentId, chunks }, "document_reingested");
  return { sourcePath: doc.sourcePath, title: doc.title, chunks };
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
  // The bar's length before the first page: embedding that page can take long on a loaded host.
  report({ done: 0, total: kept.length, page: null, chunks: 0 });
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
