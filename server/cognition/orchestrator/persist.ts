import type { Db } from "../../db";
import { conversationMessages, pipelineTelemetry } from "../../db/schema";
import type { AnswerPath } from "../../db/schema/enums";
import { moduleLogger } from "../../logger";
import type { Citation } from "../citations";
import { saveConversation, type Conversation } from "./conversation-store";

const log = moduleLogger("cognition.persist");

export interface TurnRecord {
  conversation: Conversation;
  turnIndex: number;
  utterance: string;
  utteranceRedacted: string;
  answer: string;
  language: string;
  intent: string | null;
  terminalClass: string;
  path: AnswerPath;
  citations: Citation[];
  found: boolean;
  disclaimer: boolean;
  action: string;
  stageLatencies: Record<string, number>;
  totalMs: number;
  retrievalCardinality: number;
  primaryCategory: string | null;
  disposition?: "answered" | "escalated" | "farewelled";
}

export const PERSIST_ATTEMPTS = 4;
const BACKOFF_MS = [50, 200, 800];

async function withRetry<T>(what: string, ids: Record<string, unknown>, fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= PERSIST_ATTEMPTS) {
        log.error({ ...ids, err, attempts: attempt }, `${what}_failed`);
        throw err;
      }
      log.warn({ ...ids, err: (err as Error).message, attempt }, `${what}_retry`);
      await new Promise((r) => setTimeout(r, BACKOFF_MS[attempt - 1] ?? 800));
    }
  }
}

/**
 * Write a turn: conversation state, then the message, then telemetry — each retried on its own, so
 * a failing telemetry write never takes the message down with it. Runs after the reply is out.
 */
export async function persistTurn(db: Db, r: TurnRecord): Promise<{ messageId: string | null }> {
  const ids = { conversationId: r.conversation.id, turnIndex: r.turnIndex };
  await withRetry("conversation_state_write", ids, () => saveConversation(db, r.conversation, r.disposition));
  const messageId = await withRetry("message_write", ids, async () => {
    const [row] = await db
      .insert(conversationMessages)
      .values({
        conversationId: r.conversation.id,
        turnIndex: r.turnIndex,
        utterance: r.utterance,
        utteranceRedacted: r.utteranceRedacted,
        answer: r.answer,
        language: r.language as never,
        intent: r.intent,
        terminalClass: r.terminalClass,
        path: r.path,
        citations: r.citations,
        found: r.found,
        disclaimer: r.disclaimer,
        action: r.action,
      })
      .onConflictDoNothing()
      .returning({ id: conversationMessages.id });
    return row?.id ?? null;
  });
  await withRetry("telemetry_write", ids, () =>
    db.insert(pipelineTelemetry).values({
      messageId,
      conversationId: r.conversation.id,
      tenantId: r.conversation.tenantId,
      stageLatencies: r.stageLatencies,
      totalMs: r.totalMs,
      retrievalCardinality: r.retrievalCardinality,
      intentClass: r.intent,
      primaryCategory: r.primaryCategory,
      path: r.path,
    }),
  ).catch(() => undefined);
  return { messageId };
}

/**
 * One in-flight persistence chain per conversation: the reply does not wait for the database, but
 * the next turn of the same call does (it needs the lock, the focus and the not-found count).
 */
const pending = new Map<string, Promise<unknown>>();

export function enqueuePersist(conversationId: string, job: () => Promise<unknown>): Promise<unknown> {
  const previous = pending.get(conversationId) ?? Promise.resolve();
  const next = previous.then(job, job).catch((err: unknown) => log.error({ conversationId, err }, "turn_persist_lost"));
  pending.set(conversationId, next);
  void next.finally(() => {
    if (pending.get(conversationId) === next) pending.delete(conversationId);
  });
  return next;
}

/** Wait until every write for this conversation (or all, without an id) has landed. */
export async function settlePersistence(conversationKey?: string): Promise<void> {
  if (conversationKey) await pending.get(conversationKey);
  else await Promise.all([...pending.values()]);
}
