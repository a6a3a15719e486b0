import { sql, type SQL } from "drizzle-orm";
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
  /** The chunk's place on its page (0 = the first section). */
  ordinal: number;
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

/**
 * The caller's words OR-ed, in the language's dictionary. websearch_to_tsquery would AND every
 * word of a spoken question ("hoeveel kost parkeren bij jullie") and match nothing.
 */
function orQuery(lang: Lang, text: string) {
  const config = textSearchConfigFor(lang);
  return sql`nullif(replace(plainto_tsquery(${config}::regconfig, ${text})::text, '&', '|'), '')::tsquery`;
}

const SELECT_COLUMNS = sql`c.id, c.document_id as "documentId", d.title, d.url, d.source_path as "sourcePath", c.heading_path as "headingPath",
  c.ordinal, c.content, c.lang, c.category`;

interface Row extends Omit<Candidate, "vectorScore" | "textRank" | "ordinal"> {
  ordinal: number | string;
  vectorScore: number | string;
  textRank: number | string;
}

/** A query vector as pgvector's text literal, in the column's dimension. */
const vectorLiteral = (embedding: number[]) => `[${toColumnVector(embedding).join(",")}]`;

const toCandidate = (r: Row): Candidate => ({ ...r, ordinal: Number(r.ordinal), vectorScore: Number(r.vectorScore), textRank: Number(r.textRank) });

/*
 * HNSW settings (hnsw.ef_search, hnsw.iterative_scan) are not set here: every database session
 * starts with them (server/db: SEARCH_SESSION_SETTINGS). A transaction per query to set them
 * locally cost four extra round trips per search, and under load each waited for a connection.
 */

/** The vector branch: nearest chunks by cosine distance on the HNSW index, tenant- and language-scoped. */
function vectorBranch(tenantId: string, lang: Lang, vec: string, q: SQL, limit: number): SQL {
  return sql`select ${SELECT_COLUMNS}, 1 - (c.embedding <=> ${vec}::vector) as "vectorScore", coalesce(ts_rank(c.tsv, ${q}), 0) as "textRank"
    from document_chunks c join documents d on d.id = c.document_id
    where c.tenant_id = ${tenantId} and c.lang = ${lang}
    order by c.embedding <=> ${vec}::vector
    limit ${limit}`;
}

/**
 * The full-text branch: matches in the chunk language's dictionary, with their vector similarity for
 * fusion (0 without a query vector: the embedder was unreachable and full text searches alone).
 */
function textBranch(tenantId: string, lang: Lang, vec: string | null, q: SQL, limit: number): SQL {
  const similarity = vec === null ? sql`0` : sql`1 - (c.embedding <=> ${vec}::vector)`;
  return sql`select ${SELECT_COLUMNS}, ${similarity} as "vectorScore", ts_rank(c.tsv, ${q}) as "textRank"
    from document_chunks c join documents d on d.id = c.document_id
    where c.tenant_id = ${tenantId} and c.lang = ${lang} and c.tsv @@ ${q}
    order by ts_rank(c.tsv, ${q}) desc
    limit ${limit}`;
}

/** Candidates from the tenant's other languages, when a search asks for them. */
export const CROSS_LANGUAGE_CANDIDATES = 12;

/** The cross-language branch: the nearest chunks in the tenant's other languages (vector only). */
function crossLanguageBranch(tenantId: string, lang: Lang, vec: string, limit: number): SQL {
  return sql`select ${SELECT_COLUMNS}, 1 - (c.embedding <=> ${vec}::vector) as "vectorScore", 0 as "textRank"
    from document_chunks c join documents d on d.id = c.document_id
    where c.tenant_id = ${tenantId} and c.lang <> ${lang}
    order by c.embedding <=> ${vec}::vector
    limit ${limit}`;
}

/** Nearest chunks by cosine distance on the HNSW index, tenant- and language-scoped. */
export async function vectorCandidates(
  db: Db,
  tenantId: string,
  lang: Lang,
  text: string,
  embedding: number[],
  limit = CANDIDATES_PER_BRANCH,
): Promise<Candidate[]> {
  const vec = vectorLiteral(embedding);
  return (await queryRows<Row>(db, vectorBranch(tenantId, lang, vec, orQuery(lang, text), limit))).map(toCandidate);
}

/** Full-text matches in the chunk language's dictionary, with their vector similarity for fusion. */
export async function textCandidates(
  db: Db,
  tenantId: string,
  lang: Lang,
  text: string,
  embedding: number[],
  limit = CANDIDATES_PER_BRANCH,
): Promise<Candidate[]> {
  const vec = vectorLiteral(embedding);
  return (await queryRows<Row>(db, textBranch(tenantId, lang, vec, orQuery(lang, text), limit))).map(toCandidate);
}

type Branch = "vector" | "text" | "cross";

/**
 * Every branch a turn's search runs in one statement, one round trip: the vector and full-text
 * branches in the caller's language and, when asked, the nearest chunks in the tenant's other
 * languages. Each branch keeps its own order and limit inside the statement; the rows come back
 * tagged with their branch.
 */
export async function hybridCandidates(
  db: Db,
  /** `embedding` null: the embedder was unreachable, and the full-text branch runs alone. */
  req: { tenantId: string; lang: Lang; text: string; embedding: number[] | null; crossLanguage?: boolean },
  limit = CANDIDATES_PER_BRANCH,
): Promise<{ vector: Candidate[]; text: Candidate[]; crossLanguage: Candidate[] }> {
  const { tenantId, lang } = req;
  const vec = req.embedding ? vectorLiteral(req.embedding) : null;
  const q = orQuery(lang, req.text);
  const branches: Array<[Branch, SQL]> = [["text", textBranch(tenantId, lang, vec, q, limit)]];
  if (vec !== null) branches.unshift(["vector", vectorBranch(tenantId, lang, vec, q, limit)]);
  if (vec !== null && req.crossLanguage) branches.push(["cross", crossLanguageBranch(tenantId, lang, vec, CROSS_LANGUAGE_CANDIDATES)]);
  const rows = await queryRows<Row & { branch: Branch }>(
    db,
    sql.join(
      branches.map(([name, branch]) => sql`select ${name}::text as branch, b.* from (${branch}) b`),
      sql` union all `,
    ),
  );
  // Each branch in its own order (a union keeps none): nearest first, best full-text match first.
  const branch = (name: Branch) => rows.filter((r) => r.branch === name).map(({ branch: _b, ...r }) => toCandidate(r));
  const byCosine = (a: Candidate, b: Candidate) => b.vectorScore - a.vectorScore;
  return {
    vector: branch("vector").sort(byCosine),
    text: branch("text").sort((a, b) => b.textRank - a.textRank),
    crossLanguage: branch("cross").sort(byCosine),
  };
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
 * The nearest chunk's cosine: over every language of the tenant, or over its pages in `pageLang`
 * only (how close the pages of one language come to a text in another: a noise level per pair).
 */
export async function nearestChunkSimilarity(db: Db, tenantId: string, embedding: number[], pageLang?: Lang): Promise<number | null> {
  const vec = vectorLiteral(embedding);
  const inLang = pageLang ? sql` and c.lang = ${pageLang}` : sql``;
  const rows = await queryRows<{ s: number | string }>(
    db,
    sql`select 1 - (c.embedding <=> ${vec}::vector) as s from document_chunks c where c.tenant_id = ${tenantId}${inLang}
        order by c.embedding <=> ${vec}::vector limit 1`,
  );
  return rows[0] ? Number(rows[0].s) : null;
}
