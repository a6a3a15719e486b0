import { matchWords } from "~/lib/text/normalise";
import type { RetrievedChunk } from "~/server/knowledge/retrieval";
import type { Citation } from "~/contracts/citations";

export function chunkCitation(c: Pick<RetrievedChunk, "id" | "source" | "title" | "url" | "documentId">): Citation {
  return c.source === "taxonomy"
    ? { source: "taxonomy", title: c.title, url: c.url, chunkId: null, documentId: null, ref: c.id }
    : { source: "chunk", title: c.title, url: c.url, chunkId: c.id, documentId: c.documentId, ref: null };
}

const stems = (text: string) =>
  new Set(
    matchWords(text)
      .filter((w) => w.length > 3)
      .map((w) => w.slice(0, 6)),
  );

/** Content words an answer must share with a source before the source counts as used. */
export const MIN_SHARED_STEMS = 3;

/**
 * Which of the sources the model saw its answer actually used: those sharing enough content words
 * (names, numbers, nouns) with it. Derived from the text the caller hears, never from markers.
 */
export function citationsForAnswer(answer: string, shown: RetrievedChunk[]): Citation[] {
  const said = stems(answer);
  const seen = new Set<string>();
  const used: Citation[] = [];
  for (const c of shown) {
    if (seen.has(c.id)) continue;
    let shared = 0;
    for (const s of stems(c.content)) if (said.has(s)) shared += 1;
    if (shared >= MIN_SHARED_STEMS) {
      seen.add(c.id);
      used.push(chunkCitation(c));
    }
  }
  return used;
}
