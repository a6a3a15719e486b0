import { answerExtractively } from "../../extractive";
import type { Resolution } from "../../intent";
import { chunkCitation } from "../citations-used";
import type { Draft, Turn } from "../turn";
import { answerSources, asAnswerChunk, retrieve, tenantNameWords } from "./retrieve";

/**
 * Stage "extractive" (no LLM configured): retrieval with the Value Framework, then the best
 * supported sentences of the hospital's pages, verbatim. Nothing found → found false, no words:
 * the not-found stage decides what is said.
 */
export async function answerFromPages(turn: Turn, resolution: Resolution): Promise<Draft> {
  const question = resolution.rewrite || turn.utterance;
  const search = await retrieve(turn, resolution, question);
  turn.watch.lap("retrieve");
  const sources = answerSources(search);
  const answer = answerExtractively(question, turn.lang, sources.map(asAnswerChunk), {
    unitMismatch: search.unitMismatch ?? undefined,
    alsoGeneric: tenantNameWords(turn),
  });
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
