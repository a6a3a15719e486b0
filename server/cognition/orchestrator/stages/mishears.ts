import type { ConversationChannel } from "~/contracts/vocabulary";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { applyReplacements, type Mishear } from "~/server/voice/overlays";
import type { OpenedTurn } from "../turn";

const log = moduleLogger("cognition.mishears");

/** Channels whose words come from a speech recogniser: only they carry its mishears. */
const RECOGNISED: ReadonlySet<ConversationChannel> = new Set(["voice", "sip"]);

/**
 * Stage "mishears": the tenant's known recogniser mishears ("linden hof", "kardiologie") are
 * corrected before anything else reads the words — those of the call's language and those that
 * hold in every language. Typed text is left as the caller wrote it.
 */
export function correctMishears(turn: OpenedTurn, lang: Lang): string {
  if (!RECOGNISED.has(turn.request.channel) || !turn.heard) return turn.heard;
  const corrected = recognisedWordsCorrected(turn.heard, lang, turn.tenant.overlay.mishears);
  if (corrected.applied) log.info({ conversation: turn.request.conversation, lang, applied: corrected.applied }, "voice_mishears_applied");
  return corrected.text;
}

/** The one rule for a recogniser's words: the turn and its preparation (../prepare-turn.ts) must agree on them. */
export function recognisedWordsCorrected(heard: string, lang: Lang, mishears: readonly Mishear[]): { text: string; applied: number } {
  return applyReplacements(heard, lang, mishears);
}
