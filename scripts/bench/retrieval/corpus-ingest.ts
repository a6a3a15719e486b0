import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db";
import type { TenantBundle } from "~/server/knowledge/bundle";
import type { Embedder } from "~/server/knowledge/embedding";
import { ingestBundle, type IngestProgress, type IngestStats } from "~/server/knowledge/ingest";
import { moduleLogger } from "~/lib/logger";
import { timeOnce } from "../timing";

const log = moduleLogger("bench.ingest");

/**
 * Memory for the one-off HNSW build. PGlite's default (64 MB) is far below a 50k × 1024-d graph, and
 * pgvector then builds on disk pages, several times slower. Session-scoped and reset afterwards.
 */
const INDEX_BUILD_MEMORY = "1GB";

export interface IndexedIngest {
  stats: IngestStats;
  seconds: number;
}

export interface BulkIngest {
  stats: IngestStats;
  /** ingestBundle with the HNSW index absent. */
  loadSeconds: number;
  /** CREATE INDEX … USING hnsw, exactly as the migration defines it. */
  indexSeconds: number;
  indexName: string;
}

/** Progress callback that reports every tenth of the pages, like the CLI's ingest. */
export function everyTenth(report: (line: string) => void, label: string): (p: IngestProgress) => void {
  let shown = 0;
  const started = performance.now();
  return (p) => {
    const step = Math.max(1, Math.ceil(p.total / 10));
    if (p.done === p.total || p.done - shown >= step) {
      shown = p.done;
      report(`${label}: ${p.done}/${p.total} pages, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  };
}

/** The production path unchanged: every chunk insert also maintains the HNSW graph. */
export async function ingestIndexed(db: Db, bundle: TenantBundle, embedder: Embedder, onProgress?: (p: IngestProgress) => void): Promise<IndexedIngest> {
  const { seconds, result } = await timeOnce(() => ingestBundle(db, bundle, embedder, { onProgress }));
  return { stats: result, seconds };
}

interface IndexDef {
  indexname: string;
  indexdef: string;
}

async function hnswIndexes(db: Db): Promise<IndexDef[]> {
  return queryRows<IndexDef>(db, sql`select indexname, indexdef from pg_indexes where tablename = 'document_chunks' and indexdef ilike '%using hnsw%'`);
}

/**
 * The bulk route pgvector recommends for a large first load: the same ingestBundle (chunking,
 * classification, embedding, per-page transactions) with the HNSW index dropped, then one index
 * build. The index is re-created from its own catalogue definition, so the bench cannot drift from
 * the migration.
 */
export async function ingestBulk(db: Db, bundle: TenantBundle, embedder: Embedder, onProgress?: (p: IngestProgress) => void): Promise<BulkIngest> {
  const [index, ...others] = await hnswIndexes(db);
  if (!index || others.length) throw new Error(`expected exactly one HNSW index on document_chunks, found ${others.length + (index ? 1 : 0)}`);
  await db.execute(sql.raw(`drop index ${index.indexname}`));
  const load = await timeOnce(() => ingestBundle(db, bundle, embedder, { onProgress }));
  await db.execute(sql.raw(`set maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`));
  try {
    const build = await timeOnce(() => db.execute(sql.raw(index.indexdef)));
    log.info({ index: index.indexname, chunks: load.result.chunks.total, loadSeconds: load.seconds, indexSeconds: build.seconds }, "bulk_ingest_done");
    return { stats: load.result, loadSeconds: load.seconds, indexSeconds: build.seconds, indexName: index.indexname };
  } finally {
    await db.execute(sql`reset maintenance_work_mem`);
  }
}
