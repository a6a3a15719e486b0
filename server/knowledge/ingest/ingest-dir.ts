import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { loadTenantBundle, type BundleError } from "../bundle";
import type { Embedder } from "../embedding";
import { readPrecomputedVectors, withPrecomputedVectors } from "../embedding/precomputed";
import { seedEvaluationCases } from "./evaluation-cases";
import { ingestBundle, type IngestProgress, type IngestStats } from "./ingest-bundle";

const log = moduleLogger("knowledge.ingest_dir");

export type IngestDirResult =
  | {
      ok: true;
      stats: IngestStats;
      /** How the folder's shipped vectors served this import; absent when it ships none for this model. */
      precomputed?: { shipped: number; fromFile: number; live: number; trusted: boolean | undefined };
    }
  | { ok: false; errors: BundleError[] };

/**
 * Validate a tenant folder and, only if every file is valid, import it (pages, taxonomy, and the
 * evaluation cases it seeds). Passage vectors the folder ships for this embedder's model
 * (vectors/<model>.json, embedding/precomputed.ts) are used instead of embedding those texts again.
 */
export async function ingestTenantDir(db: Db, dir: string, opts: { embedder: Embedder; onProgress?: (p: IngestProgress) => void }): Promise<IngestDirResult> {
  const loaded = await loadTenantBundle(dir);
  if (!loaded.ok) {
    log.warn({ dir, errors: loaded.errors.length }, "ingest_refused_invalid_bundle");
    return { ok: false, errors: loaded.errors };
  }
  const shipped = readPrecomputedVectors(dir, opts.embedder.model, opts.embedder.dimension);
  const precomputed = shipped ? withPrecomputedVectors(opts.embedder, shipped) : undefined;
  const stats = await ingestBundle(db, loaded.bundle, precomputed ?? opts.embedder, { onProgress: opts.onProgress });
  const used = precomputed ? { shipped: Object.keys(shipped!.passages).length, ...precomputed.stats() } : undefined;
  if (used) log.info({ tenant: stats.slug, ...used }, "precomputed_vectors_used");
  if (loaded.bundle.evaluations) await seedEvaluationCases(db, stats.tenantId, loaded.bundle.evaluations.cases);
  return { ok: true, stats, ...(used && { precomputed: used }) };
}
