import { moduleLogger } from "~/lib/logger";
import { tenantCountry } from "~/server/taxonomy/country";
import { SentenceGate, type SentenceSink } from "../sentence-gate";
import { isTyped, terminalContext, type Draft, type Turn } from "../turn";

const log = moduleLogger("cognition.turn");

export interface Spoken {
  /** Exactly what the caller hears, sentence by sentence. */
  sentences: readonly string[];
  text: string;
  /** The same words for a reader (digits, not the spoken groups): what call replay shows. */
  written: string;
  /** The disclaimer was said before this answer. */
  disclaimer: boolean;
  /** The post-filter stopped the answer: the safety reply was said instead. */
  blocked: boolean;
  /** Sentences the cap or the shaper left out. */
  dropped: number;
}

/**
 * The sentence gate for a turn's words. Fixed replies of the pre-filter never carry the
 * disclaimer; an answer does once per conversation, at once when the caller named a symptom.
 */
export function openGate(turn: Turn, emit: SentenceSink, policy: { answer: boolean; medical: boolean }): SentenceGate {
  return new SentenceGate({
    lang: turn.lang,
    country: tenantCountry(turn.tenant.taxonomy.tenant),
    ctx: terminalContext(turn.tenant.taxonomy),
    typed: isTyped(turn),
    disclaimerAllowed: policy.answer && !turn.conversation.disclaimerSpoken,
    medicalAsserted: policy.medical,
    emit,
    stopwatch: turn.watch,
  });
}

/**
 * Stage "speak": the draft's words through the sentence gate (post-filter, shaper, disclaimer),
 * then the line's own notice. A model's words went through the same gate while it wrote them.
 */
export function speak(turn: Turn, gate: SentenceGate, draft: Draft): Spoken {
  gate.end(draft.text);
  if (draft.notice) gate.say(draft.notice);
  if (gate.blocked) log.warn({ conversationId: turn.conversation.id, path: draft.path }, "postfilter_blocked");
  return {
    sentences: gate.spoken,
    text: gate.spoken.join(" "),
    written: writtenOf(draft, gate.written),
    disclaimer: gate.disclaimer,
    blocked: gate.blocked,
    dropped: gate.dropped,
  };
}

/**
 * The emergency reply's number is written into it digit by digit ("bel 1, 1, 2"), for the ear:
 * the reader sees it whole ("bel 112"). Only a fixed emergency reply has such runs of single digits.
 */
function writtenOf(draft: Draft, written: string): string {
  return draft.class === "EMERGENCY" ? written.replace(/\b\d(?:, \d\b)+/g, (run) => run.replace(/, /g, "")) : written;
}
