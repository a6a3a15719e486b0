import { moduleLogger } from "~/lib/logger";
import { redactPii } from "~/lib/privacy";
import { tenantCountry } from "~/server/taxonomy/country";
import type { TurnEvent, TurnRequest, TurnResult } from "~/contracts/turn";
import type { Resolution } from "../intent";
import type { SentenceGate, SentenceSink } from "./sentence-gate";
import { answerWithAgent } from "./stages/agent";
import { answerFromTenantData } from "./stages/capability";
import { answerEmergency } from "./stages/emergency";
import { answerFromPages } from "./stages/extractive";
import { journalOf } from "./journal";
import { lockLanguage } from "./stages/language-lock";
import { correctMishears } from "./stages/mishears";
import { countNotFound, type Counted } from "./stages/not-found";
import { askToRepeatUnsure } from "./stages/unclear";
import { openTurn } from "./stages/open-turn";
import { prefilter } from "./stages/prefilter";
import { embedQueriesOnce } from "./question-vector";
import { secondOpinionOn, SKIPPED } from "./stages/second-opinion";
import { nextConversation } from "./stages/remember";
import { resolve } from "./stages/resolve";
import { openGate, speak } from "./stages/speak";
import type { Turn, TurnDeps } from "./turn";

export type { TurnDeps } from "./turn";

const log = moduleLogger("cognition.turn");

/**
 * One caller turn, stage by stage. Each stage is a module under stages/ with a typed input and
 * output; this function is the one place that knows their order:
 *
 *   open → language lock → emergency → mishears → second opinion → pre-filter → unsure (asked again)
 *        → resolve
 *        → capability | faq | agent | extractive → not-found streak (noise: asked again)
 *        → speak (post-filter, shape, disclaimer: the sentence gate) → persist (the journal; the
 *          result is returned once it is stored)
 *
 * The emergency patterns come first and decide alone. The second opinion reads the question's
 * vector (embedded once per turn: the turn's embedder hands retrieval the same vector) and may add
 * an emergency or a refusal, never remove one. A fixed reply (a language switch, the pre-filter's
 * classes) skips from where it is decided to "speak". Every answer, streamed or not, reaches the
 * caller through the same sentence gate.
 */
async function computeTurn(deps: TurnDeps, request: TurnRequest, emit: SentenceSink, receivedAt?: number): Promise<TurnResult> {
  const opened = await openTurn({ ...deps, embedder: embedQueriesOnce(deps.embedder) }, request, receivedAt);
  const language = lockLanguage(opened);
  const emergency = answerEmergency(opened, language);
  const lang = emergency.reply ? emergency.lang : language.lang;
  const heard: Turn = { ...opened, lang, utterance: correctMishears(opened, lang) };
  const second = emergency.reply ? SKIPPED : await secondOpinionOn(heard, language, emergency.classified);
  // An emergency the second opinion heard is answered in the language the caller spoke, as one the patterns heard.
  const turn: Turn = second.emergency ? { ...heard, lang: language.heard } : heard;
  const reply = emergency.reply ?? second.emergency ?? language.reply ?? prefilter(turn, second.judged ?? undefined) ?? askToRepeatUnsure(turn);
  const { draft, streak, resolution, gate } = reply
    ? { draft: reply, streak: turn.conversation.consecutiveNotFound, resolution: null, gate: openGate(turn, emit, { answer: false, medical: false }) }
    : await answer(turn, emit);
  const spoken = speak(turn, gate, draft);
  const conversation = nextConversation(turn, { lock: language.lock, streak, resolution, draft, spoken });

  const totalMs = turn.watch.total();
  const result: TurnResult = {
    conversationId: conversation.id,
    turnIndex: conversation.nextTurnIndex,
    spoken: spoken.text,
    written: spoken.written,
    sentences: [...spoken.sentences],
    language: turn.lang,
    class: draft.class,
    intent: draft.intent,
    path: draft.path,
    disclaimer: spoken.disclaimer,
    // A blocked answer cites nothing: the caller heard the safety reply instead.
    citations: spoken.blocked ? [] : draft.citations,
    found: draft.found,
    action: draft.action,
    latencyMs: Math.round(totalMs * 100) / 100,
  };
  // A national phone number is read as the hospital's country's first (and as every language's country's).
  const utteranceRedacted = redactPii(turn.utterance, { country: tenantCountry(turn.tenant.taxonomy.tenant) });
  logTurn(result, turn.utterance.length, totalMs);
  // Stored before it is returned: a client never holds an answer that a crash could still lose.
  await journalOf(deps).afterReply(turn, { conversation, result, draft, spoken, utteranceRedacted, totalMs, secondOpinion: second.outcome });
  return result;
}

/** resolve → capability | faq | agent | extractive → not-found streak. */
async function answer(turn: Turn, emit: SentenceSink): Promise<Counted & { resolution: Resolution; gate: SentenceGate }> {
  const resolution = await resolve(turn);
  const gate = openGate(turn, emit, { answer: true, medical: resolution.intent === "symptom_department" });
  const llm = turn.deps.llm;
  const draft =
    answerFromTenantData(turn, resolution) ?? (llm ? await answerWithAgent(turn, resolution, { llm, gate }) : await answerFromPages(turn, resolution));
  return { ...(await countNotFound(turn, draft)), resolution, gate };
}

/** Classes, sizes and timings only: what the caller said and heard stays in the database. */
function logTurn(result: TurnResult, utteranceChars: number, totalMs: number): void {
  log.info(
    {
      conversationId: result.conversationId,
      turn: result.turnIndex,
      lang: result.language,
      class: result.class,
      intent: result.intent,
      path: result.path,
      found: result.found,
      action: result.action,
      disclaimer: result.disclaimer,
      citations: result.citations.length,
      sentences: result.sentences.length,
      ms: Math.round(totalMs),
      utteranceChars,
      spokenChars: result.spoken.length,
    },
    "turn_done",
  );
}

/**
 * One turn as a stream: each sentence as soon as it may be spoken — a model's answer while the
 * model is still writing the next sentence — then the whole result. Every sentence has passed the
 * post-filter and the shaper before it is yielded.
 */
/** `receivedAt` (performance.now()): when the procedure was entered, so the turn's stages count what it did first. */
export async function* streamTurn(deps: TurnDeps, input: TurnRequest, receivedAt?: number): AsyncGenerator<TurnEvent> {
  const queue: TurnEvent[] = [];
  let wake: (() => void) | undefined;
  let index = 0;
  const push = (event: TurnEvent) => {
    queue.push(event);
    wake?.();
  };
  let failure: unknown;
  let finished = false;
  void computeTurn(deps, input, (text) => push({ type: "sentence", index: index++, text }), receivedAt).then(
    (result) => {
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
  return computeTurn(deps, input, () => {});
}
