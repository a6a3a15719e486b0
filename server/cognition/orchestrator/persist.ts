import { and, eq } from "drizzle-orm";
import type { VoiceTimingsInput } from "../../../contracts/agent-app";
import type { Db } from "../../db";
import { conversationMessages, conversations, pipelineTelemetry, tenants } from "../../db/schema";
import type { AnswerPath, TerminalClass } from "../../../contracts/vocabulary";
import { moduleLogger } from "../../../lib/logger";
import type { Citation } from "../../../contracts/citations";
import { observeFirstAudio } from "../../operations/metrics";
import { saveConversation, type Conversation, type TurnDisposition } from "./conversation-store";
import { deadLetterTurn } from "./dead-letter";

const log = moduleLogger("cognition.persist");

export interface TurnRecord {
  conversation: Conversation;
  turnIndex: number;
  utterance: string;
  utteranceRedacted: string;
  answer: string;
  language: string;
  intent: string | null;
  terminalClass: TerminalClass;
  path: AnswerPath;
  citations: Citation[];
  found: boolean;
  disclaimer: boolean;
  action: string;
  stageLatencies: Record<string, number>;
  totalMs: number;
  retrievalCardinality: number;
  primaryCategory: string | null;
  /** Operations telemetry (server/operations): the post-filter's verdict, the shaper's drops, the grouping key. */
  postfilterBlocked?: boolean;
  sentencesDropped?: number;
  questionKey?: string | null;
  disposition?: TurnDisposition;
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
export async function persistTurn(db: Db, r: TurnRecord, deadLetter: DeadLetter = deadLetterTurn): Promise<{ messageId: string | null }> {
  const ids = { conversationId: r.conversation.id, turnIndex: r.turnIndex };
  try {
    await withRetry("conversation_state_write", ids, () => saveConversation(db, r.conversation, r.disposition));
    return await writeMessageAndTelemetry(db, r, ids);
  } catch (err) {
    // Every retry failed: the turn goes to the dead-letter file instead of only a log line.
    await deadLetter(r, err);
    return { messageId: null };
  }
}

/** Where a turn goes when the database would not take it (tests pass their own). */
export type DeadLetter = (r: TurnRecord, err: unknown) => Promise<void>;

async function writeMessageAndTelemetry(db: Db, r: TurnRecord, ids: { conversationId: string; turnIndex: number }): Promise<{ messageId: string | null }> {
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
      terminalClass: r.terminalClass,
      primaryCategory: r.primaryCategory,
      path: r.path,
      language: r.language,
      found: r.found,
      disclaimer: r.disclaimer,
      citationCount: r.citations.length,
      action: r.action,
      postfilterBlocked: r.postfilterBlocked ?? false,
      sentencesDropped: r.sentencesDropped ?? 0,
      questionKey: r.questionKey ?? null,
    }),
  ).catch(() => undefined);
  return { messageId };
}

/**
 * One in-flight persistence chain per conversation: the reply does not wait for the database, but
 * the next turn of the same call does (it needs the lock, the focus and the not-found count).
 */
const pending = new Map<string, Promise<unknown>>();
/** The agent reports timings by conversation id; the chain is keyed by the client's conversation key. */
const keyByConversationId = new Map<string, string>();

export function enqueuePersist(conversationKey: string, conversationId: string, job: () => Promise<unknown>): Promise<unknown> {
  const previous = pending.get(conversationKey) ?? Promise.resolve();
  const next = previous.then(job, job).catch((err: unknown) => log.error({ conversationId, err }, "turn_persist_lost"));
  pending.set(conversationKey, next);
  keyByConversationId.set(conversationId, conversationKey);
  void next.finally(() => {
    if (pending.get(conversationKey) !== next) return;
    pending.delete(conversationKey);
    keyByConversationId.delete(conversationId);
  });
  return next;
}

/** Wait until every write for this conversation (or all, without a key) has landed. */
export async function settlePersistence(conversationKey?: string): Promise<void> {
  if (conversationKey) await pending.get(conversationKey);
  else await Promise.all([...pending.values()]);
}

/**
 * The agent-side timings of a voice turn join that turn's telemetry row. The turn's rows are
 * written after its reply, so this waits for its own conversation's writes (and no one else's).
 * Returns the number of telemetry rows updated: 0 means there is no such turn.
 */
export async function recordAgentTimings(db: Db, input: VoiceTimingsInput): Promise<number> {
  const key = keyByConversationId.get(input.conversationId);
  if (key) await settlePersistence(key);
  const ids = { conversationId: input.conversationId, turnIndex: input.turnIndex };
  const [message] = await db
    .select({ id: conversationMessages.id, path: conversationMessages.path })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(tenants, eq(tenants.id, conversations.tenantId))
    .where(
      and(eq(conversationMessages.conversationId, input.conversationId), eq(conversationMessages.turnIndex, input.turnIndex), eq(tenants.slug, input.tenant)),
    );
  if (!message) {
    log.warn(ids, "voice_timings_for_unknown_turn");
    return 0;
  }
  const updated = await db
    .update(pipelineTelemetry)
    .set({ agentTimings: input.timings })
    .where(eq(pipelineTelemetry.messageId, message.id))
    .returning({ id: pipelineTelemetry.id });
  log.info({ ...ids, rows: updated.length }, "voice_timings_recorded");
  if (updated.length && input.timings.firstAudioMs !== undefined) observeFirstAudio(input.tenant, message.path, input.timings.firstAudioMs);
  return updated.length;
}
