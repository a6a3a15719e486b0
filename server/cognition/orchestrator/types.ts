import { z } from "zod";
import { citationSchema } from "../citations";
import { LANGUAGES, langSchema } from "../../lang";
import { ANSWER_PATHS, CONVERSATION_CHANNELS } from "../../db/schema/enums";

/**
 * The turn contract shared by the CLI, the tRPC API, the browser and the voice agent. The agent
 * and the browser validate what they receive with these schemas (see the contract tests).
 */
export const turnRequestSchema = z.strictObject({
  tenant: z.string().min(1, "tenant is the tenant slug"),
  /** The client's conversation key (LiveKit room, SIP call id, chat session). Created on first use. */
  conversation: z.string().min(1, "conversation is the client's conversation key").max(200),
  channel: z.enum(CONVERSATION_CHANNELS).default("chat"),
  /** The language the channel reports (STT detection, page language); the lock decides. */
  lang: langSchema.optional(),
  text: z.string().max(2000, "an utterance is at most 2000 characters"),
});
export type TurnRequest = z.input<typeof turnRequestSchema>;

export const TURN_ACTIONS = ["none", "transfer", "end_call"] as const;
export type TurnAction = (typeof TURN_ACTIONS)[number];

export const turnResultSchema = z.object({
  conversationId: z.string(),
  turnIndex: z.number().int(),
  /** Exactly what is spoken (shaped, post-filtered, disclaimer included). */
  spoken: z.string(),
  sentences: z.array(z.string()),
  language: z.enum(LANGUAGES),
  /** The pre-filter's terminal class (FALLTHROUGH when the turn went on). */
  class: z.string(),
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
