import { randomUUID } from "node:crypto";
import { recordMismatchTelemetry, type MismatchRecord } from "~/server/knowledge/retrieval";
import { readTenantVersion, type TenantVersion } from "~/server/tenant-context";
import { openTenantConversation, type Conversation } from "./conversation-store";
import type { ReplyOutcome } from "./persistence/turn-record";
import { persistAfterReply } from "./stages/persist";
import type { ParsedTurnRequest, Turn, TurnDeps } from "./turn";

/**
 * Where a turn leaves its traces: the conversation it continues, retrieval's category telemetry,
 * and — after the reply — the message, the pipeline telemetry and the process metrics.
 *
 * A caller's turn is a call: everything is written (the call list, replay, the dashboard, alerts
 * and /api/metrics read it) before the turn's result is returned. A rehearsal — QA's evaluation runs — asks the very same pipeline
 * the very same questions but is no call: it keeps its conversations in memory and writes
 * nothing, so a run of 500 cases never shows up as 500 calls or moves an alert.
 */
export interface TurnJournal {
  /** The tenant's id and context version, and the conversation as the previous turn left it (UnknownTenantError for no such tenant). */
  open(deps: TurnDeps, request: ParsedTurnRequest): Promise<{ tenant: TenantVersion; conversation: Conversation }>;
  recordMismatch(deps: TurnDeps, row: MismatchRecord): Promise<void>;
  /**
   * What the turn leaves behind once it is decided. The turn's result goes back to the client only
   * when this has settled: an answer a client got is stored, whichever instance it asks next and
   * even when this process dies right after answering.
   */
  afterReply(turn: Turn, outcome: ReplyOutcome): Promise<void> | void;
}

export const callJournal: TurnJournal = {
  open: (deps, request) => openTenantConversation(deps.db, request.tenant, request.conversation, request.channel),
  recordMismatch: (deps, row) => recordMismatchTelemetry(deps.db, row),
  afterReply: persistAfterReply,
};

/** A journal that remembers its conversations in this object only (each rehearsal gets its own). */
export function rehearsalJournal(): TurnJournal {
  const conversations = new Map<string, Conversation>();
  return {
    open: async (deps, request) => {
      const tenant = await readTenantVersion(deps.db, request.tenant);
      return { tenant, conversation: conversations.get(request.conversation) ?? freshConversation(tenant.id, request.conversation) };
    },
    recordMismatch: async () => {},
    afterReply: (turn, outcome) => {
      conversations.set(turn.request.conversation, { ...outcome.conversation, nextTurnIndex: outcome.conversation.nextTurnIndex + 1 });
    },
  };
}

/** A conversation before its first turn, as a rehearsal keeps it. */
export function freshConversation(tenantId: string, externalId: string): Conversation {
  return {
    id: randomUUID(),
    tenantId,
    externalId,
    lockedLanguage: null,
    disclaimerSpoken: false,
    consecutiveNotFound: 0,
    state: { focus: {}, history: [] },
    nextTurnIndex: 0,
  };
}

export const journalOf = (deps: TurnDeps): TurnJournal => deps.journal ?? callJournal;
