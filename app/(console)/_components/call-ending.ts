import type { ConversationDisposition } from "~/contracts/vocabulary";
import { turnOutcome, type TurnFacts } from "./turn-outcome";

/**
 * How a call's ending is told to a reader. The stored disposition says how the call left the line
 * ("answered": the line replied and nothing else happened), but a call whose only question was
 * refused read "Ended: Answered" above a turn marked "Refused: medical advice". When no turn of the
 * call got an answer, the ending says what the caller did get instead.
 */
export type CallEnding = ConversationDisposition | "after_refusal" | "unanswered";

export interface CallTurnCounts {
  /** Turns answered from the hospital's information (or put through). */
  answered: number;
  /** Turns refused as medical advice, or stopped by the safety filter. */
  refused: number;
  /** Turns the hospital's information held no answer for. */
  notFound: number;
  /** Turns where the caller was told to call 112. */
  emergency: number;
}

export function callEnding(disposition: ConversationDisposition, turns: CallTurnCounts): CallEnding {
  // Should a call with a 112 turn be stored as answered, it still reads as the emergency it was.
  if (disposition === "answered" && turns.emergency > 0) return "emergency";
  if (disposition !== "answered" || turns.answered > 0) return disposition;
  if (turns.refused > 0) return "after_refusal";
  if (turns.notFound > 0) return "unanswered";
  // Only the line's own short replies (a greeting, "could you repeat that"): nothing contradicts "answered".
  return disposition;
}

/**
 * The replay's counts, from each turn's outcome: a call put through was answered too. The lists get
 * the same counts from the server (server/db/call-page.ts), which classifies turns the same way.
 */
export function replayTurnCounts(turns: readonly TurnFacts[]): CallTurnCounts {
  const counts: CallTurnCounts = { answered: 0, refused: 0, notFound: 0, emergency: 0 };
  for (const turn of turns) {
    const outcome = turnOutcome(turn);
    if (outcome === "answered" || outcome === "transferred") counts.answered++;
    else if (outcome === "refused" || outcome === "blocked") counts.refused++;
    else if (outcome === "not_found") counts.notFound++;
    else if (outcome === "emergency") counts.emergency++;
  }
  return counts;
}
