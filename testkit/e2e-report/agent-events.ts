import { stripVTControlCharacters } from "node:util";

/**
 * The agent worker's log as a line of events, for a failed voice test's message (e2e/support/agent-log.ts).
 * The worker logs ids, classes and timings only (never what was said), so its event names may go in a report.
 */

/** Lines that say nothing of where a call stopped: the hosts' 10-second loop report, the voice's settings, the SDK's dump of a track list. */
const ROUTINE = new Set(["job_host_loop_delay", "espeak options updated", "participantValue.trackPublications"]);

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
  const event = framework?.[1]?.trim();
  return event && !ROUTINE.has(event) ? event : undefined;
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

/** Pure: `summary` in lines of at most `width` characters, broken after an arrow (CI's summary cuts longer lines). */
export function wrapSummary(summary: string, width = 200): string[] {
  const lines: string[] = [];
  let line = "";
  for (const part of summary.split(" → ")) {
    const next = line ? `${line} → ${part}` : part;
    if (line && next.length > width) {
      lines.push(`${line} →`);
      line = part;
    } else line = next;
  }
  lines.push(line);
  return lines;
}
