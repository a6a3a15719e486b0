import { stripVTControlCharacters } from "node:util";

/**
 * The agent worker's log as a line of events, for a failed voice test's message (e2e/support/agent-log.ts).
 * The worker logs ids, classes and timings only (never what was said), so its event names may go in a report.
 */

/** Lines every job host prints every 10 s while it has a call: noise in a summary. */
const ROUTINE = new Set(["job_host_loop_delay"]);

/** The event of one log line: a JSON line's `msg` (with its speechMs, a voice heard), or a framework line's words. */
function eventOf(line: string): string | undefined {
  if (line.startsWith("{")) {
    try {
      const entry = JSON.parse(line) as { msg?: unknown; speechMs?: unknown; level?: unknown };
      if (typeof entry.msg !== "string" || ROUTINE.has(entry.msg) || entry.level === 20) return undefined;
      return typeof entry.speechMs === "number" ? `${entry.msg}(${entry.speechMs} ms)` : entry.msg;
    } catch {
      return undefined;
    }
  }
  // The framework's pretty lines: "[12:00:00.000] INFO (123): received job request".
  const framework = /^\[[\d:.]+\] (?:INFO|WARN|ERROR) \(\d+\): (.+)$/.exec(stripVTControlCharacters(line));
  return framework?.[1]?.trim();
}

/** Pure: the events of `lines`, in order, a run of one event counted ("x ×3"). */
export function summariseAgentEvents(lines: readonly string[]): string {
  const runs: { event: string; count: number }[] = [];
  for (const line of lines) {
    const event = eventOf(line);
    if (!event) continue;
    const last = runs.at(-1);
    if (last?.event === event) last.count += 1;
    else runs.push({ event, count: 1 });
  }
  return runs.length === 0 ? "nothing" : runs.map((r) => (r.count > 1 ? `${r.event} ×${r.count}` : r.event)).join(" → ");
}
