import { z } from "zod";
import { citationSchema } from "./citations";
import { conversationKeySchema, INPUT_LIMITS, safeText, slugSchema } from "./input";
import { LANGUAGES, langSchema } from "~/lib/lang";
import { ANSWER_PATHS, CONVERSATION_CHANNELS, TERMINAL_CLASSES, TURN_ACTIONS } from "./vocabulary";

export { TURN_ACTIONS, type TurnAction } from "./vocabulary";

/**
 * The turn contract shared by the CLI, the tRPC API, the browser and the voice agent. The agent
 * and the browser validate what they receive with these schemas (see the contract tests).
 */
export const turnRequestSchema = z.strictObject({
  tenant: slugSchema,
  /** The client's conversation key (LiveKit room, SIP call id, chat session). Created on first use. */
  conversation: conversationKeySchema,
  channel: z.enum(CONVERSATION_CHANNELS).default("chat"),
  /** The language the channel reports (STT detection, page language); the lock decides. */
  lang: langSchema.optional(),
  text: safeText({ max: INPUT_LIMITS.utterance, multiline: true }),
  /**
   * How sure the recogniser was of the words, 0–1, when it says (Deepgram does; a local Whisper
   * does not, and then nothing is sent). A spoken turn heard with too little confidence is asked
   * again instead of answered; a typed one has none.
   */
  confidence: z.number().min(0).max(1).optional(),
});
export type TurnRequest = z.input<typeof turnRequestSchema>;

export const turnResultSchema = z.object({
  conversationId: z.string(),
  turnIndex: z.number().int(),
  /** Exactly what is spoken (shaped, post-filtered, disclaimer included). */
  spoken: z.string(),
  /**
   * The same answer as written for a reader ("011 30 40 00", "14:00"): what the typed chat shows.
   * spoken says numbers and times in words for the voice; a reader would stumble on those.
   */
  written: z.string(),
  sentences: z.array(z.string()),
  language: z.enum(LANGUAGES),
  /** What decided the reply (FALLTHROUGH when the turn went on to an answer). */
  class: z.enum(TERMINAL_CLASSES),
  intent: z.string().nullable(),
  path: z.enum(ANSWER_PATHS),
  disclaimer: z.boolean(),
  citations: z.array(citationSchema),
  found: z.boolean(),
  action: z.enum(TURN_ACTIONS),
  latencyMs: z.number(),
});
export type TurnResult = z.infer<typeof turnResultSchema>;

/** The streamed form: sentences as soon as they are safe to speak, then the whole result. */
export const turnEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("sentence"), index: z.number().int(), text: z.string() }),
  z.object({ type: z.literal("done"), result: turnResultSchema }),
]);
export type TurnEvent = z.infer<typeof turnEventSchema>;
