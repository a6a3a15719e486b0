import type { Lang } from "~/lib/lang";
import { decideLanguage } from "../../language";
import { fixedReply, type Draft, type OpenedTurn } from "../turn";

export interface LanguageOutcome {
  /** The language this turn is answered in. */
  lang: Lang;
  /** The language the caller spoke: the locked one, except when they spoke another on a locked call. */
  heard: Lang;
  /** The conversation's language lock after this turn. */
  lock: Lang | null;
  /** A switch confirmation or a locked-out reply: the turn ends with it. */
  reply: Draft | null;
}

/**
 * Stage "language lock": the call's language locks at the first confirmed utterance; a caller who
 * asks to switch is switched, one who speaks another language on a locked call is told how to.
 */
export function lockLanguage(turn: OpenedTurn): LanguageOutcome {
  const locked = turn.conversation.lockedLanguage;
  const decision = decideLanguage({
    lockedLang: locked,
    declaredLang: turn.request.lang,
    utterance: turn.heard,
    tenantDefaultLang: turn.tenant.taxonomy.tenant.defaultLanguage,
  });
  turn.watch.lap("language");
  switch (decision.kind) {
    case "switch":
      return { lang: decision.lang, heard: decision.lang, lock: decision.lang, reply: fixedReply(decision.reply, "LANGUAGE_SWITCH") };
    case "locked_out":
      return { lang: decision.lang, heard: decision.spokenLang, lock: locked, reply: fixedReply(decision.reply, "LANGUAGE_LOCKED") };
    case "answer":
      return { lang: decision.lang, heard: decision.lang, lock: decision.lockNow ? decision.lang : locked, reply: null };
  }
}
