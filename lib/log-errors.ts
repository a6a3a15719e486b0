import { redactPii } from "./privacy";

/**
 * How an error is logged: what it is and where it came from, never what it carried. A driver or
 * ORM error holds the SQL statement and its parameters — the caller's words, a national register
 * number, an embedding — in its message and in fields (`query`, `parameters`, `params`, `detail`);
 * pino's default serializer copies every field. This one keeps a whitelist, and redacts what a
 * message may still hold.
 */

const MAX_MESSAGE = 500;
const MAX_CAUSE_DEPTH = 3;
/** drizzle-orm prefixes the statement and its parameters to the message of a failed query. */
const FAILED_QUERY = /^Failed query:/;

export interface SerializedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SerializedError;
}

function safeMessage(message: string): string {
  if (FAILED_QUERY.test(message)) return "Failed query (statement and parameters withheld)";
  const redacted = redactPii(message);
  return redacted.length <= MAX_MESSAGE ? redacted : `${redacted.slice(0, MAX_MESSAGE)}…`;
}

/** Stack frames only: the first line repeats the message, which may hold what safeMessage withholds. */
function framesOnly(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.slice(0, 15).join("\n") : undefined;
}

export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) {
    // A thrown string or object: its text may be anything, so it is treated as a message.
    return { type: typeof err, message: safeMessage(typeof err === "string" ? err : (JSON.stringify(err) ?? String(err))) };
  }
  const code = (err as { code?: unknown }).code;
  const out: SerializedError = { type: err.name || err.constructor.name, message: safeMessage(err.message) };
  if (typeof code === "string" || typeof code === "number") out.code = String(code);
  const stack = framesOnly(err.stack);
  if (stack) out.stack = stack;
  if (err.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serializeError(err.cause, depth + 1);
  return out;
}
