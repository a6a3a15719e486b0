import type { llm } from "@livekit/agents";
import type { Lang } from "~/lib/lang";
import type { TurnDetectorLike } from "../../turn-detection/turn-detector-like";
import { looksMidDictation } from "./dictation";

/** Probability given to "the caller is done" mid-dictation; below the threshold, the session waits its longest delay. */
const MID_DICTATION = 0.05;
const COMPLETE = 0.95;
const UNLIKELY_THRESHOLD = 0.5;

/** The caller's words the session is deciding about: the last user message of the context it passes. */
export function lastUserText(chatCtx: llm.ChatContext): string {
  for (let i = chatCtx.items.length - 1; i >= 0; i--) {
    const item = chatCtx.items[i]!;
    if (item.type === "message" && item.role === "user") return item.textContent ?? "";
  }
  return "";
}

/**
 * An end-of-turn detector made of rules, not weights (nothing is downloaded): a caller who stops
 * after "mijn nummer is nul vier" is given the session's maximum endpointing delay instead of its
 * minimum, so a pause between digit groups or before a name does not hand the turn to the line.
 */
export function dictationAwareTurnDetector(currentLang: () => Lang): TurnDetectorLike {
  return {
    model: "voicedesk-dictation-rules",
    provider: "voicedesk",
    unlikelyThreshold: async () => UNLIKELY_THRESHOLD,
    supportsLanguage: async () => true,
    predictEndOfTurn: async (chatCtx: llm.ChatContext) => (looksMidDictation(lastUserText(chatCtx), currentLang()) ? MID_DICTATION : COMPLETE),
  };
}
