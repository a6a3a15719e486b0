import type { TurnResult } from "../../../../contracts/turn";
import { observeTurn } from "../../../operations/metrics";
import { questionKey } from "../../../operations/question-key";
import type { Conversation } from "../conversation-store";
import { enqueuePersist, persistTurn } from "../persist";
import type { SecondOpinionOutcome } from "./second-opinion";
import type { Spoken } from "./speak";
import type { Draft, Turn } from "../turn";
import { conversationKey } from "./open-turn";

/**
 * Stage "persist": the conversation state, the message and its telemetry are written after the
 * reply, in the conversation's own queue (the next turn of the call waits for them).
 */
export interface ReplyOutcome {
  conversation: Conversation;
  result: TurnResult;
  draft: Draft;
  spoken: Spoken;
  utteranceRedacted: string;
  totalMs: number;
  /** What the safety second opinion did this turn (a metric; never stored with the message). */
  secondOpinion: SecondOpinionOutcome;
}

const NO_WORDS = { utterance: "", redacted: "", answer: "" };

export function persistAfterReply(turn: Turn, outcome: ReplyOutcome): void {
  const { result, draft } = outcome;
  // A tenant that keeps no transcript text stores the turn's classes, paths and timings only.
  const words =
    turn.tenant.taxonomy.tenant.keepsTranscripts === false
      ? NO_WORDS
      : { utterance: turn.utterance, redacted: outcome.utteranceRedacted, answer: result.spoken };
  observeTurn({
    tenant: turn.tenant.slug,
    path: result.path,
    language: result.language,
    terminalClass: result.class,
    totalMs: outcome.totalMs,
    found: result.found,
    disclaimer: result.disclaimer,
    action: result.action,
    postfilterBlocked: outcome.spoken.blocked,
    secondOpinion: outcome.secondOpinion,
  });
  void enqueuePersist(conversationKey(turn.request), turn.conversation.id, () =>
    persistTurn(turn.deps.db, {
      conversation: outcome.conversation,
      turnIndex: result.turnIndex,
      utterance: words.utterance,
      utteranceRedacted: words.redacted,
      answer: words.answer,
      language: result.language,
      intent: result.intent,
      terminalClass: result.class,
      path: result.path,
      citations: result.citations,
      found: result.found,
      disclaimer: result.disclaimer,
      action: result.action,
      stageLatencies: turn.watch.stages,
      totalMs: outcome.totalMs,
      retrievalCardinality: draft.search?.chunks.length ?? 0,
      primaryCategory: draft.search?.primaryCategory ?? null,
      postfilterBlocked: outcome.spoken.blocked,
      sentencesDropped: outcome.spoken.dropped,
      questionKey: questionKey(words.redacted),
      disposition:
        result.class === "EMERGENCY" ? "emergency" : result.action === "transfer" ? "escalated" : result.action === "end_call" ? "farewelled" : "answered",
    }),
  );
}
