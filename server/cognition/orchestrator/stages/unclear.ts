import { ANY_LANGUAGE_FUNCTION_WORDS } from "~/lib/lang/function-words";
import { matchWords } from "~/lib/text/normalise";
import type { Vocabulary } from "~/server/knowledge/retrieval";
import { pagesVocabulary } from "./extractive";
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
 * meant), and only for a few words that carry nothing of a language the line speaks: either not
 * one function word of nl, en, fr or it ("Goeden."), or at most one function word beside words the
 * hospital's pages never use ("met bokelen.": "met" is Dutch, "bokelen" is no word of the pages').
 * A real question, however short, nearly always carries a function word and a word of the topic it
 * is about ("waar is…", "c'est où", "the parking"). The caller is asked to say it again, once:
 * heard the same way a second time, the turn gets the ordinary not-found reply, so a question the
 * pages do not cover never loops on "could you say that again?".
 */
export const UNCLEAR_MAX_WORDS = 3;

/**
 * Below this, the recogniser itself doubts what it heard (Deepgram's confidence: a clear question
 * scores above 0.9, a word made of noise well under one in two). Not tuned on recorded calls:
 * the line has none yet; a recognition asked again costs the caller one repeat, once per call.
 */
export const LOW_CONFIDENCE = 0.5;

/**
 * A spoken turn the recogniser was unsure of is asked again before anything is looked up: not
 * answered, not counted as a question. The emergency patterns, the second opinion and the
 * pre-filter have heard it first (an emergency is never asked to repeat). Once per conversation.
 */
export function askToRepeatUnsure(turn: Turn): Draft | null {
  const { confidence } = turn.request;
  if (confidence === undefined || confidence >= LOW_CONFIDENCE) return null;
  if (isTyped(turn) || turn.conversation.state.askedToRepeat || !turn.utterance) return null;
  return fixedReply(PHRASES[turn.lang].didNotHear, "UNCLEAR");
}

/** Few words, none of them a function word in nl, en, fr or it. */
export function soundsLikeNoise(utterance: string): boolean {
  const words = matchWords(utterance);
  return words.length > 0 && words.length <= UNCLEAR_MAX_WORDS && !words.some((w) => ANY_LANGUAGE_FUNCTION_WORDS.has(w));
}

/**
 * Few words, at most one of them a function word, and none of the others a word the hospital's
 * pages in the caller's language use (nor its departments', campuses' or FAQ's): "met bokelen.".
 */
export function holdsNoWordOfThePages(utterance: string, vocabulary: Pick<Vocabulary, "knows" | "size">): boolean {
  if (vocabulary.size === 0) return false;
  const words = matchWords(utterance);
  if (words.length === 0 || words.length > UNCLEAR_MAX_WORDS) return false;
  const content = words.filter((w) => !ANY_LANGUAGE_FUNCTION_WORDS.has(w));
  if (words.length - content.length > 1) return false;
  return !content.some((w) => vocabulary.knows(w));
}

/** The "say that again" reply instead of a not-found answer, or null when the turn keeps its draft. */
export async function askToRepeat(turn: Turn, draft: Draft): Promise<Draft | null> {
  if (draft.class !== "FALLTHROUGH" || draft.found || draft.action !== "none") return null;
  if (isTyped(turn) || turn.conversation.state.askedToRepeat) return null;
  const noise =
    soundsLikeNoise(turn.utterance) || (isRecognised(turn) && matchWords(turn.utterance).length <= UNCLEAR_MAX_WORDS && (await unknownToThePages(turn)));
  return noise ? fixedReply(PHRASES[turn.lang].didNotHear, "UNCLEAR") : null;
}

/**
 * Words a recogniser heard on a call (browser or phone), not words typed at the command line: the
 * pages' vocabulary judges only these, so the understanding bench (which asks through "cli") reads
 * its short questions as before.
 */
const isRecognised = (turn: Turn) => turn.request.channel === "voice" || turn.request.channel === "sip";

async function unknownToThePages(turn: Turn): Promise<boolean> {
  const vocabulary = await pagesVocabulary(turn);
  return vocabulary !== null && holdsNoWordOfThePages(turn.utterance, vocabulary);
}
