import type { PrefilterClass } from "~/contracts/vocabulary";
import type { Lang } from "~/lib/lang";
import { classifyTerminalDetailed, terminalResponse, typedEmergencyResponse, type EmergencyFamily } from "~/server/safety";
import { fixedReply, isTyped, terminalContext, type Draft, type OpenedTurn } from "../turn";
import type { LanguageOutcome } from "./language-lock";

/**
 * Stage "emergency", before the language lock may answer: someone describing an emergency hears
 * the emergency number at once — in the language they spoke, even on a call locked to another
 * (a French caller on a Dutch line is not told how to switch languages first). No filler,
 * disclaimer, retrieval, model or transfer follows: an emergency must not wait in a queue.
 * Otherwise the turn goes on, and the pre-filter reuses this classification when it would classify
 * the same words in the same language again.
 */
export type EmergencyOutcome = { lang: Lang; reply: Draft } | { reply: null; classified: Classified };

/** A pre-filter verdict already reached for these words in this language. */
export interface Classified {
  text: string;
  lang: Lang;
  class: PrefilterClass;
}

export function answerEmergency(turn: OpenedTurn, language: LanguageOutcome): EmergencyOutcome {
  const decision = classifyTerminalDetailed(turn.heard, language.heard);
  turn.watch.lap("prefilter");
  if (decision.class !== "EMERGENCY") return { reply: null, classified: { text: turn.heard, lang: language.heard, class: decision.class } };
  return { lang: language.heard, reply: emergencyReply(turn, language.heard, decision.emergency) };
}

/**
 * The emergency reply: 112 first and last; for suicidal intent the tenant's crisis line too. An
 * emergency the second opinion heard has no family (no pattern named one): 112 only. Typed (the
 * website's chat): no "hang up", and the number as digits next to the page's card.
 */
export function emergencyReply(turn: Pick<OpenedTurn, "tenant" | "request">, lang: Lang, family?: EmergencyFamily): Draft {
  const context = terminalContext(turn.tenant.taxonomy);
  const text = isTyped(turn) ? typedEmergencyResponse(lang, context, family) : terminalResponse("EMERGENCY", lang, context, family);
  return fixedReply(text, "EMERGENCY");
}
