import type { ChunkCategory } from "~/server/db/schema/enums";

/** The primary category is elected among this many top reranked chunks. */
export const ELECTION_WINDOW = 5;

export interface Election {
  primaryCategory: ChunkCategory | null;
  /** Share of the window outside the primary category (0 when the window is empty). */
  mismatchRate: number;
  chunksTotal: number;
  chunksOffCategory: number;
}

/**
 * The dominant category of the top chunks by cumulative similarity, not by count: one strong
 * practical chunk outweighs two weak regulatory ones. Ties go to the better-ranked chunk's category.
 */
export function electPrimaryCategory(ranked: Array<{ category: ChunkCategory; rawScore: number }>): Election {
  const window = ranked.slice(0, ELECTION_WINDOW);
  if (!window.length) return { primaryCategory: null, mismatchRate: 0, chunksTotal: 0, chunksOffCategory: 0 };
  const totals = new Map<ChunkCategory, number>();
  for (const c of window) totals.set(c.category, (totals.get(c.category) ?? 0) + c.rawScore);
  let primary = window[0]!.category;
  for (const [cat, total] of totals) if (total > totals.get(primary)!) primary = cat;
  const off = window.filter((c) => c.category !== primary).length;
  return { primaryCategory: primary, mismatchRate: off / window.length, chunksTotal: window.length, chunksOffCategory: off };
}
