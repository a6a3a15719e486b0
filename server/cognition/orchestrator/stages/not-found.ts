import { nextNotFoundStreak, notFoundTransferDue } from "../../not-found";
import { PHRASES } from "../lang";
import { isTyped, transferWords, type Draft, type Turn } from "../turn";
import { askToRepeat } from "./unclear";

export interface Counted {
  draft: Draft;
  /** The conversation's not-found streak after this turn. */
  streak: number;
}

/**
 * Stage "not-found": an answer stage that found nothing lengthens the streak, one that found
 * something ends it; fixed replies leave it as it was. A miss with nothing said yet offers the
 * caller a person, and on the second miss in a row puts them through. A miss on what was most
 * likely noise asks the caller to say it again instead, and counts as no miss (./unclear.ts).
 */
export async function countNotFound(turn: Turn, draft: Draft): Promise<Counted> {
  const before = turn.conversation.consecutiveNotFound;
  if (draft.class !== "FALLTHROUGH") return { draft, streak: before };
  const repeat = await askToRepeat(turn, draft);
  if (repeat) return { draft: repeat, streak: before };
  const streak = nextNotFoundStreak(before, draft.found);
  // Found, or the model already put the caller through: the words stand.
  if (draft.found || draft.action !== "none") return { draft, streak };
  const phrases = PHRASES[turn.lang];
  const next: Draft = notFoundTransferDue(streak)
    ? { ...draft, text: transferWords(turn, turn.lang), path: "fallback", action: "transfer", citations: [] }
    : // Typed: the offer is reception's number (a "yes" gets it, shown as a card); a chat cannot be put through.
      { ...draft, text: isTyped(turn) ? phrases.notFoundTyped : phrases.notFound, offer: "transfer", citations: [] };
  return { draft: next, streak };
}
