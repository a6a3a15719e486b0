import type { TurnResult } from "~/contracts/turn";
import type { Conversation, TurnDisposition } from "../conversation-store";
import { questionKey } from "../question-key";
import type { SecondOpinionOutcome } from "../stages/second-opinion";
import type { Spoken } from "../stages/speak";
import type { Draft, Turn } from "../turn";

/** What the reply left behind, handed to the journal once the caller has the answer. */
export interface ReplyOutcome {
  /** The conversation as this turn leaves it (lock, focus, counters, history). */
  conversation: Conversation;
  result: TurnResult;
  draft: Draft;
  spoken: Spoken;
  utteranceRedacted: string;
  totalMs: number;
  /** What the safety second opinion did this turn (a metric; never stored with the message). */
  secondOpinion: SecondOpinionOutcome;
}

/**
 * What is kept of one turn: the result exactly as the caller got it, and what only the server saw
 * on the way. The message row, the telemetry row and the dead-letter line are each derived from
 * this record (./write-turn.ts, ./dead-letter.ts), so a field added to the result reaches them
 * without being copied by hand at every step.
 */
export interface TurnRecord {
  conversation: Conversation;
  result: TurnResult;
  utterance: string;
  utteranceRedacted: string;
  /** The answer as written for a reader (result.spoken is the form shaped for the ear). */
  answerWritten: string;
  stageLatencies: Record<string, number>;
  totalMs: number;
  /** How many chunks retrieval returned (0 when the turn never searched). */
  retrievalCardinality: number;
  primaryCategory: string | null;
  postfilterBlocked: boolean;
  sentencesDropped: number;
  /** The caller's question reduced to its content words (./question-key.ts): groups similar wordings. */
  questionKey: string | null;
}

/**
 * The record of a turn. A tenant that keeps no transcript text (its privacy policy) gets the
 * turn's classes, paths and timings only: the words are blanked here, once, so no row or line
 * derived from the record can carry them.
 */
export function turnRecordOf(turn: Turn, outcome: ReplyOutcome): TurnRecord {
  const keepsWords = turn.tenant.taxonomy.tenant.keepsTranscripts !== false;
  const result = keepsWords ? outcome.result : { ...outcome.result, spoken: "", written: "", sentences: [] };
  const utteranceRedacted = keepsWords ? outcome.utteranceRedacted : "";
  return {
    conversation: outcome.conversation,
    result,
    utterance: keepsWords ? turn.utterance : "",
    utteranceRedacted,
    answerWritten: result.written,
    stageLatencies: turn.watch.stages,
    totalMs: outcome.totalMs,
    retrievalCardinality: outcome.draft.search?.chunks.length ?? 0,
    primaryCategory: outcome.draft.search?.primaryCategory ?? null,
    postfilterBlocked: outcome.spoken.blocked,
    sentencesDropped: outcome.spoken.dropped,
    // Noise asked again is no question: it stays out of the dashboard's "top unanswered".
    questionKey: result.class === "UNCLEAR" ? null : questionKey(utteranceRedacted),
  };
}

/**
 * How a turn leaves its call: an emergency marks it as one (and no later turn takes that back, see
 * saveConversation), a transfer escalates it, a goodbye ends it, anything else answered.
 */
export function dispositionOf(result: Pick<TurnResult, "class" | "action">): TurnDisposition {
  if (result.class === "EMERGENCY") return "emergency";
  return result.action === "transfer" ? "escalated" : result.action === "end_call" ? "farewelled" : "answered";
}
