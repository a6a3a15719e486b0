import { answerExtractively } from "../../extractive";
import { answerByMeaning, answersByMeaning } from "../../extractive/by-meaning";
import type { Resolution } from "../../intent";
import { chunkCitation } from "../citations-used";
import type { Draft, Turn } from "../turn";
import { answerSources, asAnswerChunk, retrieve, tenantNameWords } from "./retrieve";

/**
 * Stage "extractive" (no LLM configured): retrieval with the Value Framework, then the sentences of
 * the hospital's pages that answer the question, verbatim — chosen by meaning when the embedder is
 * semantic (e5), else by shared words (the hashing fallback). Nothing found → found false, no
 * words: the not-found stage decides what is said.
 */
export async function answerFromPages(turn: Turn, resolution: Resolution): Promise<Draft> {
  const question = resolution.rewrite || turn.utterance;
  const search = await retrieve(turn, resolution, question);
  turn.watch.lap("retrieve");
  const sources = answerSources(search);
  const unitMismatch = search.unitMismatch ?? undefined;
  const answer = answersByMeaning(turn.deps.embedder)
    ? await answerByMeaning(
        question,
        turn.lang,
        sources.map((c) => ({ ...asAnswerChunk(c), headingPath: c.headingPath })),
        turn.deps.embedder,
        { unitMismatch },
      )
    : answerExtractively(question, turn.lang, sources.map(asAnswerChunk), { unitMismatch, alsoGeneric: tenantNameWords(turn) });
  turn.watch.lap("answer");
  return {
    text: answer.text,
    path: "extractive",
    class: "FALLTHROUGH",
    intent: resolution.intent,
    found: answer.found,
    citations: sources.filter((c) => answer.usedChunkIds.includes(c.id)).map(chunkCitation),
    action: "none",
    search,
  };
}
