import type { Db } from "~/server/db";
import { conversationMessages, pipelineTelemetry } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import { saveConversation } from "../conversation-store";
import { deadLetterTurn } from "./dead-letter";
import { dispositionOf, type TurnRecord } from "./turn-record";

const log = moduleLogger("cognition.persist");

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

/** Where a turn goes when the database would not take it (tests pass their own). */
export type DeadLetter = (r: TurnRecord, err: unknown) => Promise<void>;

/**
 * Write a turn: conversation state, then the message, then telemetry — each retried on its own, so
 * a failing telemetry write never takes the message down with it. Runs after the reply is out.
 */
export async function persistTurn(db: Db, r: TurnRecord, deadLetter: DeadLetter = deadLetterTurn): Promise<{ messageId: string | null }> {
  const ids = { conversationId: r.conversation.id, turnIndex: r.result.turnIndex };
  try {
    await withRetry("conversation_state_write", ids, () => saveConversation(db, r.conversation, dispositionOf(r.result.action)));
    return await writeMessageAndTelemetry(db, r, ids);
  } catch (err) {
    // Every retry failed: the turn goes to the dead-letter file instead of only a log line.
    await deadLetter(r, err);
    return { messageId: null };
  }
}

/** The conversation_messages row of a turn: what was said and answered, as the call list and replay show it. */
export function messageRow(r: TurnRecord): typeof conversationMessages.$inferInsert {
  const { result } = r;
  return {
    conversationId: r.conversation.id,
    turnIndex: result.turnIndex,
    utterance: r.utterance,
    utteranceRedacted: r.utteranceRedacted,
    answer: result.spoken,
    language: result.language,
    intent: result.intent,
    terminalClass: result.class,
    path: result.path,
    citations: result.citations,
    found: result.found,
    disclaimer: result.disclaimer,
    action: result.action,
  };
}

/** The pipeline_telemetry row of a turn: timings and classes, never the caller's words (only the grouping key). */
export function telemetryRow(r: TurnRecord, messageId: string | null): typeof pipelineTelemetry.$inferInsert {
  const { result } = r;
  return {
    messageId,
    conversationId: r.conversation.id,
    tenantId: r.conversation.tenantId,
    stageLatencies: r.stageLatencies,
    totalMs: r.totalMs,
    retrievalCardinality: r.retrievalCardinality,
    intentClass: result.intent,
    terminalClass: result.class,
    primaryCategory: r.primaryCategory,
    path: result.path,
    language: result.language,
    found: result.found,
    disclaimer: result.disclaimer,
    citationCount: result.citations.length,
    action: result.action,
    postfilterBlocked: r.postfilterBlocked,
    sentencesDropped: r.sentencesDropped,
    questionKey: r.questionKey,
  };
}

async function writeMessageAndTelemetry(db: Db, r: TurnRecord, ids: { conversationId: string; turnIndex: number }): Promise<{ messageId: string | null }> {
  const messageId = await withRetry("message_write", ids, async () => {
    const [row] = await db.insert(conversationMessages).values(messageRow(r)).onConflictDoNothing().returning({ id: conversationMessages.id });
    return row?.id ?? null;
  });
  await withRetry("telemetry_write", ids, () => db.insert(pipelineTelemetry).values(telemetryRow(r, messageId))).catch(() => undefined);
  return { messageId };
}
