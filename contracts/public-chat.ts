import { z } from "zod";
import { INPUT_LIMITS, safeText, slugSchema } from "./input";
import { langSchema } from "~/lib/lang";
import { turnEventSchema, turnResultSchema } from "./turn";

/**
 * The website's typed chat (`cognition.turn`, `cognition.turnStream`, public): the browser never
 * names a conversation. The first question starts one, and the answer carries a signed, expiring
 * token for it; the next question sends that token back. Without the token nobody can add to a
 * conversation, and no token is ever issued for a call (web or phone), so the public chat cannot
 * write into one. server/api/chat/conversation-token.ts issues and checks the tokens.
 */
export const chatTokenSchema = z
  .string()
  .min(20, "not a conversation token")
  .max(400, "not a conversation token")
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, "not a conversation token");

export const chatTurnInputSchema = z.strictObject({
  tenant: slugSchema,
  /** The token the previous answer gave; omitted for the first question of a conversation. */
  conversation: chatTokenSchema.optional(),
  /** The page's language; the lock decides. */
  lang: langSchema.optional(),
  text: safeText({ max: INPUT_LIMITS.utterance, multiline: true }),
});
export type ChatTurnInput = z.input<typeof chatTurnInputSchema>;

/** The answer, and the token to send with the next question (its expiry starts again with each answer). */
export const chatTurnResultSchema = turnResultSchema.extend({ conversationToken: chatTokenSchema });
export type ChatTurnResult = z.infer<typeof chatTurnResultSchema>;

/** The streamed form: the token comes first, so a page that stops reading early can still go on. */
export const chatTurnEventSchema = z.union([z.object({ type: z.literal("conversation"), conversationToken: chatTokenSchema }), turnEventSchema]);
export type ChatTurnEvent = z.infer<typeof chatTurnEventSchema>;
