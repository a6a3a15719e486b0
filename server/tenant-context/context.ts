import type { Db } from "~/server/db";
import { moduleLogger } from "~/lib/logger";
import { loadCorpusEmbedding, type CorpusEmbedding } from "~/server/knowledge/retrieval/corpus";
import { loadAffinityMatrix, type AffinityMatrix } from "~/server/knowledge/value-framework/affinity";
import { loadTaxonomy } from "~/server/taxonomy/load-taxonomy";
import type { Taxonomy } from "~/server/taxonomy/types";
import { loadVoiceOverlay, type VoiceOverlay } from "~/server/voice/overlays";

const log = moduleLogger("tenant_context");

/**
 * Everything a turn reads about one tenant, loaded at once and never changed afterwards: the
 * taxonomy (campuses, departments, doctors and schedules, symptom map, FAQ), the voice overlay
 * (mishears, keyterms, pronunciations), the affinity matrix and what embedded the corpus. A change
 * replaces the whole context; nobody edits one in place (it is frozen, so trying throws).
 */
export interface TenantContext {
  readonly id: string;
  readonly slug: string;
  /** The tenants.context_version the context was loaded under. */
  readonly version: number;
  readonly taxonomy: Taxonomy;
  readonly overlay: VoiceOverlay;
  readonly affinity: AffinityMatrix;
  readonly corpus: CorpusEmbedding | null;
}

/** Read the tenant's context from the database; `version` is read before the data, so a later change always wins. */
export async function loadTenantContext(db: Db, tenant: { id: string; slug: string; version: number }): Promise<TenantContext> {
  const started = performance.now();
  const [taxonomy, overlay, affinity, corpus] = await Promise.all([
    loadTaxonomy(db, tenant.slug),
    loadVoiceOverlay(db, tenant.id),
    loadAffinityMatrix(db, tenant.id),
    loadCorpusEmbedding(db, tenant.id),
  ]);
  const context = deepFreeze({ ...tenant, taxonomy, overlay, affinity, corpus });
  log.info(
    {
      tenant: tenant.slug,
      version: tenant.version,
      intents: Object.keys(affinity).length,
      chunks: corpus?.chunkCount ?? 0,
      ms: Math.round(performance.now() - started),
    },
    "tenant_context_loaded",
  );
  return context;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
