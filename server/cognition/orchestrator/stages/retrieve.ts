import { moduleLogger } from "../../../../lib/logger";
import { searchKnowledge, type RetrievedChunk, type SearchResult } from "../../../knowledge/retrieval";
import { answerExtractively, type AnswerChunk } from "../../extractive";
import type { Resolution } from "../../intent";
import { journalOf } from "../journal";
import type { Turn } from "../turn";

const log = moduleLogger("cognition.answer");

/** Sources the answer stage (extractive or LLM) reads. */
const SOURCES_FOR_ANSWER = 5;
/**
 * Fused relevance below which a chunk is no source at all. Measured on the demo tenant with the
 * local embedder: questions the hospital's pages cannot answer ("wie won de Tour de France?",
 * "wat is de hoofdstad van Peru?") top out at 0.11–0.14, answerable ones start near 0.24. Without
 * this floor the extractive path read the least-bad page aloud instead of saying it does not know.
 */
export const MIN_SOURCE_RELEVANCE = 0.2;

/** The hospital's pages for a question, Value Framework reranked, tenant- and language-scoped. */
export async function retrieve(turn: Turn, resolution: Resolution, query: string): Promise<SearchResult> {
  const { taxonomy } = turn.tenant;
  const department = resolution.department ?? (resolution.symptom ? taxonomy.departments.find((d) => d.key === resolution.symptom!.departmentKey) : undefined);
  return searchKnowledge(turn.deps.db, turn.deps.embedder, {
    tenantId: turn.tenant.id,
    tenantSlug: turn.request.tenant,
    lang: turn.lang,
    text: query,
    intent: resolution.vfIntent,
    department,
    taxonomy,
    conversationId: turn.conversation.id,
    loaded: { affinity: turn.tenant.affinity, corpus: turn.tenant.corpus },
    // The mismatch row's question preview is transcript text too: none for a tenant that keeps none.
    recordMismatch: (row) => journalOf(turn.deps).recordMismatch(turn.deps, taxonomy.tenant.keepsTranscripts === false ? { ...row, queryPreview: "" } : row),
  });
}

/** The retrieved chunks relevant enough to answer from, best first. */
export function answerSources(search: SearchResult): RetrievedChunk[] {
  const sources = search.chunks.filter((c) => c.rawScore >= MIN_SOURCE_RELEVANCE).slice(0, SOURCES_FOR_ANSWER);
  log.info({ retrieved: search.chunks.length, sources: sources.length }, "answer_sources");
  return sources;
}

export const asAnswerChunk = (c: RetrievedChunk): AnswerChunk => ({ id: c.id, content: c.content, score: c.score });

/** The hospital's own name is on every page ("AZ Lindenhof"): it supports no particular sentence. */
export const tenantNameWords = (turn: Turn) => turn.tenant.taxonomy.tenant.name.split(/\s+/).filter(Boolean);

/** Whether a source sentence answers the question: the one support test of the offline and the model paths. */
export function sourcesAnswer(turn: Turn, question: string, sources: RetrievedChunk[]): boolean {
  return answerExtractively(question, turn.lang, sources.map(asAnswerChunk), { alsoGeneric: tenantNameWords(turn) }).found;
}
