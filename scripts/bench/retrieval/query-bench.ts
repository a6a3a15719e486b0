import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db";
import { resolveTurn } from "~/server/cognition/intent";
import { toColumnVector, type Embedder } from "~/server/knowledge/embedding";
import { fuse, textCandidates, vectorCandidates, CANDIDATES_PER_BRANCH, type Fused } from "~/server/knowledge/retrieval";
import { searchQuestion } from "~/server/cognition/search-question";
import {
  detectUnitMismatch,
  electPrimaryCategory,
  loadAffinityMatrix,
  multiplierFor,
  unitMultipliers,
  type AffinityMatrix,
} from "~/server/knowledge/value-framework";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { loadTaxonomy, tenantIdBySlug } from "~/server/taxonomy/load-taxonomy";
import type { CallerQuestion } from "../fixtures/caller-questions";
import { timeEach, timeEachAsync, type TimingOptions } from "../timing";

const log = moduleLogger("bench.query");

/** Top-k window for the demo hit-rate check: the answer stage reads the first few chunks. */
export const HIT_WINDOW = 5;

export interface QuerySamples {
  /** searchQuestion wall time: taxonomy read, resolver, searchKnowledge (incl. its telemetry write). */
  wallMs: number[];
  /** searchKnowledge's own timings, per call. */
  totalMs: number[];
  embedMs: number[];
  retrieveMs: number[];
  /** Value Framework as searchKnowledge times it: affinity load, unit demotion, rerank, election, doctor list. */
  rerankMs: number[];
  /** Value Framework computation alone (matrix already loaded), from the exported functions. */
  vfCpuMs: number[];
  affinityLoadMs: number[];
  /** vectorCandidates alone, with whatever plan the planner picks. */
  vectorMs: number[];
  /** textCandidates alone (full-text branch, which also scores every match against the vector). */
  textMs: number[];
  /** Exact (index-free) vector scan, one sample per question with a non-zero vector; may be empty. */
  exactMs: number[];
  quality: QueryQuality;
}

export interface QueryQuality {
  questions: number;
  /** Questions whose query embedding is all zeros (every word dropped by the embedder). */
  zeroVectorQueries: string[];
  /** Chunks with a NaN/∞ score in the returned lists (first round). */
  nonFiniteScores: number;
  /** Demo only: questions with an expected page, and how many have it in the top HIT_WINDOW. */
  hitsAt5?: { hits: number; of: number; misses: string[] };
  /** HNSW (as vectorCandidates runs it) against an exact scan, over questions with a non-zero vector. */
  vectorRecall: { meanRecall: number; meanReturned: number; asked: number; queries: number };
}

interface Prepared {
  q: CallerQuestion;
  text: string;
  intent: string | null;
  embedding: number[];
  fused: Fused[];
}

/**
 * The exact nearest neighbours for recall: "+ 0" makes the ordering expression differ from the
 * indexed one, so the planner cannot use HNSW and sorts every row of the tenant and language.
 */
async function exactNeighbours(db: Db, tenantId: string, lang: Lang, embedding: number[], limit: number): Promise<string[]> {
  const vec = `[${toColumnVector(embedding).join(",")}]`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select c.id from document_chunks c where c.tenant_id = ${tenantId} and c.lang = ${lang} order by (c.embedding <=> ${vec}::vector) + 0 limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/**
 * searchKnowledge's rerank step, composed from the exported Value Framework functions in the order
 * search.ts applies them. If search.ts changes its order, this row measures the old order; the
 * rerankMs row (searchKnowledge's own clock) does not have that weakness.
 */
function valueFramework(p: Prepared, matrix: AffinityMatrix): unknown {
  const penalties = unitMultipliers(p.text, p.q.lang, p.fused);
  const reranked = p.fused
    .map((c) => {
      const affinity = multiplierFor(matrix, p.intent, c.category) * (penalties.get(c.id) ?? 1);
      return { ...c, affinity, score: c.rawScore * affinity };
    })
    .sort((a, b) => b.score - a.score);
  return [electPrimaryCategory(reranked), detectUnitMismatch(p.text, p.q.lang, reranked)];
}

export async function benchQueries(
  db: Db,
  embedder: Embedder,
  tenant: string,
  questions: readonly CallerQuestion[],
  timing: TimingOptions,
  opts: { checkDemoPages: boolean },
): Promise<QuerySamples> {
  const tenantId = await tenantIdBySlug(db, tenant);
  const taxonomy = await loadTaxonomy(db, tenant);
  const matrix = await loadAffinityMatrix(db, tenantId);

  // Quality first, from one untimed pass: it also warms the caches the timed rounds will use.
  const zeroVectorQueries: string[] = [];
  let nonFiniteScores = 0;
  const misses: string[] = [];
  let hits = 0;
  let expected = 0;
  const docPaths = new Map(
    (await queryRows<{ id: string; source_path: string }>(db, sql`select id, source_path from documents where tenant_id = ${tenantId}`)).map((d) => [
      d.id,
      d.source_path,
    ]),
  );
  const prepared: Prepared[] = [];
  for (const q of questions) {
    const resolution = resolveTurn(q.text, q.lang, taxonomy);
    const text = resolution.rewrite || q.text;
    const [embedding] = await embedder.embed([text], "query");
    if (embedding!.every((x) => x === 0)) zeroVectorQueries.push(`${q.lang}: ${q.text}`);
    const [vector, full] = await Promise.all([
      vectorCandidates(db, tenantId, q.lang, text, embedding!),
      textCandidates(db, tenantId, q.lang, text, embedding!),
    ]);
    prepared.push({ q, text, intent: resolution.vfIntent, embedding: embedding!, fused: fuse(vector, full, { similarityFloor: embedder.similarityFloor }) });
    const result = await searchQuestion(db, embedder, { tenant, lang: q.lang, text: q.text });
    nonFiniteScores += result.chunks.filter((c) => !Number.isFinite(c.score)).length;
    if (opts.checkDemoPages && q.demoPage) {
      expected += 1;
      const top = result.chunks
        .filter((c) => c.source === "chunk")
        .slice(0, HIT_WINDOW)
        .map((c) => (c.documentId ? docPaths.get(c.documentId) : undefined));
      if (top.includes(q.demoPage)) hits += 1;
      else misses.push(`${q.lang}: ${q.text}`);
    }
  }

  let recallSum = 0;
  let returnedSum = 0;
  let recallQueries = 0;
  const exactMs: number[] = [];
  for (const p of prepared) {
    if (p.embedding.every((x) => x === 0)) continue;
    const hnsw = await vectorCandidates(db, tenantId, p.q.lang, p.text, p.embedding);
    const t0 = performance.now();
    const exact = await exactNeighbours(db, tenantId, p.q.lang, p.embedding, CANDIDATES_PER_BRANCH);
    exactMs.push(performance.now() - t0);
    if (!exact.length) continue;
    const found = new Set(hnsw.map((c) => c.id));
    recallSum += exact.filter((id) => found.has(id)).length / exact.length;
    returnedSum += hnsw.length;
    recallQueries += 1;
  }

  const samples: Omit<QuerySamples, "quality" | "exactMs" | "vfCpuMs"> = {
    wallMs: [],
    totalMs: [],
    embedMs: [],
    retrieveMs: [],
    rerankMs: [],
    affinityLoadMs: [],
    vectorMs: [],
    textMs: [],
  };
  for (let r = 0; r < timing.warmupRounds + timing.rounds; r++) {
    const record = r >= timing.warmupRounds;
    for (const q of questions) {
      const t0 = performance.now();
      const result = await searchQuestion(db, embedder, { tenant, lang: q.lang, text: q.text });
      const wall = performance.now() - t0;
      if (!record) continue;
      samples.wallMs.push(wall);
      samples.totalMs.push(result.timings.totalMs);
      samples.embedMs.push(result.timings.embedMs);
      samples.retrieveMs.push(result.timings.retrieveMs);
      samples.rerankMs.push(result.timings.rerankMs);
    }
  }
  samples.vectorMs = await timeEachAsync(prepared, (p) => vectorCandidates(db, tenantId, p.q.lang, p.text, p.embedding), timing);
  samples.textMs = await timeEachAsync(prepared, (p) => textCandidates(db, tenantId, p.q.lang, p.text, p.embedding), timing);
  samples.affinityLoadMs = await timeEachAsync(prepared, () => loadAffinityMatrix(db, tenantId), timing);
  // A pure function of microseconds: more rounds, or the timer's own resolution shows.
  const vfCpuMs = timeEach(prepared, (p) => valueFramework(p, matrix), { warmupRounds: 20, rounds: Math.max(50, timing.rounds * 20) });

  const quality: QueryQuality = {
    questions: questions.length,
    zeroVectorQueries,
    nonFiniteScores,
    ...(opts.checkDemoPages ? { hitsAt5: { hits, of: expected, misses } } : {}),
    vectorRecall: {
      meanRecall: recallQueries ? recallSum / recallQueries : 0,
      meanReturned: recallQueries ? returnedSum / recallQueries : 0,
      asked: CANDIDATES_PER_BRANCH,
      queries: recallQueries,
    },
  };
  log.info(
    { tenant, questions: questions.length, samples: samples.wallMs.length, zeroVector: zeroVectorQueries.length, recall: quality.vectorRecall.meanRecall },
    "query_bench_done",
  );
  return { ...samples, vfCpuMs, exactMs, quality };
}
