import type { PrefilterClass } from "~/contracts/vocabulary";
import { normaliseForMatch } from "~/lib/text/normalise";
import { classifyTerminal, safetyRefusalText, terminalResponse } from "~/server/safety";
import { PHRASES } from "../lang";
import { fixedReply, isTyped, terminalContext, transferWords, type Draft, type Turn } from "../turn";
import type { Classified } from "./emergency";

/** Pre-filter classes whose fixed reply ends by offering to put the caller through. */
const OFFERS_TRANSFER: ReadonlySet<PrefilterClass> = new Set(["SAFETY_REFUSAL"]);

/**
 * Stage "pre-filter": turns that end with a fixed reply before any retrieval or model — an empty
 * transcript, an answer to the line's offer to put the caller through, and the pre-filter's
 * classes (safety refusal, handoff, repeat, off-topic, farewell, greeting). null: the turn goes on.
 */
export function prefilter(turn: Turn, known?: Classified): Draft | null {
  const phrases = PHRASES[turn.lang];
  if (!turn.utterance) return fixedReply(phrases.didNotHear, "EMPTY");
  const answered = answerToOffer(turn);
  if (answered) return answered;

  const reuse = known && known.text === turn.utterance && known.lang === turn.lang;
  const cls = (reuse ? known.class : classifyTerminal(turn.utterance, turn.lang)) satisfies PrefilterClass;
  if (!reuse) turn.watch.lap("prefilter");
  if (cls === "FALLTHROUGH") return null;
  if (cls === "REPEAT_REQUEST") {
    const last = turn.conversation.state.lastSpoken;
    return last ? { ...fixedReply("", cls), notice: last } : fixedReply(phrases.nothingToRepeat, cls);
  }
  // Typed: the chat cannot put anyone through; the words give reception's number (shown below as a card).
  if (cls === "HANDOFF_REQUEST" && isTyped(turn)) return fixedReply(transferWords(turn, turn.lang), cls, "transfer");
  // Typed: the safety reply gives reception's number and offers nothing to say "yes" to.
  if (cls === "SAFETY_REFUSAL" && isTyped(turn)) return fixedReply(safetyRefusalText(turn.lang, terminalContext(turn.tenant.taxonomy), { typed: true }), cls);
  const action = cls === "HANDOFF_REQUEST" ? "transfer" : cls === "FAREWELL" ? "end_call" : "none";
  const reply = fixedReply(terminalResponse(cls, turn.lang, terminalContext(turn.tenant.taxonomy)), cls, action);
  return OFFERS_TRANSFER.has(cls) ? { ...reply, offer: "transfer" } : reply;
}

/** "Ja graag" right after "shall I put you through?" answers that question; it is no new query. */
function answerToOffer(turn: Turn): Draft | null {
  if (turn.conversation.state.offer !== "transfer") return null;
  const phrases = PHRASES[turn.lang];
  const reply = normaliseForMatch(turn.utterance).trim();
  const isOneOf = (answers: readonly string[]) => answers.some((a) => normaliseForMatch(a).trim() === reply);
  if (isOneOf(phrases.acceptOffer)) return fixedReply(transferWords(turn, turn.lang), "OFFER_ACCEPTED", "transfer");
  if (isOneOf(phrases.declineOffer)) return fixedReply(phrases.anythingElse, "OFFER_DECLINED");
  return null;
}
