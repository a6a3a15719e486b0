import { moduleLogger } from "~/lib/logger";
import type { ParsedTurnRequest } from "../turn";

const log = moduleLogger("cognition.persist");

/** The key of a conversation's write queue: the client's conversation key within its tenant. */
export const conversationKey = (r: Pick<ParsedTurnRequest, "tenant" | "conversation">) => `${r.tenant}:${r.conversation}`;

/**
 * One in-flight write chain per conversation, for this process: the caller's sentences do not wait
 * for the database (they stream as they are decided), the turn's result and the next turn of the
 * same call do (it needs the lock, the focus and the not-found count). A chain that fails is logged
 * and does not block the next write.
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

/** Wait for the writes of the conversation with this id, if any are in flight. */
export async function settleConversation(conversationId: string): Promise<void> {
  const key = keyByConversationId.get(conversationId);
  if (key) await settlePersistence(key);
}

/**
 * The turn indices this process has handed out, per conversation. A turn reads the next index from
 * the database once the previous turn's writes have landed — but a voice turn can start while the
 * previous one is still being answered (the caller went on after the line decided they had
 * finished, and the agent asked again with the longer words). Both read the same index, and the
 * one written second was not stored (`turn_index_taken`): often the answer the caller heard. So an
 * index is reserved when the turn opens; across instances the database still decides.
 */
const reservedTurnIndex = new Map<string, { index: number; at: number }>();
/** A call is over long before this; a conversation idle for longer reads its index from the database again. */
const RESERVATION_TTL_MS = 30 * 60_000;
const MAX_RESERVATIONS = 10_000;

/** Keyed by the conversation's row id: a conversation erased and begun again under the same key starts from 0. */
export function reserveTurnIndex(conversationId: string, fromDatabase: number, now = Date.now()): number {
  const held = reservedTurnIndex.get(conversationId);
  const index = held && now - held.at < RESERVATION_TTL_MS ? Math.max(fromDatabase, held.index + 1) : fromDatabase;
  reservedTurnIndex.delete(conversationId);
  if (reservedTurnIndex.size >= MAX_RESERVATIONS) reservedTurnIndex.delete(reservedTurnIndex.keys().next().value!);
  reservedTurnIndex.set(conversationId, { index, at: now });
  return index;
}
