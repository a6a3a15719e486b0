import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { moduleLogger } from "~/lib/logger";
import { eventually, runningInGroup } from "../process/process-state";
import { startProcess, waitForLine, type ProcessExit } from "../process/processes";
import { buildAgentBundle } from "./agent-bundle";

const log = moduleLogger("testkit.agent-worker");

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
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
  /** Node options for the worker; its job processes inherit them (agents-js forks with the worker's execArgv), e.g. `--cpu-prof`. */
  nodeArgs?: string[];
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
 * The Voicedesk worker's pool logs this when a job host has loaded the agent and its models: from
 * then on a call starts at once. The worker registers before that, and a call that came first waited
 * for the host's models — on a busy host longer than the talk page waits for an agent (20 s).
 */
export const CALL_HOST_READY = /"msg":"job_host_started"/;

/**
 * Runs `node <entry> dev|start` in its own process group (testkit/process) and waits until the
 * worker registered with the server. A TypeScript entry is compiled first (./agent-bundle): the
 * worker and its job processes run JavaScript, never tsx. Job processes are forked children of
 * the worker, so stopping the group leaves nothing behind even when a job hangs.
 */
export async function startAgentWorker(entryFile: string, env: AgentWorkerEnv, options: AgentWorkerOptions = {}): Promise<AgentWorker> {
  const entry = resolve(entryFile);
  if (!existsSync(entry)) throw new Error(`agent entry file not found: ${entry}`);
  const mode = options.mode ?? "dev";
  const base = options.baseEnv ?? process.env;
  const compiled = /\.[cm]?ts$/.test(entry) ? (await buildAgentBundle(entry)).file : entry;
  const proc = startProcess("agent worker", process.execPath, [...(options.nodeArgs ?? []), compiled, mode], {
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
    // The Voicedesk worker is ready once registered and one job host is warm (an echo or probe agent: registered).
    let registered = false;
    let hostReady = entry !== VOICEDESK_AGENT_ENTRY;
    await waitForLine(
      proc,
      (line) => {
        registered ||= REGISTERED.test(line);
        hostReady ||= CALL_HOST_READY.test(line);
        return registered && hostReady ? true : undefined;
      },
      {
        what: "registering",
        late: entry === VOICEDESK_AGENT_ENTRY ? "did not register with a warm job host" : "did not register",
        // A job host loads the agent, the VAD and the turn model first: seconds, more on a busy 2-vCPU host.
        timeoutMs: options.readyTimeoutMs ?? 60_000,
        signal: options.signal,
      },
    );
  } catch (err) {
    await stop();
    throw err;
  }
  log.info({ pid: proc.pid, entry, compiled, mode }, "agent worker registered");
  return { pid: proc.pid, logFile: proc.logFile, recentOutput: proc.tail, exited: proc.exited, stop, kill: proc.kill };
}
