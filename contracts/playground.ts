import { z } from "zod";
import { langSchema } from "~/lib/lang";
import { conversationKeySchema, safeText } from "./input";

/**
 * The console's playground: a question typed as a caller would ask it, answered by the real line
 * without becoming a call. One schema for the page's form and the server.
 */

export const PLAYGROUND_LIMITS = {
  /** A caller's question is a sentence or two (as an evaluation case's); within the turn's own cap (INPUT_LIMITS.utterance), so the turn never refuses what this form took. */
  question: 500,
  /** The browser's key for one playground conversation (a UUID in practice). */
  conversation: 64,
  /** Chunks of the retrieval ranking shown under an answer. */
  ranking: 5,
} as const;

export const playgroundQuestionSchema = safeText({ min: 1, max: PLAYGROUND_LIMITS.question, multiline: true }).refine(
  (q) => q.trim().length > 0,
  "must not be empty",
);

export const playgroundAskSchema = z.object({
  question: playgroundQuestionSchema,
  /** Omitted → the line detects the language as it does for a caller. */
  lang: langSchema.optional(),
  /** Questions sent with the same key continue one conversation (language lock, focus, disclaimer); omitted → a one-off question. */
  conversation: conversationKeySchema.max(PLAYGROUND_LIMITS.conversation, `must be at most ${PLAYGROUND_LIMITS.conversation} characters`).optional(),
});
export type PlaygroundAsk = z.infer<typeof playgroundAskSchema>;
