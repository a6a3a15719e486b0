import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, type WriteStream } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { moduleLogger } from "../../lib/logger";
import { eventually, runningInGroup } from "../process/process-state";

const log = moduleLogger("e2e.agent-worker");

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const TSX = resolve(REPO_ROOT, "node_modules", ".bin", "tsx");

export interface AgentWorkerEnv {
  LIVEKIT_URL: string;
  LIVEKIT_API_KEY: string;
  LIVEKIT_API_SECRET: string;
  [name: string]: string;
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
}

export interface AgentWorker {
  pid: number;
  /** The last lines the worker printed, for failure messages. */
  recentOutput(): string;
  /** Resolves when the worker process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends the worker and every job process it forked (the whole process group). Idempotent. */
  stop(): Promise<void>;
}

/** agents-js logs this once the LiveKit server accepted the worker; jobs can be dispatched from then on. */
const REGISTERED = /registered worker/;

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // group already gone
  }
}

/**
 * Spawns `tsx <entry> dev|start` in its own process group and waits until the worker registered
 * with the server. Job processes are forked children of the worker, so stopping the group leaves
 * nothing behind even when a job hangs.
 */
export async function startAgentWorker(entryFile: string, env: AgentWorkerEnv, options: AgentWorkerOptions = {}): Promise<AgentWorker> {
  const entry = resolve(entryFile);
  if (!existsSync(entry)) throw new Error(`agent entry file not found: ${entry}`);
  const mode = options.mode ?? "dev";
  const readyTimeoutMs = options.readyTimeoutMs ?? 30_000;

  const lines: string[] = [];
  let logStream: WriteStream | undefined;
  if (options.logFile !== undefined) logStream = createWriteStream(resolve(options.logFile), { flags: "a" });

  const child: ChildProcess = spawn(TSX, [entry, mode], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn ${TSX} ${entry}`);

  let registered: () => void = () => {};
  const registeredPromise = new Promise<void>((res) => (registered = res));
  const onOutput = (chunk: Buffer) => {
    logStream?.write(chunk);
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line.trim() === "") continue;
      lines.push(line);
      if (lines.length > 60) lines.shift();
      if (REGISTERED.test(line)) registered();
    }
  };
  child.stdout?.on("data", onOutput);
  child.stderr?.on("data", onOutput);

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => child.once("exit", (code, signal) => res({ code, signal })));
  const killOnParentExit = () => killGroup(pid, "SIGKILL");
  process.once("exit", killOnParentExit);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.removeListener("exit", killOnParentExit);
      killGroup(pid, "SIGTERM");
      const grace = setTimeout(() => killGroup(pid, "SIGKILL"), 5000);
      await exited;
      clearTimeout(grace);
      // The worker may exit before its job processes; make sure none outlive it, and only report
      // stopped once they are really gone (a test's next server may reuse their ports).
      killGroup(pid, "SIGKILL");
      const clean = await eventually(() => runningInGroup(pid).length === 0, 2000);
      logStream?.end();
      if (clean) log.info({ pid }, "agent worker stopped");
      else log.warn({ pid, survivors: runningInGroup(pid) }, "agent worker stopped but processes of its group survive SIGKILL");
    })();
    return stopping;
  };
  const recentOutput = () => lines.join("\n");

  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      registeredPromise,
      exited.then(({ code, signal }) => {
        throw new Error(`agent worker exited (code ${code ?? signal}) before registering. Last output:\n${recentOutput()}`);
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`agent worker did not register within ${readyTimeoutMs} ms. Last output:\n${recentOutput()}`)),
          readyTimeoutMs,
        );
      }),
    ]);
  } catch (err) {
    await stop();
    throw err;
  } finally {
    clearTimeout(timer);
  }
  log.info({ pid, entry, mode }, "agent worker registered");
  return { pid, recentOutput, exited, stop };
}
