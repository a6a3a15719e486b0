import { readFileSync } from "node:fs";

/**
 * The start command's own voice: short human-readable lines on stdout, problems on stderr. The
 * services' structured logs go to their log files, not here.
 */
export type Say = (message: string) => void;

export const say: Say = (message) => process.stdout.write(`[start] ${message}\n`);
export const complain: Say = (message) => process.stderr.write(`[start] ${message}\n`);

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** The last lines of a service's output, indented under the message that explains them. */
export function indentTail(tail: string, lines = 20): string {
  return tail
    .split("\n")
    .slice(-lines)
    .map((l) => `    ${l}`)
    .join("\n");
}

/** The end of a log file, for a service that keeps no tail of its own (livekit-server). */
export function lastLinesOf(file: string, lines = 20): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}
