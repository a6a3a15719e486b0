import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { moduleLogger } from "~/lib/logger";
import { eventually, runningInGroup } from "../process/process-state";
import { startProcess, waitForLine, type ProcessExit } from "../process/processes";

const log = moduleLogger("testkit.agent-worker");

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const TSX_CLI = resolve(REPO_ROOT, "node_modules", "tsx", "dist", "cli.mjs");
/** The Voicedesk worker; the echo agents in testkit/agents run through the same service. */
export const VOICEDESK_AGENT_ENTRY = resolve(REPO_ROOT, "agent", "voicedesk", "main.ts");

export interface AgentWorkerEnv {
  LIVEKIT_URL: string;
  LIVEKIT_API_KEY: string;
  LIVEKIT_API_SECRET: string;
  [name: string]: string | undefined;
}

export interface AgentWorkerOptions {
  /**
   * `dev` (default): one job process spawned per call, worker HTTP server on a random port, so it
   * runs beside a developer's worker. `start`: production mode, prewarmed idle processes, but its
   * health server takes port 8081.
   */
  mode?: "dev" | "start";
  readyTimeoutMs?: number;
  /** Append the worker's output (and its job processes') here. */
  logFile?: string;
  /** Aborting stops the worker (a Ctrl-C while it registers). */
  signal?: AbortSignal;
  /** Every output line of the worker and its job processes (a probe agent's events). */
  onLine?: (line: string) => void;
  /** The whole environment; default: this process's, then `env` over it. */
  baseEnv?: Readonly<Record<string, string | undefined>>;
}

export interface AgentWorker {
  pid: number;
  logFile?: string;
  /** The last lines the worker printed, for failure messages. */
  recentOutput(): string;
  /** Resolves when the worker process ends. */
  exited: Promise<ProcessExit>;
  /** Ends the worker and every job process it forked (the whole process group). Idempotent. */
  stop(): Promise<void>;
  /** SIGKILL to the worker and its job processes (a test making it crash). */
  kill(): void;
}

/** agents-js logs this once the LiveKit server accepted the worker; jobs can be dispatched from then on. */
export const REGISTERED = /registered worker/;

/**
 * Runs `tsx <entry> dev|start` in its own process group (testkit/process) and waits until the
 * worker registered with the server. Job processes are forked children of the worker, so stopping
 * the group leaves nothing behind even when a job hangs.
 */
export async function startAgentWorker(entryFile: string, env: AgentWorkerEnv, options: AgentWorkerOptions = {}): Promise<AgentWorker> {
  const entry = resolve(entryFile);
  if (!existsSync(entry)) throw new Error(`agent entry file not found: ${entry}`);
  const mode = options.mode ?? "dev";
  const base = options.baseEnv ?? process.env;
  const proc = startProcess("agent worker", process.execPath, [TSX_CLI, entry, mode], {
    cwd: REPO_ROOT,
    env: { ...base, LOG_LEVEL: base.LOG_LEVEL ?? "info", ...env },
    logFile: options.logFile,
    signal: options.signal,
    onLine: options.onLine,
  });

  const stop = async () => {
    await proc.stop();
    // Only report stopped once the job processes are really gone (a test's next server may reuse their ports).
    const clean = await eventually(() => runningInGroup(proc.pid).length === 0, 2000);
    if (clean) log.info({ pid: proc.pid }, "agent worker stopped");
    else log.warn({ pid: proc.pid, survivors: runningInGroup(proc.pid) }, "agent worker stopped but processes of its group survive SIGKILL");
  };
  try {
    await waitForLine(proc, (line) => (REGISTERED.test(line) ? true : undefined), {
      what: "registering",
      late: "did not register",
      // Loading the VAD model and prewarming call processes takes a while on 2 vCPUs.
      timeoutMs: options.readyTimeoutMs ?? 30_000,
      signal: options.signal,
    });
  } catch (err) {
    await stop();
    throw err;
  }
  log.info({ pid: proc.pid, entry, mode }, "agent worker registered");
  return { pid: proc.pid, logFile: proc.logFile, recentOutput: proc.tail, exited: proc.exited, stop, kill: proc.kill };
}
