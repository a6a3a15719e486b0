import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db";
import { conversationMessages, pipelineTelemetry } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import { conversationUpdate, saveConversation } from "../conversation-store";
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
 * Write a turn: the conversation state, the message and its telemetry in one statement (one round
 * trip; three before, each waiting for a pooled connection under load). When that fails every
 * time, each is written on its own and retried — so a failing telemetry write never takes the
 * message down with it — and what the database still refuses goes to the dead-letter file.
 */
export async function persistTurn(db: Db, r: TurnRecord, deadLetter: DeadLetter = deadLetterTurn): Promise<{ messageId: string | null }> {
  const ids = { conversationId: r.conversation.id, turnIndex: r.result.turnIndex };
  try {
    const written = await withRetry("turn_write", ids, () => writeTurnAtOnce(db, r));
    // The turn index was taken: this very turn written before (a retry), or another turn of the
    // conversation that ran at the same time on another instance — then this one is not stored.
    if (written.messageId === null) log.warn(ids, "turn_index_taken");
    return written;
  } catch {
    // Logged as turn_write_failed; the writes one by one say which part the database refuses.
  }
  try {
    await withRetry("conversation_state_write", ids, () => saveConversation(db, r.conversation, dispositionOf(r.result)));
    return await writeMessageAndTelemetry(db, r, ids);
  } catch (err) {
    // Every retry failed: the turn goes to the dead-letter file instead of only a log line.
    await deadLetter(r, err);
    return { messageId: null };
  }
}

/**
 * `insert into <table> (message_id, …) select msg.id, $1, … from msg`: the telemetry row of the
 * message the same statement inserts (none when the message was stored already). Each value is
 * encoded by its column (jsonb, enums) and cast to the column's type.
 */
function telemetryFromInsertedMessage(row: typeof pipelineTelemetry.$inferInsert): SQL {
  const columns = getTableColumns(pipelineTelemetry);
  const entries = Object.entries(row).filter(([key, value]) => key !== "messageId" && value !== undefined);
  const names = entries.map(([key]) => sql.identifier(columns[key as keyof typeof columns].name));
  const values = entries.map(([key, value]) => {
    const column = columns[key as keyof typeof columns];
    return sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
  });
  return sql`insert into ${pipelineTelemetry} (${sql.identifier(columns.messageId.name)}, ${sql.join(names, sql`, `)})
    select msg.id, ${sql.join(values, sql`, `)} from msg`;
}

async function writeTurnAtOnce(db: Db, r: TurnRecord): Promise<{ messageId: string | null }> {
  const state = conversationUpdate(db, r.conversation, dispositionOf(r.result));
  const message = db.insert(conversationMessages).values(messageRow(r)).onConflictDoNothing().returning({ id: conversationMessages.id });
  // Data-modifying CTEs all run, referenced or not: the state update runs even when the message was stored before.
  const rows = await queryRows<{ messageId: string }>(
    db,
    sql`with state as (${state.getSQL()}), msg as (${message.getSQL()}), telemetry as (${telemetryFromInsertedMessage(telemetryRow(r, null))} returning message_id)
        select message_id as "messageId" from telemetry`,
  );
  return { messageId: rows[0]?.messageId ?? null };
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
    answerWritten: r.answerWritten,
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
