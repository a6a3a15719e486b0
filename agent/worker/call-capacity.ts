import type { AgentServer } from "@livekit/agents";
import { availableParallelism } from "node:os";
import type { Env } from "~/lib/env";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("agent.capacity");

/**
 * How many calls a worker takes, and what it tells LiveKit so that a full host stops getting calls.
 *
 * livekit-server dispatches a new call to one of the workers that report themselves available,
 * chosen at random with weight (1 − load); a worker that reports itself full gets none, and with
 * no available worker the call gets no agent at all (a phone caller rings until the trunk's
 * timeout, then hears 486 Busy). agents-js reports machine-wide CPU by default — found in the
 * media-path test: with the machine busy CPU sat above 70 %, the server stopped dispatching, and
 * callers heard nothing, no error anywhere. So the load here is by call count, deterministically:
 *
 *   - up to `maxCalls`: load rises to 0.7 (LiveKit's own target load);
 *   - then a busy reserve: load 0.9999 — still available, so that when no other worker has room the
 *     call reaches this one and the caller hears "all lines are busy" and a number to dial, yet with
 *     a ten-thousandth of an idle worker's weight, so any worker with room takes the call instead;
 *   - reserve used up: load 1, full.
 */
export const NORMAL_MAX_LOAD = 0.7;
export const BUSY_RESERVE_LOAD = 0.9999;
/** The threshold handed to agents-js: full only at load 1. */
export const LOAD_THRESHOLD = 1;

/**
 * How long a new job process may take to load the agent, the VAD model and the media SDK before
 * agents-js gives up on it. Its default (10 s) refused a call on a busy host: the echo line's
 * media-path test, at load 14 on 2 cores, lost a caller to "runner initialization timed out" and
 * the caller heard nothing. Every worker entry (the product's and the echo line's) uses this one.
 */
export const JOB_PROCESS_INIT_TIMEOUT_MS = 60_000;

/**
 * Calls one core carries with first audio at the caller p95 ≤ 1.5 s, measured by `npm run bench --
 * calls` on the 2-core development host (espeak-ng voice and the bridge on the same host; see
 * docs/benchmarks.md). The default capacity is this times the host's cores; a host whose measured
 * figure differs sets VOICEDESK_MAX_CALLS.
 */
export const MEASURED_CALLS_PER_CORE = 5;

export interface WorkerCapacity {
  /** Calls answered normally. */
  maxCalls: number;
  /** Calls beyond that which are answered with the busy message (never left ringing). */
  busyReserve: number;
  /** Job host processes the calls run in. */
  hosts: number;
}

export function workerCapacity(config: Pick<Env, "VOICEDESK_MAX_CALLS" | "VOICEDESK_JOB_HOSTS">, cores = availableParallelism()): WorkerCapacity {
  const maxCalls = config.VOICEDESK_MAX_CALLS ?? Math.max(1, Math.floor(MEASURED_CALLS_PER_CORE * cores));
  return {
    maxCalls,
    busyReserve: Math.max(2, Math.ceil(maxCalls / 2)),
    hosts: Math.max(1, Math.min(config.VOICEDESK_JOB_HOSTS ?? cores, maxCalls)),
  };
}

/** Pure: the load to report with `activeCalls` calls (busy-message calls included). */
export function loadForActiveCalls(activeCalls: number, capacity: Pick<WorkerCapacity, "maxCalls" | "busyReserve">): number {
  const { maxCalls, busyReserve } = capacity;
  if (!Number.isInteger(maxCalls) || maxCalls < 1) throw new RangeError(`maxCalls must be a positive integer, got ${maxCalls}`);
  if (activeCalls < maxCalls) return (NORMAL_MAX_LOAD * activeCalls) / maxCalls;
  if (activeCalls < maxCalls + busyReserve) return BUSY_RESERVE_LOAD;
  return 1;
}

/** What a new call gets: a conversation, the busy message, or nothing from this worker (LiveKit asks another). */
export type CallAdmission = "answer" | "busy" | "refuse";

/** Pure: the decision for a call arriving while `activeCalls` calls run. */
export function admitCall(activeCalls: number, capacity: Pick<WorkerCapacity, "maxCalls" | "busyReserve">): CallAdmission {
  if (activeCalls < capacity.maxCalls) return "answer";
  if (activeCalls < capacity.maxCalls + capacity.busyReserve) return "busy";
  return "refuse";
}

/** A `ServerOptions.loadFunc` that counts calls instead of measuring CPU; logs when the worker changes band. */
export function callCountLoad(capacity: Pick<WorkerCapacity, "maxCalls" | "busyReserve">): (server: AgentServer) => Promise<number> {
  loadForActiveCalls(0, capacity);
  let band: CallAdmission = "answer";
  return async (server) => {
    const activeCalls = server.activeJobs.length;
    const now = admitCall(activeCalls, capacity);
    if (now !== band) {
      // answer: taking calls; busy: full, only the busy message; refuse: reported full to LiveKit.
      log.info({ band: now, activeCalls, maxCalls: capacity.maxCalls, busyReserve: capacity.busyReserve }, "worker_capacity_band");
      band = now;
    }
    return loadForActiveCalls(activeCalls, capacity);
  };
}
