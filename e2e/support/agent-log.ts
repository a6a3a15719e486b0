import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { summariseAgentEvents, wrapSummary } from "~/testkit/e2e-report/agent-events";

/**
 * What the agent worker logged during a voice test, put at the head of the test's error: CI keeps
 * only the first lines of a failure (scripts/test/failed-tests.ts), and a call that got its
 * greeting and no answer (CI, 2026-11-29) could not be told apart — a line that never heard the
 * caller, one that heard a voice and lost the words, or a turn that failed. The worker's log holds
 * ids, classes and timings only (never what was said), so its event names may go in a report.
 */
const AGENT_LOG = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../test-results/e2e-logs/agent.log");

function readLines(): string[] {
  return existsSync(AGENT_LOG) ? readFileSync(AGENT_LOG, "utf8").split("\n") : [];
}

/** Where the agent's log ends now: a test's events are those after it. */
export function agentLogMark(): number {
  return readLines().length;
}

/** The agent's events since `mark`. */
export function agentEventsSince(mark: number): string {
  return summariseAgentEvents(readLines().slice(mark));
}

/**
 * Runs a voice test's body; a failure's message starts with what the agent logged since `mark()`
 * (read when the test began), so CI's summary says where the call stopped.
 */
export function withAgentEvents(mark: () => number, body: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await body();
    } catch (err) {
      if (err instanceof Error) {
        const summary = wrapSummary(`the agent logged: ${agentEventsSince(mark())}`).join("\n");
        err.message = `${summary}\n${err.message}`;
        if (err.stack) err.stack = `${summary}\n${err.stack}`;
      }
      throw err;
    }
  };
}
