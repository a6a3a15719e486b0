import { ServerOptions } from "@livekit/agents";
import { callCountLoad, JOB_PROCESS_INIT_TIMEOUT_MS, LOAD_THRESHOLD } from "../worker/call-capacity";

/**
 * Calls one echo worker takes at once. Each call is its own job process (~150 MB with Silero and
 * the agents runtime); eight fit comfortably on the 2-vCPU, 4 GB machines we test on.
 */
export const ECHO_MAX_CONCURRENT_CALLS = 8;

/** Worker options for an echo-line entry file (the entry passes its own path). */
export function echoServerOptions(agentFile: string, maxCalls = ECHO_MAX_CONCURRENT_CALLS): ServerOptions {
  return new ServerOptions({
    agent: agentFile,
    loadFunc: callCountLoad({ maxCalls, busyReserve: 0 }),
    // The same threshold in dev and start mode (dev would otherwise never report itself full).
    loadThreshold: LOAD_THRESHOLD,
    initializeProcessTimeout: JOB_PROCESS_INIT_TIMEOUT_MS,
  });
}
