import type { llm } from "@livekit/agents";

/** What agents-js's session asks of a turn detector that is not a streaming one (1.9's `_TurnDetector`). */
export interface TurnDetectorLike {
  model: string;
  provider: string;
  unlikelyThreshold(language?: string): Promise<number | undefined>;
  supportsLanguage(language?: string): Promise<boolean>;
  predictEndOfTurn(chatCtx: llm.ChatContext): Promise<number>;
}
