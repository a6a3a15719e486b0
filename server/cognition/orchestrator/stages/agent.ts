import type { RetrievedChunk, SearchResult } from "~/server/knowledge/retrieval";
import type { Resolution } from "../../intent";
import { runAgentLoop } from "../../llm/agent-loop";
import type { LlmConfig } from "../../llm/client";
import { citationsForAnswer } from "../citations-used";
import { PHRASES } from "../lang";
import type { SentenceGate } from "../sentence-gate";
import { transferWords, type Draft, type Turn } from "../turn";
import { answerSources, retrieve, sourcesAnswer } from "./retrieve";

/**
 * Stage "agent" (an LLM is configured): the model answers with the search_kb, transfer and
 * end_call tools, and its words go into the sentence gate as it writes them — the caller hears the
 * first sentence while the model writes the next. The draft carries no words of its own then,
 * only the line's notice of a transfer or goodbye, said after what the model said.
 */
export async function answerWithAgent(turn: Turn, resolution: Resolution, using: { llm: LlmConfig; gate: SentenceGate }): Promise<Draft> {
  const { lang, conversation, tenant } = turn;
  const shown: RetrievedChunk[] = [];
  let lastSearch: SearchResult | undefined;
  const outcome = await runAgentLoop({
    onText: (delta) => using.gate.push(delta),
    llm: using.llm,
    tenantName: tenant.taxonomy.tenant.name,
    lang,
    history: conversation.state.history,
    utterance: turn.utterance,
    notFoundBefore: conversation.consecutiveNotFound,
    search: async (query) => {
      const search = await retrieve(turn, resolution, query);
      lastSearch = search;
      const sources = answerSources(search);
      shown.push(...sources);
      return {
        // The same support test as the offline path: found means a source sentence answers the question.
        found: sourcesAnswer(turn, query, sources),
        forModel: {
          primary_category: search.primaryCategory,
          ...(search.unitMismatch ? { unit_mismatch: search.unitMismatch.note } : {}),
          sources: sources.map((c) => ({ title: c.title, section: c.headingPath, category: c.category, text: c.content })),
        },
      };
    },
  });
  turn.watch.lap("agent");
  const base = { text: "", class: "FALLTHROUGH", intent: resolution.intent, search: lastSearch } as const;
  switch (outcome.kind) {
    case "answer":
      return { ...base, path: "agent", found: true, citations: citationsForAnswer(outcome.text, shown), action: "none" };
    case "end_call":
      return { ...base, notice: PHRASES[lang].goodbye, path: "agent", found: true, citations: [], action: "end_call" };
    case "transfer":
      // A transfer after a partial answer (a timeout mid-stream) follows what was said.
      return {
        ...base,
        notice: transferWords(turn, lang),
        path: outcome.reason === "error" ? "fallback" : "agent",
        found: outcome.reason !== "not_found",
        citations: [],
        action: "transfer",
      };
  }
}
