import { observeTurn } from "~/server/metrics";
import { turnRecordOf, type ReplyOutcome } from "../persistence/turn-record";
import { conversationKey, enqueuePersist } from "../persistence/write-queue";
import { persistTurn } from "../persistence/write-turn";
import type { Turn } from "../turn";

/**
 * Stage "persist" of a call (the call journal's after-reply): the process metrics at once, then the
 * conversation state, the message and its telemetry, written once the reply is decided (its
 * sentences may already be on their way to the caller) in the conversation's own queue. The turn's
 * result is returned after them: the next turn of the call finds them, on this instance or any
 * other, and a client never holds an answer that a crash could still lose.
 */
export async function persistAfterReply(turn: Turn, outcome: ReplyOutcome): Promise<void> {
  const { result } = outcome;
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
  const record = turnRecordOf(turn, outcome);
  await enqueuePersist(conversationKey(turn.request), turn.conversation.id, () => persistTurn(turn.deps.db, record));
}
