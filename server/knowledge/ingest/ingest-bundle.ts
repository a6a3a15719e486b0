import { createHash } from "node:crypto";
import { setImmediate } from "node:timers/promises";
import { and, count, eq, notInArray, notLike, sql } from "drizzle-orm";
import type { Db } from "~/server/db";
import { corpusEmbeddings, documentChunks, documents, tenants } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import type { BundlePage, TenantBundle } from "../bundle";
import { classifyChunk } from "../categories";
import { chunkPage } from "../chunking/chunk-page";
import { toColumnVector, type Embedder } from "../embedding";
import { announceTenantChange, raiseContextVersion } from "~/server/tenant-changes";
import { importTaxonomy, upsertTenant, type TaxonomyImportStats } from "./import-taxonomy";

const log = moduleLogger("knowledge.ingest");

export interface IngestProgress {
  done: number;
  total: number;
  page: string;
  outcome: "added" | "updated" | "unchanged";
  chunks: number;
}

export interface IngestStats {
  tenantId: string;
  slug: string;
  embeddingModel: string;
  pages: { total: number; added: number; updated: number; unchanged: number; removed: number };
  chunks: { written: number; total: number };
  taxonomy: TaxonomyImportStats;
  /** The corpus had been embedded by another model and was re-embedded in full. */
  reembedded: boolean;
  ms: number;
}

/** The text a chunk is embedded as: its headings carry the topic ("Parkeren › Tarieven"). */
export function embeddingText(headingPath: string, content: string): string {
  return `${headingPath}\n${content}`;
}

export interface IngestOptions {
  onProgress?: (p: IngestProgress) => void;
  /**
   * "restore": the bundle is the whole truth (the console's import of an exported bundle): the
   * taxonomy is replaced even if these files were imported before, and pages uploaded in the
   * console that the bundle lacks are removed too. Default "sync" is what every start does.
   */
  mode?: "sync" | "restore";
}

/**
 * Import a validated bundle: tenant row, taxonomy, then pages. Idempotent: a page whose file hash
 * is unchanged (and was embedded by the same model) is skipped; a changed page replaces all its
 * chunks in one transaction; a page no longer in the bundle is removed.
 */
export async function ingestBundle(db: Db, bundle: TenantBundle, embedder: Embedder, opts: IngestOptions = {}): Promise<IngestStats> {
  const started = performance.now();
  const tenantId = await upsertTenant(db, bundle.tenant);
  try {
    return await importContent(db, { tenantId, bundle, embedder, started, onProgress: opts.onProgress, restore: opts.mode === "restore" });
  } finally {
    // Whatever committed (the tenant row, the taxonomy, pages), this process's turns reload it now.
    announceTenantChange({ db, tenantId });
  }
}

/** The taxonomy, then the pages and the corpus record, for a tenant whose row exists. */
async function importContent(
  db: Db,
  run: { tenantId: string; bundle: TenantBundle; embedder: Embedder; started: number; onProgress?: (p: IngestProgress) => void; restore: boolean },
): Promise<IngestStats> {
  const { tenantId, bundle, embedder, started } = run;
  const taxonomy = await importTaxonomyIfChanged(db, tenantId, bundle, run.restore);

  const [corpus] = await db.select().from(corpusEmbeddings).where(eq(corpusEmbeddings.tenantId, tenantId));
  const reembedded = corpus !== undefined && (corpus.model !== embedder.model || corpus.dimension !== embedder.dimension);
  if (reembedded) {
    // Vectors from two models are not comparable: the whole corpus is rebuilt, never mixed.
    log.warn({ tenant: bundle.tenant.slug, from: `${corpus.model}/${corpus.dimension}`, to: `${embedder.model}/${embedder.dimension}` }, "corpus_reembedding");
    await db.delete(documents).where(eq(documents.tenantId, tenantId));
  }

  const existing = new Map(
    (
      await db
        .select({
          id: documents.id,
          sourcePath: documents.sourcePath,
          contentHash: documents.contentHash,
          hasSource: sql<boolean>`${documents.source} is not null`,
        })
        .from(documents)
        .where(eq(documents.tenantId, tenantId))
    ).map((d) => [d.sourcePath, d]),
  );
  const pages = { total: bundle.pages.length, added: 0, updated: 0, unchanged: 0, removed: 0 };
  let written = 0;

  for (const [i, page] of bundle.pages.entries()) {
    const before = existing.get(page.sourcePath);
    if (before && before.contentHash === page.contentHash) {
      // Pages ingested before sources were kept get theirs now, without re-embedding.
      if (!before.hasSource && page.source !== undefined) await db.update(documents).set({ source: page.source }).where(eq(documents.id, before.id));
      pages.unchanged += 1;
      run.onProgress?.({ done: i + 1, total: bundle.pages.length, page: page.sourcePath, outcome: "unchanged", chunks: 0 });
      continue;
    }
    const chunks = await ingestPage(db, { tenantId, page, embedder });
    written += chunks;
    const outcome = before ? "updated" : "added";
    pages[outcome] += 1;
    run.onProgress?.({ done: i + 1, total: bundle.pages.length, page: page.sourcePath, outcome, chunks });
    // The embedded database answers within microtasks, so a long import never gave the event loop a
    // turn: the app's other requests (and the console's progress stream) waited for its end.
    await setImmediate();
  }

  const keep = bundle.pages.map((p) => p.sourcePath);
  const removed = await db
    .delete(documents)
    .where(
      and(
        eq(documents.tenantId, tenantId),
        // Pages uploaded in the console are not in the bundle folder; a re-import keeps them (a restore does not).
        ...(run.restore ? [] : [notLike(documents.sourcePath, `${CONSOLE_UPLOADS}%`)]),
        ...(keep.length ? [notInArray(documents.sourcePath, keep)] : []),
      ),
    )
    .returning({ id: documents.id });
  pages.removed = removed.length;

  const total = await recordCorpus(db, tenantId, embedder);
  // The corpus a turn checks its query embedder against changed.
  await raiseContextVersion(db, tenantId);

  // Fresh planner statistics: without them, a freshly imported large corpus is scanned exactly
  // instead of through the HNSW index (bench: 205 ms → 100 ms p50 at 50k chunks). Cheap on the demo.
  if (written > 0) await db.execute(sql`analyze document_chunks`);

  const stats: IngestStats = {
    tenantId,
    slug: bundle.tenant.slug,
    embeddingModel: `${embedder.model}/${embedder.dimension}`,
    pages,
    chunks: { written, total },
    taxonomy,
    reembedded,
    ms: Math.round(performance.now() - started),
  };
  log.info({ ...stats }, "ingest_done");
  return stats;
}

/** Chunk, embed and store one page, replacing its earlier chunks in one transaction. Returns the chunk count. */
export async function ingestPage(db: Db, run: { tenantId: string; page: BundlePage; embedder: Embedder }): Promise<number> {
  const { tenantId, page, embedder } = run;
  const fm = page.frontMatter;
  const chunks = chunkPage({ title: fm.title, lang: fm.lang, body: page.body });
  const vectors = await embedder.embed(
    chunks.map((c) => embeddingText(c.headingPath, c.content)),
    "passage",
  );
  await db.transaction(async (tx) => {
    const docValues = {
      tenantId,
      sourcePath: page.sourcePath,
      url: fm.url ?? null,
      title: fm.title,
      lang: fm.lang,
      contentHash: page.contentHash,
      source: page.source ?? null,
      frontMatter: { ...fm, updated: fm.updated instanceof Date ? fm.updated.toISOString() : fm.updated },
    };
    const [doc] = await tx
      .insert(documents)
      .values(docValues)
      .onConflictDoUpdate({ target: [documents.tenantId, documents.sourcePath], set: { ...docValues, updatedAt: new Date() } })
      .returning({ id: documents.id });
    await tx.delete(documentChunks).where(eq(documentChunks.documentId, doc!.id));
    if (chunks.length) {
      await tx.insert(documentChunks).values(
        chunks.map((c, j) => ({
          documentId: doc!.id,
          tenantId,
          ordinal: c.ordinal,
          headingPath: c.headingPath,
          content: c.content,
          lang: c.lang,
          category: classifyChunk({ content: c.content, headingPath: c.headingPath, lang: c.lang, hint: fm.category }).category,
          embedding: toColumnVector(vectors[j]!),
          embeddingModel: embedder.model,
          embeddingDim: embedder.dimension,
          tokenCount: c.tokenCount,
          contentHash: c.contentHash,
        })),
      );
    }
  });
  return chunks.length;
}

/** The tenant's corpus record (model, dimension, chunk count) after pages changed. Returns the count. */
export async function recordCorpus(db: Db, tenantId: string, embedder: Embedder): Promise<number> {
  const [{ total }] = (await db.select({ total: count() }).from(documentChunks).where(eq(documentChunks.tenantId, tenantId))) as [{ total: number }];
  await db
    .insert(corpusEmbeddings)
    .values({ tenantId, model: embedder.model, dimension: embedder.dimension, chunkCount: total })
    .onConflictDoUpdate({
      target: corpusEmbeddings.tenantId,
      set: { model: embedder.model, dimension: embedder.dimension, chunkCount: total, updatedAt: new Date() },
    });
  return total;
}

/** Where the console puts uploaded pages (server/console/documents.ts); never part of a bundle folder. */
export const CONSOLE_UPLOADS = "docs/console/";

/** Raise when importTaxonomy writes something new from the same files: the next import then runs. */
const TAXONOMY_IMPORTER_VERSION = 1;

/**
 * tenant.yaml and overlay.yaml replace the tenant's structured data only when they changed since
 * the last import. `npm start` re-imports the demo bundle on every start: without this, each
 * restart silently undid what admins had edited in the console (a department's phone, a mishear).
 * When the files did change, the bundle wins, as an explicit import should.
 */
async function importTaxonomyIfChanged(db: Db, tenantId: string, bundle: TenantBundle, always: boolean): Promise<TaxonomyImportStats> {
  const hash = createHash("sha256")
    .update(JSON.stringify([TAXONOMY_IMPORTER_VERSION, bundle.tenant, bundle.overlay]))
    .digest("hex");
  const [row] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  const previous = row?.settings.bundleTaxonomy as { hash?: string; stats?: TaxonomyImportStats } | undefined;
  if (!always && previous?.hash === hash && previous.stats) {
    log.info({ tenantId }, "taxonomy_unchanged_kept");
    return previous.stats;
  }
  const stats = await importTaxonomy(db, tenantId, bundle.tenant, bundle.overlay);
  await db
    .update(tenants)
    .set({ settings: { ...(row?.settings ?? {}), bundleTaxonomy: { hash, stats } } })
    .where(eq(tenants.id, tenantId));
  return stats;
}
