import { ANY_LANGUAGE_FUNCTION_WORDS } from "~/lib/lang/function-words";
import { matchWords } from "~/lib/text/normalise";
import { PHRASES } from "../lang";
import { fixedReply, isTyped, type Draft, type Turn } from "../turn";

/**
 * Stage "unclear": a recognition that is most likely noise — a cough, a door, a neighbour's
 * television — heard as a word or two ("Goeden.", "met bokelen."). Answered, it fills the call list
 * and the dashboard's "top unanswered" with nonsense; answered "I cannot find that" twice, it puts a
 * caller through to reception for a sound they never meant as a question.
 *
 * Judged only once the answer stages found nothing (so a one-word question the pages answer,
 * "Parkeren?", is answered as before), on spoken turns only (typed words are what the caller
 * meant), and only when the words are few and not one of them is a function word of any of the
 * line's languages — a real question, however short, nearly always carries one ("waar is…",
 * "the parking", "c'est où"). The caller is asked to say it again, once: heard the same way a
 * second time, the turn gets the ordinary not-found reply, so a question the pages do not cover
 * never loops on "could you say that again?".
 */
export const UNCLEAR_MAX_WORDS = 3;

/** Few words, none of them a function word in nl, en, fr or it. */
export function soundsLikeNoise(utterance: string): boolean {
  const words = matchWords(utterance);
  return words.length > 0 && words.length <= UNCLEAR_MAX_WORDS && !words.some((w) => ANY_LANGUAGE_FUNCTION_WORDS.has(w));
}

/** The "say that again" reply instead of a not-found answer, or null when the turn keeps its draft. */
export function askToRepeat(turn: Turn, draft: Draft): Draft | null {
  if (draft.class !== "FALLTHROUGH" || draft.found || draft.action !== "none") return null;
  if (isTyped(turn) || turn.conversation.state.askedToRepeat) return null;
  if (!soundsLikeNoise(turn.utterance)) return null;
  return fixedReply(PHRASES[turn.lang].didNotHear, "UNCLEAR");
}
