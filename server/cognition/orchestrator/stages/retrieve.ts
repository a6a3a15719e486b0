import { moduleLogger } from "~/lib/logger";
import type { Lang } from "~/lib/lang";
import { corpusNoise, searchKnowledge, standsOutInSomeLanguage, type RetrievedChunk, type SearchResult } from "~/server/knowledge/retrieval";
import { answerExtractively, type AnswerChunk } from "../../extractive";
import { symptomDepartment, type Resolution } from "../../intent";
import type { ScopeCampus } from "../../extractive/scope";
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

/** Intents whose answer is about a department's doctors: their list joins the retrieved context. */
const DOCTOR_LIST_INTENTS: ReadonlySet<Resolution["intent"]> = new Set([
  "doctor_list",
  "doctor_profile",
  "doctor_schedule",
  "doctor_contact",
  "symptom_department",
]);

/**
 * What the pages are searched for: the question — or, for an elliptical follow-up ("En in het
 * weekend?"), the question it follows up with its new words, so the topic stays the cafeteria.
 */
export function questionInContext(turn: Turn, resolution: Resolution): { query: string; followUp?: string } {
  const topic = turn.conversation.state.topic;
  if (resolution.elliptical && topic && resolution.intent === "general") return { query: `${topic} ${turn.utterance}`, followUp: turn.utterance };
  return { query: resolution.rewrite || turn.utterance };
}

/** The tenant's campuses as the scope rules name them, and the one the question is about. */
export function scopeCampuses(turn: Turn, resolution: Resolution): { all: ScopeCampus[]; scope?: ScopeCampus } {
  const all = turn.tenant.taxonomy.campuses.map((c) => ({
    key: c.key,
    // "Campus Ter Haven", "Ter Haven", "ter-haven"; a short key ("main") is a common word, not a name.
    names: [c.name, c.name.replace(/^(campus|site|sede)\s+/i, ""), ...(c.key.length >= 5 ? [c.key] : [])],
  }));
  const scope = all.find((c) => c.key === resolution.scopeCampus?.key);
  return scope ? { all, scope } : { all };
}

/** The hospital's pages for a question, Value Framework reranked, tenant- and language-scoped. */
export async function retrieve(turn: Turn, resolution: Resolution, query: string, opts: { crossLanguage?: boolean } = {}): Promise<SearchResult> {
  const { taxonomy } = turn.tenant;
  const named = DOCTOR_LIST_INTENTS.has(resolution.intent) ? resolution.department : undefined;
  const department = named ?? symptomDepartment(resolution, taxonomy);
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
    crossLanguage: opts.crossLanguage ?? false,
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

/**
 * Whether the pages answer at all, judged against this tenant's own corpus: the nearest chunk of
 * some page language must stand out from the noise level of that language's pages (for a question
 * in the caller's language; the whole corpus's for the caller's own language) and from the tenth
 * nearest chunk (knowledge/retrieval/relevance.ts).
 * `noiseByLang` is each page language's level: the floor its sentences are held to. Semantic
 * embedders only: the hashing fallback keeps its fixed source relevance.
 */
export async function pagesReach(turn: Turn, search: SearchResult): Promise<{ relevant: boolean; noiseByLang: Partial<Record<Lang, number>> | null }> {
  const { embedder } = turn.deps;
  const corpus = turn.tenant.corpus;
  const reach = search.reach;
  if (!embedder.semantic || !reach || !corpus) return { relevant: true, noiseByLang: null };
  const pageLangs = [...new Set([turn.lang, ...(Object.keys(reach.nearestByLang) as Lang[])])];
  // The caller's own language keeps the noise of the whole corpus: a language with few pages (one
  // Dutch page in a French hospital) has a noise level measured on too few chunks to trust. Another
  // language's pages get their own, lower level (the model's cross-language gap).
  const levels = await Promise.all(
    pageLangs.map((pageLang) =>
      corpusNoise(turn.deps.db, embedder, turn.tenant.id, corpus.chunkCount, turn.lang, pageLang === turn.lang ? undefined : pageLang),
    ),
  );
  const noiseByLang = Object.fromEntries(pageLangs.map((l, i) => [l, levels[i]!])) as Partial<Record<Lang, number>>;
  const relevant = standsOutInSomeLanguage(reach, noiseByLang);
  log.info(
    {
      lang: turn.lang,
      nearest: round(reach.nearest),
      tenth: round(reach.tenth),
      nearestByLang: Object.fromEntries(Object.entries(reach.nearestByLang).map(([l, v]) => [l, round(v)])),
      noise: Object.fromEntries(pageLangs.map((l, i) => [l, round(levels[i]!)])),
      relevant,
    },
    "pages_reach",
  );
  return { relevant, noiseByLang };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
