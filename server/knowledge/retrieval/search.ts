import type { Db } from "~/server/db";
import { categoryMismatchTelemetry } from "~/server/db/schema";
import type { ChunkCategory } from "~/server/db/schema/enums";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { redactPii } from "~/lib/privacy";
import type { Department, Taxonomy } from "~/server/taxonomy/types";
import { metrics } from "~/server/metrics";
import { embedderFailure, type Embedder } from "../embedding";
import {
  electPrimaryCategory,
  loadAffinityMatrix,
  multiplierFor,
  detectUnitMismatch,
  unitMultipliers,
  type AffinityMatrix,
  type UnitMismatch,
} from "../value-framework";
import { corpusSearchable, loadCorpusEmbedding, type CorpusEmbedding } from "./corpus";
import { departmentDoctorList } from "./doctor-list";
import { fuse, hybridCandidates, type Candidate } from "./hybrid";

const log = moduleLogger("knowledge.search");

export interface RetrievedChunk {
  id: string;
  source: "chunk" | "taxonomy";
  documentId: string | null;
  title: string;
  url: string | null;
  headingPath: string;
  /** The chunk's place on its page (0 = the first section; the doctor list: 0). */
  ordinal: number;
  content: string;
  lang: Lang;
  category: ChunkCategory;
  /** Fused vector + full-text similarity (0–1). */
  rawScore: number;
  vectorScore: number;
  textRank: number;
  /** The Value Framework multiplier applied (1 = neutral), including any unit-mismatch demotion. */
  affinity: number;
  /** rawScore × affinity: what the list is ordered by. */
  score: number;
}

export interface SearchRequest {
  tenantId: string;
  tenantSlug: string;
  lang: Lang;
  text: string;
  /** Value Framework intent class; null/undefined = neutral. */
  intent?: string | null;
  /** Resolved from the question (or a symptom): its doctor list joins the context. */
  department?: Department;
  taxonomy?: Taxonomy;
  conversationId?: string | null;
  limit?: number;
  /** The tenant's affinity matrix and corpus as its cached context holds them; omitted → read from the database. */
  loaded?: { affinity: AffinityMatrix; corpus: CorpusEmbedding | null };
  /** Where the category election goes; omitted → a category_mismatch_telemetry row (a rehearsal passes its own). */
  recordMismatch?: (row: MismatchRecord) => Promise<void>;
  /** Also the nearest chunks in the tenant's other languages (`foreign`): for an answer only they hold. */
  crossLanguage?: boolean;
  /** The question already embedded (as a query, by this embedder) earlier in the turn: not embedded again. */
  queryVector?: number[];
}

/** One search's category election, as the mismatch telemetry (and its alert) reads it. */
export interface MismatchRecord {
  tenantId: string;
  tenantSlug: string;
  conversationId: string | null;
  intentClass: string | null;
  primaryCategory: ChunkCategory | null;
  mismatchRate: number;
  chunksTotal: number;
  chunksOffCategory: number;
  queryPreview: string;
}

/** Write one election to category_mismatch_telemetry; a failed write is logged, never the search's failure. */
export async function recordMismatchTelemetry(db: Db, row: MismatchRecord): Promise<void> {
  const { tenantSlug, ...values } = row;
  await db
    .insert(categoryMismatchTelemetry)
    .values(values)
    .catch((err: unknown) => log.warn({ err, tenant: tenantSlug }, "category_mismatch_telemetry_failed"));
}

export interface SearchResult {
  chunks: RetrievedChunk[];
  /** With `crossLanguage`: the nearest chunks in the tenant's other languages, best first. */
  foreign: RetrievedChunk[];
  /** The question's vector (reused by the answer stage: one embedding per turn). */
  queryVector: number[] | null;
  /**
   * Cosine of the nearest chunk and of the tenth nearest, over the languages searched: how much the
   * best page stands out from the rest of this tenant's corpus for this question.
   */
  reach: Reach | null;
  primaryCategory: ChunkCategory | null;
  mismatchRate: number;
  unitMismatch: UnitMismatch | null;
  /** Empty corpus for the tenant: not an error, but the answer stage must know. */
  corpusEmpty: boolean;
  /** The embedder was unreachable: the full-text branch alone answered (no vector, no cross-language). */
  lexicalOnly: boolean;
  timings: { embedMs: number; retrieveMs: number; rerankMs: number; totalMs: number };
}

/** How far the tenant's corpus reaches a question: its nearest chunks' cosines. */
export interface Reach {
  nearest: number;
  tenth: number;
  /** The nearest chunk's cosine per page language searched (the caller's, and the others' when asked). */
  nearestByLang: Partial<Record<Lang, number>>;
}

/** The reach of a question from its vector candidates (own language and cross-language). */
export function reachOf(candidates: ReadonlyArray<{ lang: Lang; vectorScore: number }>): Reach | null {
  if (candidates.length === 0) return null;
  const cosines = candidates.map((c) => c.vectorScore).sort((a, b) => b - a);
  const nearestByLang: Partial<Record<Lang, number>> = {};
  for (const c of candidates) nearestByLang[c.lang] = Math.max(nearestByLang[c.lang] ?? -1, c.vectorScore);
  return { nearest: cosines[0]!, tenth: cosines[Math.min(9, cosines.length - 1)]!, nearestByLang };
}

/**
 * The question's vector, or null when the embedder cannot be reached (its server died, timed out,
 * refused): the search goes on with the full-text branch alone, so the caller still gets the pages
 * that share the question's words and the turn is stored — instead of a 500 and a lost turn.
 * Logged and counted (voicedesk_retrieval_lexical_fallback_total).
 */
async function questionVector(embedder: Embedder, req: SearchRequest): Promise<number[] | null> {
  try {
    return (await embedder.embed([req.text], "query"))[0]!;
  } catch (err) {
    log.warn(
      // The error's class and status only: a server's error body may quote the input back.
      { tenant: req.tenantSlug, lang: req.lang, model: embedder.model, ...embedderFailure(err) },
      "embedder_unreachable_lexical_fallback",
    );
    metrics().retrievalLexicalFallbacks.inc({ tenant: req.tenantSlug });
    return null;
  }
}

/** Chunks returned to the answer stage by default. */
export const DEFAULT_LIMIT = 8;

/**
 * Hybrid retrieval with the Value Framework: HNSW cosine + full-text candidates, score-fused,
 * multiplied by the intent × category affinity, primary category elected over the top five,
 * unit mismatch judged, one category_mismatch_telemetry row written. Tenant- and language-scoped.
 */
export async function searchKnowledge(db: Db, embedder: Embedder, req: SearchRequest): Promise<SearchResult> {
  const t0 = performance.now();
  const limit = req.limit ?? DEFAULT_LIMIT;
  const corpus = req.loaded ? req.loaded.corpus : await loadCorpusEmbedding(db, req.tenantId);
  const hasCorpus = corpusSearchable(corpus, embedder, req.tenantSlug);
  if (!hasCorpus) {
    log.warn({ tenant: req.tenantSlug, lang: req.lang }, "search_corpus_empty");
    return {
      chunks: [],
      foreign: [],
      queryVector: null,
      reach: null,
      primaryCategory: null,
      mismatchRate: 0,
      unitMismatch: null,
      corpusEmpty: true,
      lexicalOnly: false,
      timings: { embedMs: 0, retrieveMs: 0, rerankMs: 0, totalMs: performance.now() - t0 },
    };
  }

  const embedding = req.queryVector ?? (await questionVector(embedder, req));
  const t1 = performance.now();
  const {
    vector,
    text,
    crossLanguage: crossVector,
  } = await hybridCandidates(db, {
    tenantId: req.tenantId,
    lang: req.lang,
    text: req.text,
    embedding,
    crossLanguage: req.crossLanguage,
  });
  const fused = fuse(vector, text, { similarityFloor: embedder.similarityFloor, lexicalOnly: embedding === null });
  const reach = reachOf([...vector, ...crossVector]);
  const t2 = performance.now();

  const matrix = req.loaded ? req.loaded.affinity : await loadAffinityMatrix(db, req.tenantId);
  const unitPenalties = unitMultipliers(req.text, req.lang, fused);
  const asRetrieved = (c: Candidate & { rawScore: number }): RetrievedChunk => {
    const affinity = multiplierFor(matrix, req.intent, c.category) * (unitPenalties.get(c.id) ?? 1);
    return {
      id: c.id,
      source: "chunk" as const,
      documentId: c.documentId,
      title: c.title,
      url: c.url,
      headingPath: c.headingPath,
      ordinal: c.ordinal,
      content: c.content,
      lang: c.lang,
      category: c.category,
      rawScore: c.rawScore,
      vectorScore: c.vectorScore,
      textRank: c.textRank,
      affinity,
      score: c.rawScore * affinity,
    };
  };
  const foreign = fuse(crossVector, [], { similarityFloor: embedder.similarityFloor })
    .map(asRetrieved)
    .sort((a, b) => b.score - a.score);
  const reranked: RetrievedChunk[] = fused.map(asRetrieved).sort((a, b) => b.score - a.score);
  const election = electPrimaryCategory(reranked);
  const unitMismatch = detectUnitMismatch(req.text, req.lang, reranked);
  const chunks = reranked.slice(0, limit);

  if (req.department && req.taxonomy) {
    const list = departmentDoctorList(req.department, req.lang, req.taxonomy);
    if (list) {
      // First in the context, outside the election: it is tenant data, not a retrieved page.
      const top = chunks[0]?.score ?? 1;
      chunks.unshift({
        id: list.id,
        source: "taxonomy",
        documentId: null,
        title: list.title,
        url: null,
        headingPath: list.title,
        ordinal: 0,
        content: list.content,
        lang: req.lang,
        category: "appointments",
        rawScore: top,
        vectorScore: 0,
        textRank: 0,
        affinity: 1,
        score: top,
      });
    }
  }
  const t3 = performance.now();

  const record = req.recordMismatch ?? ((row: MismatchRecord) => recordMismatchTelemetry(db, row));
  await record({
    tenantId: req.tenantId,
    tenantSlug: req.tenantSlug,
    conversationId: req.conversationId ?? null,
    intentClass: req.intent ?? null,
    primaryCategory: election.primaryCategory,
    mismatchRate: election.mismatchRate,
    chunksTotal: election.chunksTotal,
    chunksOffCategory: election.chunksOffCategory,
    queryPreview: redactPii(req.text).slice(0, 200),
  });

  const timings = { embedMs: t1 - t0, retrieveMs: t2 - t1, rerankMs: t3 - t2, totalMs: performance.now() - t0 };
  log.info(
    {
      tenant: req.tenantSlug,
      lang: req.lang,
      intent: req.intent ?? null,
      vector: vector.length,
      text: text.length,
      fused: fused.length,
      foreign: foreign.length,
      returned: chunks.length,
      unitDemoted: unitPenalties.size,
      primaryCategory: election.primaryCategory,
      mismatchRate: election.mismatchRate,
      unitMismatch: unitMismatch?.foundUnit ?? null,
      ms: Math.round(timings.totalMs),
    },
    "search_done",
  );
  return {
    chunks,
    foreign,
    queryVector: embedding,
    lexicalOnly: embedding === null,
    reach,
    primaryCategory: election.primaryCategory,
    mismatchRate: election.mismatchRate,
    unitMismatch,
    corpusEmpty: false,
    timings,
  };
}
