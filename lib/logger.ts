import { createHash } from "node:crypto";
import pino from "pino";
import { serializeError } from "./log-errors";

/**
 * Structured logs go to stderr: stdout belongs to the CLI's JSON Lines protocol and must carry
 * nothing else. Logs never carry what a caller said or heard, not even redacted: log its length,
 * its class, ids and timings; the words stay in the database (redaction misses some, and a log
 * file is read by more people than call replay is). The field names below are withheld as a
 * second line of defence, should a call site forget.
 *
 * The sink is swappable so tests can assert on log lines (the silent-failure discipline makes some
 * log lines part of the contract, e.g. collection sizes). Under vitest the default sink discards.
 */
type Sink = (line: string) => void;

const stderrSink: Sink = (line) => {
  process.stderr.write(line);
};
const discardSink: Sink = () => {};

/** Fields that would hold a caller's words or the line's answer. */
const CALLER_TEXT_FIELDS = ["utterance", "utteranceRedacted", "answer", "spoken", "transcript", "question", "text", "sentence", "queryPreview", "history"];

/**
 * Fields that hold a conversation's key or a LiveKit room's name. A room name admits to the call
 * with a token, and a conversation key was once enough to write into a conversation: in the log
 * they become a short digest, so one call's lines still correlate and nothing in them opens it.
 */
const CONVERSATION_KEY_FIELDS = ["room", "roomName", "conversation", "conversationKey", "externalId"];
export const conversationRef = (key: unknown): unknown =>
  typeof key === "string" ? `ref:${createHash("sha256").update(key).digest("hex").slice(0, 12)}` : key;

const underTest = process.env.VITEST !== undefined || process.env.NODE_ENV === "test";
let sink: Sink = underTest && !process.env.LOG_LEVEL ? discardSink : stderrSink;

export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? "info",
    base: { service: process.env.VOICEDESK_SERVICE ?? "voicedesk" },
    serializers: { err: serializeError, error: serializeError, ...Object.fromEntries(CONVERSATION_KEY_FIELDS.map((f) => [f, conversationRef])) },
    redact: {
      // Secrets, and the fields database drivers use for a statement and its parameters (the
      // caller's words, a phone number): errors go through serializeError, these catch the rest.
      paths: [
        "*.apiKey",
        "*.password",
        "*.token",
        "authorization",
        "*.authorization",
        "parameters",
        "params",
        "*.parameters",
        "*.params",
        ...CALLER_TEXT_FIELDS.flatMap((f) => [f, `*.${f}`]),
      ],
      // A count under one of those names ("text: 42") says nothing about the words: keep it.
      censor: (value: unknown, path: string[]) =>
        CALLER_TEXT_FIELDS.includes(path.at(-1) ?? "") && (typeof value === "number" || typeof value === "boolean") ? value : "[redacted]",
    },
  },
  { write: (line: string) => sink(line) },
);

export type Logger = pino.Logger;

/** A child logger per capability, so every line says where it came from. */
export function moduleLogger(module: string): Logger {
  return logger.child({ module });
}

export interface CapturedLogs {
  /** Parsed log records captured so far. */
  records(): Array<Record<string, unknown>>;
  /** Records whose `msg` equals the given event name. */
  events(msg: string): Array<Record<string, unknown>>;
  restore(): void;
}

/** Test helper: capture every log record until restore(). */
export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  const previous = sink;
  const previousLevel = logger.level;
  sink = (line) => {
    lines.push(line);
  };
  // Captured events are info-level contract lines: a developer's LOG_LEVEL=warn must not hide them.
  if (logger.levelVal > logger.levels.values.info!) logger.level = "info";
  const records = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  return {
    records,
    events: (msg) => records().filter((r) => r.msg === msg),
    restore: () => {
      sink = previous;
      logger.level = previousLevel;
    },
  };
}
