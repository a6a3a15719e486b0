import { normaliseForMatch } from "../../lang/normalise";
import { moduleLogger } from "../../logger";
import { redactPii } from "../../privacy";
import { classifyTerminal, postFilter, safetyRefusalText, terminalResponse, TerminalClass } from "../../safety";
import { shapeForSpeech, splitSentences } from "../../shaping";
import { loadTaxonomy, tenantIdBySlug } from "../../taxonomy/load-taxonomy";
import { answerByCapability } from "../capabilities";
import { nextFocus, resolveTurn, type Resolution } from "../intent";
import { decideLanguage } from "../language";
import { agentDraft, extractiveDraft, resolveWithLlm, retrieve, terminalContext, type Draft, type SentenceSink, type TurnDeps } from "./answer-stages";
import { HISTORY_TURNS, openConversation } from "./conversation-store";
import { PHRASES } from "./lang";
import { enqueuePersist, persistTurn, settlePersistence } from "./persist";
import { Stopwatch } from "./stopwatch";
import { turnRequestSchema, type TurnAction, type TurnEvent, type TurnRequest, type TurnResult } from "./types";

export type { TurnDeps } from "./answer-stages";

const log = moduleLogger("cognition.turn");

/** Not-found answers in a row before the caller is put through to a person. */
export const NOT_FOUND_TRANSFER_AFTER = 2;
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
