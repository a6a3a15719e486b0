import { z } from "zod";
import type { Db } from "../../db";
import type { AnswerPath } from "../../db/schema/enums";
import type { Lang, PerLang } from "../../lang";
import { anyPhrase, normaliseForMatch } from "../../lang/normalise";
import { moduleLogger } from "../../logger";
import { redactPii } from "../../privacy";
import { classifyTerminal, postFilter, safetyRefusalText, terminalResponse, TerminalClass, type TerminalContext } from "../../safety";
import { shapeForSpeech, splitSentences } from "../../shaping";
import type { Embedder } from "../../knowledge/embedding";
import { searchKnowledge, type RetrievedChunk, type SearchResult } from "../../knowledge/retrieval";
import { loadTaxonomy, tenantIdBySlug } from "../../taxonomy/load-taxonomy";
import type { Taxonomy } from "../../taxonomy/types";
import { answerByCapability } from "../capabilities";
import type { Citation } from "../citations";
import { answerExtractively } from "../extractive";
import { LEXICONS, nextFocus, resolveTurn, type Resolution } from "../intent";
import { decideLanguage } from "../language";
import { runAgentLoop, type AgentOutcome } from "../llm/agent-loop";
import type { LlmConfig } from "../llm/client";
import { structuredCall } from "../llm/structured-call";
import { chunkCitation, citationsForAnswer } from "./citations-used";
import { HISTORY_TURNS, openConversation, type Conversation } from "./conversation-store";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { OrchestratorPhrases } from "./lang/pack";
import { enqueuePersist, persistTurn, settlePersistence } from "./persist";
import { SentenceGate } from "./sentence-gate";
import { turnRequestSchema, type TurnAction, type TurnEvent, type TurnRequest, type TurnResult } from "./types";

const log = moduleLogger("cognition.turn");
const PHRASES: PerLang<OrchestratorPhrases> = { nl, en, fr, it };

/** Not-found answers in a row before the caller is put through to a person. */
export const NOT_FOUND_TRANSFER_AFTER = 2;
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
interface Draft {
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
type SentenceSink = (sentence: string) => void;

class Stopwatch {
  readonly stages: Record<string, number> = {};
  private last = performance.now();
  readonly started = this.last;
  lap(stage: string): void {
    const now = performance.now();
    this.stages[stage] = Math.round((this.stages[stage] ?? 0) + (now - this.last) * 100) / 100;
    this.last = now;
  }
  total(): number {
    return performance.now() - this.started;
  }
}

function terminalContext(t: Taxonomy): TerminalContext {
  return { tenantName: t.tenant.name, helpdeskPhone: t.tenant.helpdeskPhone, emergencyNumber: t.tenant.emergencyNumber, outOfHoursNumber: t.tenant.outOfHoursNumber };
}

const followUpSchema = z.object({ rewrite: z.string().min(1).max(500) });

/**
 * With an LLM configured, a follow-up the deterministic resolver could not place ("en die andere
 * dokter?") is rewritten into a self-contained question from the last turns, then resolved again
 * so a capability can still answer it. On any failure the deterministic resolution stands.
 */
async function resolveWithLlm(llm: LlmConfig, conv: Conversation, utterance: string, lang: Lang, taxonomy: Taxonomy, first: Resolution): Promise<Resolution> {
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

async function retrieve(deps: TurnDeps, conv: Conversation, tenantSlug: string, lang: Lang, taxonomy: Taxonomy, r: Resolution, query: string): Promise<SearchResult> {
  const department = r.department ?? (r.symptom ? taxonomy.departments.find((d) => d.key === r.symptom!.departmentKey) : undefined);
  return searchKnowledge(deps.db, deps.embedder, { tenantId: conv.tenantId, tenantSlug, lang, text: query, intent: r.vfIntent, department, taxonomy, conversationId: conv.id });
}

/** The hospital's own name is on every page ("AZ Lindenhof"): it supports no particular sentence. */
const tenantNameWords = (t: Taxonomy) => t.tenant.name.split(/\s+/).filter(Boolean);

function extractiveDraft(question: string, lang: Lang, search: SearchResult, taxonomy: Taxonomy, base: Pick<Draft, "intent" | "medical">): Draft {
  const sources = answerSources(search);
  const ex = answerExtractively(question, lang, sources.map((c) => ({ id: c.id, content: c.content, score: c.score })), search.unitMismatch ?? undefined, { alsoGeneric: tenantNameWords(taxonomy) });
  const used = sources.filter((c) => ex.usedChunkIds.includes(c.id));
  return { ...base, text: ex.text, path: "extractive", found: ex.found, citations: used.map(chunkCitation), action: "none", terminalClass: TerminalClass.FALLTHROUGH, search, countsAsNotFound: !ex.found };
}

async function agentDraft(deps: TurnDeps & { llm: LlmConfig }, conv: Conversation, tenantSlug: string, lang: Lang, taxonomy: Taxonomy, r: Resolution, utterance: string, emit: SentenceSink): Promise<Draft> {
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

interface Computed {
  result: TurnResult;
}

async function computeTurn(deps: TurnDeps, input: TurnRequest, emit: SentenceSink = () => {}): Promise<Computed> {
  const req = turnRequestSchema.parse(input);
  const key = `${req.tenant}:${req.conversation}`;
  // The previous turn's writes (lock, focus, counters) must land before this turn reads them.
  await settlePersistence(key);
  const watch = new Stopwatch();
  const [tenantId, taxonomy] = await Promise.all([tenantIdBySlug(deps.db, req.tenant), loadTaxonomy(deps.db, req.tenant)]);
  const conv = await openConversation(deps.db, tenantId, req.conversation, req.channel);
  watch.lap("load");
  const utterance = req.text.trim();
  const ctx = terminalContext(taxonomy);

  const decision = decideLanguage({ lockedLang: conv.lockedLanguage, declaredLang: req.lang, utterance, tenantDefaultLang: taxonomy.tenant.defaultLanguage });
  const lang = decision.lang;
  watch.lap("language");

  let draft: Draft;
  let resolution: Resolution | undefined;
  if (decision.kind === "switch") {
    conv.lockedLanguage = decision.lang;
    draft = { text: decision.reply, path: "prefilter", found: true, citations: [], action: "none", terminalClass: "LANGUAGE_SWITCH", intent: null, medical: false };
  } else if (decision.kind === "locked_out") {
    draft = { text: decision.reply, path: "prefilter", found: true, citations: [], action: "none", terminalClass: "LANGUAGE_LOCKED", intent: null, medical: false };
  } else {
    if (decision.lockNow) conv.lockedLanguage = lang;
    draft = await answerInLanguage();
  }

  async function answerInLanguage(): Promise<Draft> {
    const phrases = PHRASES[lang];
    if (!utterance) return { text: phrases.didNotHear, path: "prefilter", found: true, citations: [], action: "none", terminalClass: "EMPTY", intent: null, medical: false };
    // "Ja graag" right after "shall I put you through?" answers that question; it is no new query.
    if (conv.state.offer === "transfer") {
      const reply = normaliseForMatch(utterance).trim();
      const matches = (phrases: readonly string[]) => phrases.some((p) => normaliseForMatch(p).trim() === reply);
      if (matches(phrases.acceptOffer)) return { text: phrases.transfer(taxonomy.tenant.helpdeskPhone), path: "prefilter", found: true, citations: [], action: "transfer", terminalClass: "OFFER_ACCEPTED", intent: null, medical: false };
      if (matches(phrases.declineOffer)) return { text: phrases.anythingElse, path: "prefilter", found: true, citations: [], action: "none", terminalClass: "OFFER_DECLINED", intent: null, medical: false };
    }
    const cls = classifyTerminal(utterance, lang);
    watch.lap("prefilter");
    if (cls !== TerminalClass.FALLTHROUGH) {
      const base = { path: "prefilter" as const, found: true, citations: [], terminalClass: cls, intent: null, medical: false };
      if (cls === TerminalClass.REPEAT_REQUEST) {
        return conv.state.lastSpoken ? { ...base, text: conv.state.lastSpoken, action: "none", preShaped: true } : { ...base, text: phrases.nothingToRepeat, action: "none" };
      }
      const action: TurnAction = cls === TerminalClass.HANDOFF_REQUEST ? "transfer" : cls === TerminalClass.FAREWELL ? "end_call" : "none";
      return { ...base, text: terminalResponse(cls, lang, ctx), action };
    }

    resolution = resolveTurn(utterance, lang, taxonomy, conv.state.focus);
    if (deps.llm) resolution = await resolveWithLlm(deps.llm, conv, utterance, lang, taxonomy, resolution);
    watch.lap("resolve");
    const medical = resolution.intent === "symptom_department";
    const capability = answerByCapability(resolution, lang, taxonomy);
    watch.lap("capability");
    if (capability) {
      return { text: capability.text, path: capability.path, found: true, citations: capability.citations, action: "none", terminalClass: cls, intent: resolution.intent, medical };
    }
    if (deps.llm) {
      const d = await agentDraft({ ...deps, llm: deps.llm }, conv, req.tenant, lang, taxonomy, resolution, utterance, emit);
      watch.lap("agent");
      return d;
    }
    const search = await retrieve(deps, conv, req.tenant, lang, taxonomy, resolution, resolution.rewrite || utterance);
    watch.lap("retrieve");
    const d = extractiveDraft(resolution.rewrite || utterance, lang, search, taxonomy, { intent: resolution.intent, medical });
    watch.lap("answer");
    return d;
  }

  // Not-found bookkeeping: the second miss in a row puts the caller through to a person.
  if (draft.countsAsNotFound) {
    conv.consecutiveNotFound += 1;
    if (conv.consecutiveNotFound >= NOT_FOUND_TRANSFER_AFTER) {
      draft = { ...draft, text: PHRASES[lang].transfer(taxonomy.tenant.helpdeskPhone), path: "fallback", action: "transfer", citations: [] };
    } else {
      draft = { ...draft, text: PHRASES[lang].notFound, citations: [] };
    }
  } else if (draft.path === "agent" && draft.action === "transfer" && !draft.found) {
    conv.consecutiveNotFound += 1;
  } else if (draft.terminalClass === TerminalClass.FALLTHROUGH) {
    conv.consecutiveNotFound = 0;
  }

  // Every path's words pass the post-filter, then the one shaper, before anything is spoken.
  let spoken = draft.text;
  let disclaimer = false;
  let offersTransfer = draft.action === "none" && (draft.terminalClass === TerminalClass.SAFETY_REFUSAL || (draft.countsAsNotFound === true && draft.path !== "fallback") || draft.streamed?.blocked === true);
  if (draft.streamed) {
    disclaimer = draft.streamed.disclaimer;
    if (draft.streamed.blocked) log.warn({ conversationId: conv.id, path: draft.path }, "postfilter_blocked");
    if (disclaimer) conv.disclaimerSpoken = true;
  }
  if (!draft.preShaped) {
    const filtered = postFilter(draft.text, lang);
    if (filtered.blocked) {
      offersTransfer = true;
      log.warn({ conversationId: conv.id, path: draft.path, reason: filtered.reason }, "postfilter_blocked");
      draft = { ...draft, text: safetyRefusalText(lang, ctx), citations: [], terminalClass: draft.terminalClass };
    }
    watch.lap("postfilter");
    const shaped = shapeForSpeech(draft.text, { lang, medical: draft.medical, disclaimer: conv.disclaimerSpoken || draft.path === "prefilter" ? "never" : "auto" });
    spoken = shaped.text;
    disclaimer = shaped.disclaimerPrepended;
    if (disclaimer) conv.disclaimerSpoken = true;
    watch.lap("shape");
  }

  if (resolution) conv.state.focus = nextFocus(conv.state.focus, resolution);
  conv.state.history = [...conv.state.history, { user: utterance, assistant: spoken }].slice(-HISTORY_TURNS);
  if (draft.terminalClass !== TerminalClass.REPEAT_REQUEST) {
    conv.state.lastSpoken = spoken;
    conv.state.offer = offersTransfer ? "transfer" : undefined;
  }

  const totalMs = watch.total();
  const result: TurnResult = {
    conversationId: conv.id,
    turnIndex: conv.nextTurnIndex,
    spoken,
    sentences: draft.streamed ? [...draft.streamed.sentences] : splitSentences(spoken),
    language: lang,
    class: draft.terminalClass,
    intent: draft.intent,
    path: draft.path,
    disclaimer,
    citations: draft.citations,
    found: draft.found,
    action: draft.action,
    latencyMs: Math.round(totalMs * 100) / 100,
  };
  const utteranceRedacted = redactPii(utterance);
  log.info(
    { conversationId: conv.id, turn: result.turnIndex, lang, class: result.class, intent: result.intent, path: result.path, found: result.found, action: result.action, disclaimer, citations: result.citations.length, sentences: result.sentences.length, ms: Math.round(totalMs), utterance: utteranceRedacted },
    "turn_done",
  );
  // Deterministic answers are whole at once: their sentences go out now; a model's went out as it spoke.
  if (!draft.streamed) for (const sentence of result.sentences) emit(sentence);
  void enqueuePersist(key, () =>
    persistTurn(deps.db, {
      conversation: conv,
      turnIndex: result.turnIndex,
      utterance,
      utteranceRedacted,
      answer: spoken,
      language: lang,
      intent: result.intent,
      terminalClass: result.class,
      path: result.path,
      citations: result.citations,
      found: result.found,
      disclaimer,
      action: result.action,
      stageLatencies: watch.stages,
      totalMs,
      retrievalCardinality: draft.search?.chunks.length ?? 0,
      primaryCategory: draft.search?.primaryCategory ?? null,
      disposition: result.action === "transfer" ? "escalated" : result.action === "end_call" ? "farewelled" : "answered",
    }),
  );
  return { result };
}

/**
 * One turn as a stream: each sentence as soon as it may be spoken — a model's answer while the
 * model is still writing the next sentence — then the whole result. Every sentence has passed the
 * post-filter and the shaper before it is yielded.
 */
export async function* streamTurn(deps: TurnDeps, input: TurnRequest): AsyncGenerator<TurnEvent> {
  const queue: TurnEvent[] = [];
  let wake: (() => void) | undefined;
  let index = 0;
  const push = (event: TurnEvent) => {
    queue.push(event);
    wake?.();
  };
  let failure: unknown;
  let finished = false;
  void computeTurn(deps, input, (text) => push({ type: "sentence", index: index++, text })).then(
    ({ result }) => {
      push({ type: "done", result });
      finished = true;
      wake?.();
    },
    (err: unknown) => {
      failure = err;
      finished = true;
      wake?.();
    },
  );
  for (;;) {
    const event = queue.shift();
    if (event) {
      yield event;
      if (event.type === "done") return;
      continue;
    }
    if (finished) {
      if (failure !== undefined) throw failure;
      return;
    }
    await new Promise<void>((resolve) => (wake = resolve));
    wake = undefined;
  }
}

/** One turn, whole. Used by the CLI and the request/response API. */
export async function runTurn(deps: TurnDeps, input: TurnRequest): Promise<TurnResult> {
  return (await computeTurn(deps, input)).result;
}
