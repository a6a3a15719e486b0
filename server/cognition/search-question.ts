import type { Lang } from "~/lib/lang";
import type { Db } from "~/server/db";
import type { Embedder } from "~/server/knowledge/embedding";
import { searchKnowledge, type SearchResult } from "~/server/knowledge/retrieval";
import type { AffinityMatrix } from "~/server/knowledge/value-framework/affinity";
import { tenantContext } from "~/server/tenant-context";
import { resolveTurn, symptomDepartment } from "./intent";

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
export async function searchQuestion(db: Db, embedder: Embedder, q: QuestionSearch): Promise<SearchResult & { intent: string | null }> {
  const tenant = await tenantContext(db, q.tenant);
  const taxonomy = tenant.taxonomy;
  const resolution = resolveTurn(q.text, q.lang, taxonomy);
  const intent = q.intent === undefined ? resolution.vfIntent : q.intent;
  const result = await searchKnowledge(db, embedder, {
    tenantId: tenant.id,
    tenantSlug: q.tenant,
    lang: q.lang,
    text: resolution.rewrite || q.text,
    intent,
    department: resolution.department ?? symptomDepartment(resolution, taxonomy),
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
