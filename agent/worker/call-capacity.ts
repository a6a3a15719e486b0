import type { AgentServer } from "@livekit/agents";

/**
 * livekit-server only dispatches a new call to a worker whose reported load is below its target
 * (0.7 by default); agents-js reports system-wide CPU by default. Found in the media-path test:
 * with the machine busy (tests in parallel, espeak, the server itself) CPU sat above 70 %, the
 * server stopped dispatching, and callers heard nothing — no error anywhere. A phone line should
 * refuse calls by count, deterministically, not by a noisy machine-wide CPU reading.
 */
export const SERVER_TARGET_LOAD = 0.7;

/** Pure: the load to report so that exactly `maxCalls` calls fit before the server stops dispatching. */
export function loadForActiveCalls(activeCalls: number, maxCalls: number): number {
  if (!Number.isInteger(maxCalls) || maxCalls < 1) throw new RangeError(`maxCalls must be a positive integer, got ${maxCalls}`);
  return Math.min(1, (SERVER_TARGET_LOAD * activeCalls) / maxCalls);
}

/** A `ServerOptions.loadFunc` that counts calls instead of measuring CPU. */
export function callCountLoad(maxCalls: number): (server: AgentServer) => Promise<number> {
  loadForActiveCalls(0, maxCalls);
  return async (server) => loadForActiveCalls(server.activeJobs.length, maxCalls);
}
