import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db";
import type { ChunkCategory } from "~/server/db/schema/enums";
import type { Lang } from "~/lib/lang";
import { textSearchConfigFor } from "~/server/db/text-search";
import { toColumnVector } from "../embedding/column";

export interface Candidate {
  id: string;
  documentId: string;
  title: string;
  url: string | null;
  sourcePath: string;
  headingPath: string;
  content: string;
  lang: Lang;
  category: ChunkCategory;
  /** Cosine similarity to the query, 0–1. */
  vectorScore: number;
  /** ts_rank of the query in the chunk's full-text vector (0 when no term matches). */
  textRank: number;
}

/** Candidates per branch before fusion. */
export const CANDIDATES_PER_BRANCH = 40;
/** HNSW visits this many neighbours; raised from pgvector's 40 so tenant/language filters keep enough. */
const EF_SEARCH = 100;

/**
 * The caller's words OR-ed, in the language's dictionary. websearch_to_tsquery would AND every
 * word of a spoken question ("hoeveel kost parkeren bij jullie") and match nothing.
 */
function orQuery(lang: Lang, text: string) {
  const config = textSearchConfigFor(lang);
  return sql`nullif(replace(plainto_tsquery(${config}::regconfig, ${text})::text, '&', '|'), '')::tsquery`;
}

const SELECT_COLUMNS = sql`c.id, c.document_id as "documentId", d.title, d.url, d.source_path as "sourcePath", c.heading_path as "headingPath",
  c.content, c.lang, c.category`;

interface Row extends Omit<Candidate, "vectorScore" | "textRank"> {
  vectorScore: number | string;
  textRank: number | string;
}

const toCandidate = (r: Row): Candidate => ({ ...r, vectorScore: Number(r.vectorScore), textRank: Number(r.textRank) });

/** Nearest chunks by cosine distance on the HNSW index, tenant- and language-scoped. */
export async function vectorCandidates(
  db: Db,
  tenantId: string,
  lang: Lang,
  text: string,
  embedding: number[],
  limit = CANDIDATES_PER_BRANCH,
): Promise<Candidate[]> {
  const vec = `[${toColumnVector(embedding).join(",")}]`;
  const q = orQuery(lang, text);
  return db.transaction(async (tx) => {
    // Transaction-local: a pooled connection never keeps the setting for someone else's query.
    await tx.execute(sql`select set_config('hnsw.ef_search', ${String(EF_SEARCH)}, true)`);
    // The tenant and language filters apply after the index picked its neighbours; at 50k chunks
    // over several tenants and languages that left 78 % recall (bench: retrieval). Iterative scans
    // (pgvector 0.8) keep walking the graph until enough rows pass the filters.
    await tx.execute(sql`select set_config('hnsw.iterative_scan', 'relaxed_order', true)`);
    const rows = await queryRows<Row>(
      tx as unknown as Db,
      sql`select ${SELECT_COLUMNS}, 1 - (c.embedding <=> ${vec}::vector) as "vectorScore",
            coalesce(ts_rank(c.tsv, ${q}), 0) as "textRank"
          from document_chunks c join documents d on d.id = c.document_id
          where c.tenant_id = ${tenantId} and c.lang = ${lang}
          order by c.embedding <=> ${vec}::vector
          limit ${limit}`,
    );
    return rows.map(toCandidate);
  });
}

/** Full-text matches in the chunk language's dictionary, with their vector similarity for fusion. */
export async function textCandidates(
  db: Db,
  tenantId: string,
  lang: Lang,
  text: string,
  /** The question's vector, for each hit's similarity; null when the embedder is unreachable (similarity 0). */
  embedding: number[] | null,
  limit = CANDIDATES_PER_BRANCH,
): Promise<Candidate[]> {
  const similarity = embedding ? sql`1 - (c.embedding <=> ${`[${toColumnVector(embedding).join(",")}]`}::vector)` : sql`0`;
  const q = orQuery(lang, text);
  const rows = await queryRows<Row>(
    db,
    sql`select ${SELECT_COLUMNS}, ${similarity} as "vectorScore", ts_rank(c.tsv, ${q}) as "textRank"
        from document_chunks c join documents d on d.id = c.document_id
        where c.tenant_id = ${tenantId} and c.lang = ${lang} and c.tsv @@ ${q}
        order by ts_rank(c.tsv, ${q}) desc
        limit ${limit}`,
  );
  return rows.map(toCandidate);
}

/** Weight of the vector branch in the fused score; the text branch gets the rest. */
export const VECTOR_WEIGHT = 0.7;

export interface Fused extends Candidate {
  /** Fused similarity, 0–1, before the Value Framework. */
  rawScore: number;
}

/**
 * ts_rank at which a full-text match counts fully. Absolute, not relative to the best match: a
 * question whose only full-text hit is a common word ("komen") must not get a full text score.
 */
export const TEXT_RANK_SATURATION = 0.1;

/**
 * Score fusion, not rank fusion: both branches are mapped to 0–1 and mixed linearly, so a chunk
 * keeps its real similarity. Reciprocal-rank fusion throws that away and cannot tell a high-ranking
 * correct chunk from a high-ranking wrong one (compendium §3); the Value Framework needs the scores.
 */
export function fuse(vector: Candidate[], text: Candidate[], opts: { similarityFloor?: number; lexicalOnly?: boolean } = {}): Fused[] {
  const floor = opts.similarityFloor ?? 0;
  // The embedder's own scale: similarity above what unrelated texts reach, stretched to 0–1.
  const vectorPart = (cosine: number) => Math.max(0, (cosine - floor) / (1 - floor));
  // Without the embedder there is no vector branch: the full-text match is the whole score, so a
  // page that matches the question's words still clears the answer stage's relevance bar.
  if (opts.lexicalOnly) return text.map((c) => ({ ...c, rawScore: Math.min(1, c.textRank / TEXT_RANK_SATURATION) })).sort((a, b) => b.rawScore - a.rawScore);
  const byId = new Map<string, Candidate>();
  for (const c of [...vector, ...text]) if (!byId.has(c.id)) byId.set(c.id, c);
  return [...byId.values()]
    .map((c) => ({ ...c, rawScore: VECTOR_WEIGHT * vectorPart(c.vectorScore) + (1 - VECTOR_WEIGHT) * Math.min(1, c.textRank / TEXT_RANK_SATURATION) }))
    .sort((a, b) => b.rawScore - a.rawScore);
}

/**
 * The nearest chunks in the tenant's other languages (vector only: full text needs the page's own
 * dictionary). A question whose answer is only on a page in another language finds it here.
 */
export async function crossLanguageCandidates(db: Db, tenantId: string, lang: Lang, embedding: number[], limit = 12): Promise<Candidate[]> {
  const vec = `[${toColumnVector(embedding).join(",")}]`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('hnsw.ef_search', ${String(EF_SEARCH)}, true)`);
    await tx.execute(sql`select set_config('hnsw.iterative_scan', 'relaxed_order', true)`);
    const rows = await queryRows<Row>(
      tx as unknown as Db,
      sql`select ${SELECT_COLUMNS}, 1 - (c.embedding <=> ${vec}::vector) as "vectorScore", 0 as "textRank"
          from document_chunks c join documents d on d.id = c.document_id
          where c.tenant_id = ${tenantId} and c.lang <> ${lang}
          order by c.embedding <=> ${vec}::vector
          limit ${limit}`,
    );
    return rows.map(toCandidate);
  });
}

/** The nearest chunk's cosine over every language of the tenant: how far the corpus reaches a text at all. */
export async function nearestChunkSimilarity(db: Db, tenantId: string, embedding: number[]): Promise<number | null> {
  const vec = `[${toColumnVector(embedding).join(",")}]`;
  const rows = await queryRows<{ s: number | string }>(
    db,
    sql`select 1 - (c.embedding <=> ${vec}::vector) as s from document_chunks c where c.tenant_id = ${tenantId}
        order by c.embedding <=> ${vec}::vector limit 1`,
  );
  return rows[0] ? Number(rows[0].s) : null;
}
