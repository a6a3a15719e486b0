import type { AffinityMatrix } from "./value-framework/affinity";
import type { Db } from "../db";
import type { Lang } from "../../lib/lang";
import { moduleLogger } from "../../lib/logger";
import { resolveTurn } from "../cognition/intent";
import { seedCases } from "../evaluations/cases";
import { tenantContext } from "../tenant-context";
import { loadTenantBundle, type BundleError } from "./bundle";
import { embedderFromEnv, type Embedder } from "./embedding";
import { ingestBundle, type IngestProgress, type IngestStats } from "./ingest";
import { searchKnowledge, type SearchResult } from "./retrieval";

const log = moduleLogger("knowledge.service");

let processEmbedder: Embedder | undefined;
/** One embedder per process, chosen from the environment on first use. */
export function defaultEmbedder(): Embedder {
  processEmbedder ??= embedderFromEnv();
  return processEmbedder;
}

export type IngestDirResult = { ok: true; stats: IngestStats } | { ok: false; errors: BundleError[] };

/** Validate a tenant folder and, only if every file is valid, import it. */
export async function ingestTenantDir(
  db: Db,
  dir: string,
  opts: { embedder?: Embedder; onProgress?: (p: IngestProgress) => void } = {},
): Promise<IngestDirResult> {
  const loaded = await loadTenantBundle(dir);
  if (!loaded.ok) {
    log.warn({ dir, errors: loaded.errors.length }, "ingest_refused_invalid_bundle");
    return { ok: false, errors: loaded.errors };
  }
  const stats = await ingestBundle(db, loaded.bundle, opts.embedder ?? defaultEmbedder(), { onProgress: opts.onProgress });
  if (loaded.bundle.evaluations) await seedCases(db, stats.tenantId, loaded.bundle.evaluations.cases);
  return { ok: true, stats };
}

export interface QuestionSearch {
  tenant: string;
  lang: Lang;
  text: string;
  /** Value Framework intent; omitted → the one the deterministic resolver assigns. */
  intent?: string | null;
  conversationId?: string | null;
  limit?: number;
  /** Rank with this matrix instead of the tenant's (the console's before/after preview of an edit). */
  affinity?: AffinityMatrix;
}

/**
 * Search for a caller's question as the CLI and admin tools ask it: the resolver supplies the
 * intent class and any department (named, or via a lay symptom) whose doctor list is injected.
 * Writes no category-mismatch telemetry (that is per caller turn, see the orchestrator's retrieve stage).
 */
export async function searchQuestion(db: Db, q: QuestionSearch, embedder: Embedder = defaultEmbedder()): Promise<SearchResult & { intent: string | null }> {
  const tenant = await tenantContext(db, q.tenant);
  const taxonomy = tenant.taxonomy;
  const resolution = resolveTurn(q.text, q.lang, taxonomy);
  const department = resolution.department ?? (resolution.symptom ? taxonomy.departments.find((d) => d.key === resolution.symptom!.departmentKey) : undefined);
  const intent = q.intent === undefined ? resolution.vfIntent : q.intent;
  const result = await searchKnowledge(db, embedder, {
    tenantId: tenant.id,
    tenantSlug: q.tenant,
    lang: q.lang,
    text: resolution.rewrite || q.text,
    intent,
    department,
    taxonomy,
    conversationId: q.conversationId,
    limit: q.limit,
    loaded: { affinity: q.affinity ?? tenant.affinity, corpus: tenant.corpus },
    // Console, CLI and bench searches are no caller's question: their category election would count
    // in the dashboard's mismatch rate and could raise the mismatch alert.
    recordMismatch: async () => {},
  });
  return { ...result, intent };
}
