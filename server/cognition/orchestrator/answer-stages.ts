import { z } from "zod";
import type { Db } from "../../db";
import type { AnswerPath } from "../../db/schema/enums";
import type { Lang } from "../../lang";
import { anyPhrase, normaliseForMatch } from "../../lang/normalise";
import { moduleLogger } from "../../logger";
import { TerminalClass, type TerminalContext } from "../../safety";
import type { Embedder } from "../../knowledge/embedding";
import { searchKnowledge, type RetrievedChunk, type SearchResult } from "../../knowledge/retrieval";
import type { Taxonomy } from "../../taxonomy/types";
import type { Citation } from "../citations";
import { answerExtractively } from "../extractive";
import { LEXICONS, resolveTurn, type Resolution } from "../intent";
import { runAgentLoop, type AgentOutcome } from "../llm/agent-loop";
import type { LlmConfig } from "../llm/client";
import { structuredCall } from "../llm/structured-call";
import { chunkCitation, citationsForAnswer } from "./citations-used";
import type { Conversation } from "./conversation-store";
import { PHRASES } from "./lang";
import { SentenceGate } from "./sentence-gate";
import type { TurnAction } from "./types";

/**
 * The answer stages that need more than tenant data: retrieval with the offline extractive answer,
 * and the agent loop with its sentence gate. run-turn.ts decides which one runs.
 */

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

function answerSources(search: SearchResult): RetrievedChunk[] {
  const sources = search.chunks.filter((c) => c.rawScore >= MIN_SOURCE_RELEVANCE).slice(0, SOURCES_FOR_ANSWER);
  log.info({ retrieved: search.chunks.length, sources: sources.length }, "answer_sources");
  return sources;
}

export interface TurnDeps {
  db: Db;
  embedder: Embedder;
  /** null → the offline, extractive path. */
  llm: LlmConfig | null;
}

/** What an answer stage produced, before the post-filter and the shaper. */
export interface Draft {
  text: string;
  path: AnswerPath;
  found: boolean;
  citations: Citation[];
  action: TurnAction;
  terminalClass: string;
  intent: string | null;
  /** The caller asserted medical content (a symptom): the disclaimer is due whatever the answer says. */
  medical: boolean;
  /** Already shaped (a repeat of the last answer, a gated model answer): do not shape or disclaim again. */
  preShaped?: boolean;
  search?: SearchResult;
  countsAsNotFound?: boolean;
  /** The sentences were already emitted, one by one, as the model streamed them (SentenceGate). */
  streamed?: { sentences: readonly string[]; disclaimer: boolean; blocked: boolean };
}

/** Where a turn's sentences go the moment they may be spoken (streamTurn); runTurn needs none. */
export type SentenceSink = (sentence: string) => void;

export function terminalContext(t: Taxonomy): TerminalContext {
  return { tenantName: t.tenant.name, helpdeskPhone: t.tenant.helpdeskPhone, emergencyNumber: t.tenant.emergencyNumber, outOfHoursNumber: t.tenant.outOfHoursNumber };
}

const followUpSchema = z.object({ rewrite: z.string().min(1).max(500) });

/**
 * With an LLM configured, a follow-up the deterministic resolver could not place ("en die andere
 * dokter?") is rewritten into a self-contained question from the last turns, then resolved again
 * so a capability can still answer it. On any failure the deterministic resolution stands.
 */
export async function resolveWithLlm(llm: LlmConfig, conv: Conversation, utterance: string, lang: Lang, taxonomy: Taxonomy, first: Resolution): Promise<Resolution> {
  const lexicon = LEXICONS[lang];
  const text = normaliseForMatch(utterance);
  const refers = anyPhrase(text, lexicon.doctorReferences) || anyPhrase(text, lexicon.departmentReferences);
  if (first.intent !== "general" || first.department || !refers || conv.state.history.length === 0) return first;
  const history = conv.state.history.map((h) => `Caller: ${h.user}\nLine: ${h.assistant}`).join("\n");
  const { rewrite } = await structuredCall(llm, {
    task: "follow_up_rewrite",
    system: "Rewrite the caller's last question so it stands on its own, replacing pronouns with the names they refer to in the conversation. Keep the caller's language. Return {\"rewrite\": string}.",
    user: `${history}\nCaller (last question): ${utterance}`,
    schema: followUpSchema,
    fallback: () => ({ rewrite: utterance }),
  });
  if (rewrite === utterance) return first;
  const again = resolveTurn(rewrite, lang, taxonomy, conv.state.focus);
  return { ...again, isFollowUp: true, rewrite };
}

export async function retrieve(deps: TurnDeps, conv: Conversation, tenantSlug: string, lang: Lang, taxonomy: Taxonomy, r: Resolution, query: string): Promise<SearchResult> {
  const department = r.department ?? (r.symptom ? taxonomy.departments.find((d) => d.key === r.symptom!.departmentKey) : undefined);
  return searchKnowledge(deps.db, deps.embedder, { tenantId: conv.tenantId, tenantSlug, lang, text: query, intent: r.vfIntent, department, taxonomy, conversationId: conv.id });
}

/** The hospital's own name is on every page ("AZ Lindenhof"): it supports no particular sentence. */
const tenantNameWords = (t: Taxonomy) => t.tenant.name.split(/\s+/).filter(Boolean);

export function extractiveDraft(question: string, lang: Lang, search: SearchResult, taxonomy: Taxonomy, base: Pick<Draft, "intent" | "medical">): Draft {
  const sources = answerSources(search);
  const ex = answerExtractively(question, lang, sources.map((c) => ({ id: c.id, content: c.content, score: c.score })), search.unitMismatch ?? undefined, { alsoGeneric: tenantNameWords(taxonomy) });
  const used = sources.filter((c) => ex.usedChunkIds.includes(c.id));
  return { ...base, text: ex.text, path: "extractive", found: ex.found, citations: used.map(chunkCitation), action: "none", terminalClass: TerminalClass.FALLTHROUGH, search, countsAsNotFound: !ex.found };
}

export async function agentDraft(deps: TurnDeps & { llm: LlmConfig }, conv: Conversation, tenantSlug: string, lang: Lang, taxonomy: Taxonomy, r: Resolution, utterance: string, emit: SentenceSink): Promise<Draft> {
  const shown: RetrievedChunk[] = [];
  let lastSearch: SearchResult | undefined;
  const medical = r.intent === "symptom_department";
  // The model's answer reaches the caller sentence by sentence, each post-filtered and shaped first.
  const gate = new SentenceGate({ lang, ctx: terminalContext(taxonomy), disclaimerAllowed: !conv.disclaimerSpoken, medicalAsserted: medical, emit });
  const outcome: AgentOutcome = await runAgentLoop({
    onText: (delta) => gate.push(delta),
    llm: deps.llm,
    tenantName: taxonomy.tenant.name,
    lang,
    history: conv.state.history,
    utterance,
    notFoundBefore: conv.consecutiveNotFound,
    search: async (query) => {
      const search = await retrieve(deps, conv, tenantSlug, lang, taxonomy, r, query);
      lastSearch = search;
      const sources = answerSources(search);
      shown.push(...sources);
      // The same support test as the offline path: found means a source sentence answers the question.
      const found = answerExtractively(query, lang, sources.map((c) => ({ id: c.id, content: c.content, score: c.score })), undefined, { alsoGeneric: tenantNameWords(taxonomy) }).found;
      return {
        found,
        forModel: {
          primary_category: search.primaryCategory,
          ...(search.unitMismatch ? { unit_mismatch: search.unitMismatch.note } : {}),
          sources: sources.map((c) => ({ title: c.title, section: c.headingPath, category: c.category, text: c.content })),
        },
      };
    },
  });
  gate.end();
  // A transfer or goodbye after a partial answer (a timeout mid-stream) follows what was said.
  if (outcome.kind === "end_call") gate.say(PHRASES[lang].goodbye);
  if (outcome.kind === "transfer") gate.say(PHRASES[lang].transfer(taxonomy.tenant.helpdeskPhone));
  const streamed = { sentences: gate.spoken, disclaimer: gate.disclaimer, blocked: gate.blocked };
  const base = { intent: r.intent, medical, terminalClass: TerminalClass.FALLTHROUGH, search: lastSearch, text: gate.spoken.join(" "), preShaped: true, streamed };
  switch (outcome.kind) {
    case "answer":
      return { ...base, path: "agent", found: true, citations: gate.blocked ? [] : citationsForAnswer(outcome.text, shown), action: "none" };
    case "end_call":
      return { ...base, path: "agent", found: true, citations: [], action: "end_call" };
    case "transfer":
      return { ...base, path: outcome.reason === "error" ? "fallback" : "agent", found: outcome.reason !== "not_found", citations: [], action: "transfer" };
  }
}

