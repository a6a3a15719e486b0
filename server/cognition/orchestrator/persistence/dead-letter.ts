import { appendFile } from "node:fs/promises";
import { ownerOnlyDir, ownerOnlyFile } from "~/lib/files/owner-only";
import { dirname, resolve } from "node:path";
import { serializeError } from "~/lib/log-errors";
import { moduleLogger } from "~/lib/logger";
import { redactPii } from "~/lib/privacy";
import { env } from "~/lib/env";
import type { TurnRecord } from "./turn-record";

const log = moduleLogger("cognition.dead_letter");

/**
 * Where a turn goes when the database would not take it after every retry: one JSON line per turn
 * in the data dir, redacted like the logs (the caller's words as redacted for telemetry, the answer
 * redacted too), so an operator can see what was lost and replay it by hand. A hospital must be able
 * to say what its line told a caller; "the database was down" is not an answer that loses the turn.
 */
export function deadLetterPath(dataDir = env().VOICEDESK_DATA_DIR): string {
  return resolve(dataDir, "dead-letter", "turns.jsonl");
}

let written = 0;
let failed = 0;

/** Turns written to the dead-letter file, and turns that could not even be written there (this process). */
export function deadLetterCounts(): { written: number; failed: number } {
  return { written, failed };
}

/**
 * The line kept of a turn the database lost. The result's fields are picked by name, not spread:
 * a field added to the result later may carry the caller's words, and this file must not.
 */
export function deadLetterLine(r: TurnRecord, err: unknown, at = new Date()): Record<string, unknown> {
  const { turnIndex, language, class: terminalClass, intent, path, found, disclaimer, action, citations, spoken } = r.result;
  return {
    at: at.toISOString(),
    tenantId: r.conversation.tenantId,
    conversationKey: r.conversation.externalId,
    conversationId: r.conversation.id,
    turnIndex,
    language,
    utteranceRedacted: r.utteranceRedacted,
    answerRedacted: redactPii(spoken),
    terminalClass,
    intent,
    path,
    found,
    disclaimer,
    action,
    citations: citations.length,
    totalMs: r.totalMs,
    error: serializeError(err),
  };
}

export async function deadLetterTurn(r: TurnRecord, err: unknown, path = deadLetterPath()): Promise<void> {
  const ids = { conversationId: r.conversation.id, turnIndex: r.result.turnIndex };
  const line = JSON.stringify(deadLetterLine(r, err));
  try {
    ownerOnlyDir(dirname(path));
    await appendFile(ownerOnlyFile(path), `${line}\n`, { encoding: "utf8" });
    written += 1;
    log.error({ ...ids, path }, "turn_dead_lettered");
  } catch (writeErr) {
    failed += 1;
    // Nothing else can hold the turn now: say so loudly, with ids only.
    log.fatal({ ...ids, err: writeErr }, "turn_lost");
  }
}
