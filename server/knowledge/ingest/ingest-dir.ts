import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { loadTenantBundle, type BundleError } from "../bundle";
import type { Embedder } from "../embedding";
import { seedEvaluationCases } from "./evaluation-cases";
import { ingestBundle, type IngestProgress, type IngestStats } from "./ingest-bundle";

const log = moduleLogger("knowledge.ingest_dir");

export type IngestDirResult = { ok: true; stats: IngestStats } | { ok: false; errors: BundleError[] };

/** Validate a tenant folder and, only if every file is valid, import it (pages, taxonomy, and the evaluation cases it seeds). */
export async function ingestTenantDir(db: Db, dir: string, opts: { embedder: Embedder; onProgress?: (p: IngestProgress) => void }): Promise<IngestDirResult> {
  const loaded = await loadTenantBundle(dir);
  if (!loaded.ok) {
    log.warn({ dir, errors: loaded.errors.length }, "ingest_refused_invalid_bundle");
    return { ok: false, errors: loaded.errors };
  }
  const stats = await ingestBundle(db, loaded.bundle, opts.embedder, { onProgress: opts.onProgress });
  if (loaded.bundle.evaluations) await seedEvaluationCases(db, stats.tenantId, loaded.bundle.evaluations.cases);
  return { ok: true, stats };
}
