import pino from "pino";
import { serializeError } from "./log-errors";

/**
 * Structured logs go to stderr: stdout belongs to the CLI's JSON Lines protocol and must carry
 * nothing else. Caller text is never logged raw; callers pass redacted copies (server/privacy).
 *
 * The sink is swappable so tests can assert on log lines (the silent-failure discipline makes some
 * log lines part of the contract, e.g. collection sizes). Under vitest the default sink discards.
 */
type Sink = (line: string) => void;

const stderrSink: Sink = (line) => {
  process.stderr.write(line);
};
const discardSink: Sink = () => {};

const underTest = process.env.VITEST !== undefined || process.env.NODE_ENV === "test";
let sink: Sink = underTest && !process.env.LOG_LEVEL ? discardSink : stderrSink;

export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? "info",
    base: { service: process.env.VOICEDESK_SERVICE ?? "voicedesk" },
    serializers: { err: serializeError, error: serializeError },
    redact: {
      // Secrets, and the fields database drivers use for a statement and its parameters (the
      // caller's words, a phone number): errors go through serializeError, these catch the rest.
      paths: ["*.apiKey", "*.password", "*.token", "authorization", "*.authorization", "parameters", "params", "*.parameters", "*.params"],
      censor: "[redacted]",
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
