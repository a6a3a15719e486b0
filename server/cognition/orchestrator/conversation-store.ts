import { and, eq, max } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db";
import { conversationMessages, conversations } from "../../db/schema";
import type { ConversationChannel } from "../../../contracts/vocabulary";
import type { Lang } from "../../../lib/lang";
import { moduleLogger } from "../../../lib/logger";

const log = moduleLogger("cognition.conversation");

/** Turns of history kept for follow-up resolution and the LLM's context. */
export const HISTORY_TURNS = 3;

const stateSchema = z.object({
  focus: z.object({ doctorKey: z.string().optional(), departmentKey: z.string().optional() }).default({}),
  history: z.array(z.object({ user: z.string(), assistant: z.string() })).default([]),
  lastSpoken: z.string().optional(),
  /** The last answer offered to put the caller through; a bare "ja" to it is an acceptance. */
  offer: z.enum(["transfer"]).optional(),
});
export type ConversationState = z.infer<typeof stateSchema>;

export interface Conversation {
  id: string;
  tenantId: string;
  externalId: string;
  lockedLanguage: Lang | null;
  disclaimerSpoken: boolean;
  consecutiveNotFound: number;
  state: ConversationState;
  /** The index the next turn gets. */
  nextTurnIndex: number;
}

/** Find the conversation by its client key, or start it. */
export async function openConversation(db: Db, tenantId: string, externalId: string, channel: ConversationChannel): Promise<Conversation> {
  await db.insert(conversations).values({ tenantId, externalId, channel }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.externalId, externalId)));
  if (!row) throw new Error(`conversation ${externalId} could not be opened`);
  const [{ last }] = (await db
    .select({ last: max(conversationMessages.turnIndex) })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, row.id))) as [{ last: number | null }];
  const parsed = stateSchema.safeParse(row.state);
  if (!parsed.success) log.warn({ conversationId: row.id, issues: parsed.error.issues.length }, "conversation_state_reset");
  return {
    id: row.id,
    tenantId,
    externalId,
    lockedLanguage: row.lockedLanguage,
    disclaimerSpoken: row.disclaimerSpoken,
    consecutiveNotFound: row.consecutiveNotFound,
    state: parsed.success ? parsed.data : stateSchema.parse({}),
    nextTurnIndex: (last ?? -1) + 1,
  };
}

export async function saveConversation(db: Db, c: Conversation, disposition?: "answered" | "escalated" | "farewelled"): Promise<void> {
  await db
    .update(conversations)
    .set({
      lockedLanguage: c.lockedLanguage,
      disclaimerSpoken: c.disclaimerSpoken,
      consecutiveNotFound: c.consecutiveNotFound,
      state: c.state,
      ...(disposition ? { disposition, ...(disposition !== "answered" ? { endedAt: new Date() } : {}) } : {}),
    })
    .where(eq(conversations.id, c.id));
}
