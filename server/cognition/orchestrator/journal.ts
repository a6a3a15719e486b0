import { randomUUID } from "node:crypto";
import { recordMismatchTelemetry, type MismatchRecord } from "~/server/knowledge/retrieval";
import { openConversation, type Conversation } from "./conversation-store";
import type { ReplyOutcome } from "./persistence/turn-record";
import { persistAfterReply } from "./stages/persist";
import type { ParsedTurnRequest, Turn, TurnDeps } from "./turn";

/**
 * Where a turn leaves its traces: the conversation it continues, retrieval's category telemetry,
 * and — after the reply — the message, the pipeline telemetry and the process metrics.
 *
 * A caller's turn is a call: everything is written (the call list, replay, the dashboard, alerts
 * and /api/metrics read it). A rehearsal — QA's evaluation runs — asks the very same pipeline
 * the very same questions but is no call: it keeps its conversations in memory and writes
 * nothing, so a run of 500 cases never shows up as 500 calls or moves an alert.
 */
export interface TurnJournal {
  open(deps: TurnDeps, tenantId: string, request: ParsedTurnRequest): Promise<Conversation>;
  recordMismatch(deps: TurnDeps, row: MismatchRecord): Promise<void>;
  afterReply(turn: Turn, outcome: ReplyOutcome): void;
}

export const callJournal: TurnJournal = {
  open: (deps, tenantId, request) => openConversation(deps.db, tenantId, request.conversation, request.channel),
  recordMismatch: (deps, row) => recordMismatchTelemetry(deps.db, row),
  afterReply: persistAfterReply,
};

/** A journal that remembers its conversations in this object only (each rehearsal gets its own). */
export function rehearsalJournal(): TurnJournal {
  const conversations = new Map<string, Conversation>();
  return {
    open: async (_deps, tenantId, request) =>
      conversations.get(request.conversation) ?? {
        id: randomUUID(),
        tenantId,
        externalId: request.conversation,
        lockedLanguage: null,
        disclaimerSpoken: false,
        consecutiveNotFound: 0,
        state: { focus: {}, history: [] },
        nextTurnIndex: 0,
      },
    recordMismatch: async () => {},
    afterReply: (turn, outcome) => {
      conversations.set(turn.request.conversation, { ...outcome.conversation, nextTurnIndex: outcome.conversation.nextTurnIndex + 1 });
    },
  };
}

export const journalOf = (deps: TurnDeps): TurnJournal => deps.journal ?? callJournal;
