import type { TurnResult } from "~/contracts/turn";

/**
 * The turn result of an extractive answer that says `spoken`, for the understanding bench's tests:
 * the judge reads only what was said and how the turn ended, so everything else is a fixed shape.
 */
export function extractiveTurn(spoken: string, language: TurnResult["language"], overrides: Partial<TurnResult> = {}): TurnResult {
  return {
    conversationId: "c",
    turnIndex: 0,
    spoken,
    written: spoken,
    sentences: [spoken],
    language,
    class: "FALLTHROUGH",
    intent: "general",
    path: "extractive",
    disclaimer: false,
    citations: [],
    found: true,
    action: "none",
    latencyMs: 10,
    ...overrides,
  };
}
