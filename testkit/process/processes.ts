import { ownerOnlyDir, ownerOnlyFile } from "~/lib/files/owner-only";
import { dirname } from "node:path";
import { execa } from "execa";

/**
 * The one process layer under every service runner (`npm start`, the Playwright setup, the voice
 * stack, the benches, the SIP suite), on execa: output split into lines (a line that arrives in
 * pieces is seen once), appended to a log file with the last lines kept for error messages.
 *
 * Each process runs in its own process group, so that stopping `next`'s server or the agent
 * worker also stops whatever they forked (the worker's job processes), and the group is killed if
 * the runner itself dies. The own group also keeps a terminal's Ctrl-C away from the children: the
 * runner decides the order in which they stop (agent before app before media server).
 */
export interface ManagedProcess {
  name: string;
  pid: number;
  /** Where the full output is (undefined: kept only as the tail). */
  logFile?: string;
  /** The process ended (its own exit, a signal, or a failed spawn: code and signal null). */
  exited: Promise<ProcessExit>;
  hasExited(): boolean;
  /** The last lines of output, for error messages. */
  tail(): string;
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves when the process is gone. Idempotent. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL to the whole group at once (a test making a service crash). */
  kill(): void;
  /** Any signal to the whole group (a server that needs a second SIGTERM to stop waiting). */
  signal(signal: NodeJS.Signals): void;
  /** Every later non-empty output line; returns the unsubscribe. */
  onLine(listener: (line: string) => void): () => void;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StartProcessOptions {
  cwd: string;
  /** The whole environment of the child (nothing else is inherited). */
  env: NodeJS.ProcessEnv | Readonly<Record<string, string | undefined>>;
  /** Appended to; without one only the last lines are kept. */
  logFile?: string;
  /** Every non-empty output line (stdout and stderr), e.g. to notice a readiness message. */
  onLine?: (line: string) => void;
  /** Aborting stops the process (a Ctrl-C during a long `next build`). */
  signal?: AbortSignal;
  /** Run as this user and group (a root runner starting PostgreSQL, which refuses to run as root). */
  uid?: number;
  gid?: number;
}

const TAIL_LINES = 60;
/**
 * How long to wait, after the process exited, for the rest of its output: a forked grandchild that
 * outlives it (an agent job process) keeps the pipes open, and the exit must not wait for that.
 */
const OUTPUT_DRAIN_MS = 500;

export function startProcess(name: string, command: string, args: readonly string[], opts: StartProcessOptions): ManagedProcess {
  if (opts.logFile !== undefined) {
    // A service's log holds what it was told (call ids, sometimes a caller's number): owner-only.
    ownerOnlyDir(dirname(opts.logFile));
    ownerOnlyFile(opts.logFile);
  }
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  if (opts.onLine) listeners.add(opts.onLine);
  const keep = (line: string) => {
    if (line.trim() === "") return;
    lines.push(line);
    if (lines.length > TAIL_LINES) lines.shift();
    for (const l of listeners) l(line);
  };
  // execa splits the output into lines for the transform and writes what it yields to the log.
  const tap = function* (line: unknown) {
    keep(String(line));
    yield line;
  };
  const output = opts.logFile === undefined ? [tap] : [tap, { file: opts.logFile, append: true } as const];
  const child = execa(command, args, {
    cwd: opts.cwd,
    env: opts.env as Record<string, string | undefined>,
    extendEnv: false,
    uid: opts.uid,
    gid: opts.gid,
    detached: true,
    // Detached children are not covered by execa's own cleanup: the exit hook below kills the group.
    cleanup: false,
    stdin: "ignore",
    stdout: output,
    stderr: output,
    buffer: false,
    reject: false,
  });

  let done = false;
  const exitEvent = new Promise<ProcessExit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  // Settles once the output is drained and written; with reject: false it never rejects.
  const result = child.then((r) => {
    if (r.failed && r.exitCode === undefined && r.signal === undefined) keep(`spawn failed: ${r.shortMessage}`);
    return { code: r.exitCode ?? null, signal: (r.signal as NodeJS.Signals | undefined) ?? null };
  });
  const exited = Promise.race([exitEvent, result]).then(async (exit) => {
    done = true;
    await Promise.race([result, new Promise((r) => setTimeout(r, OUTPUT_DRAIN_MS))]);
    return exit;
  });

  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  const killOnRunnerExit = () => signalGroup("SIGKILL");
  process.once("exit", killOnRunnerExit);

  let stopping: Promise<void> | undefined;
  const stop = (graceMs = 5000) => {
    stopping ??= (async () => {
      opts.signal?.removeEventListener("abort", onAbort);
      if (!done) signalGroup("SIGTERM");
      const force = setTimeout(() => signalGroup("SIGKILL"), graceMs);
      await exited;
      clearTimeout(force);
      // The leader can exit before what it forked (the agent worker's job processes); anything
      // left in the group now is a straggler that would hold ports or memory after we said "stopped".
      signalGroup("SIGKILL");
      // Only now: a runner forced to exit mid-stop (a second Ctrl-C) must still kill the group.
      process.removeListener("exit", killOnRunnerExit);
    })();
    return stopping;
  };
  const onAbort = () => void stop();
  if (opts.signal?.aborted) onAbort();
  else opts.signal?.addEventListener("abort", onAbort, { once: true });
  void exited.then(() => {
    if (stopping === undefined) {
      // Ended on its own: take whatever it forked with it, and forget the exit hook.
      signalGroup("SIGKILL");
      process.removeListener("exit", killOnRunnerExit);
    }
  });

  return {
    name,
    pid: child.pid ?? -1,
    logFile: opts.logFile,
    exited,
    hasExited: () => done,
    tail: () => lines.join("\n"),
    stop,
    kill: () => signalGroup("SIGKILL"),
    signal: signalGroup,
    onLine: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Runs a command to its end; a non-zero exit throws with the command's last output. */
export async function runToCompletion(name: string, command: string, args: readonly string[], opts: StartProcessOptions): Promise<void> {
  const proc = startProcess(name, command, args, opts);
  const { code, signal } = await proc.exited;
  if (opts.signal?.aborted) throw new Error(`${name} was stopped before it finished`);
  if (code !== 0) {
    throw new Error(`${name} failed (exit ${code ?? signal})${opts.logFile ? `; full log: ${opts.logFile}` : ""}\n${proc.tail()}`);
  }
}

/**
 * Waits for the first output line that `ready` accepts; rejects when the process exits first, the
 * time runs out, or the run is cancelled — with the process's last lines in the message.
 */
export function waitForLine<T>(
  proc: ManagedProcess,
  ready: (line: string) => T | undefined,
  opts: {
    /** What the line means, for "exited (code 3) before <what>": "registering", "listening". */
    what: string;
    /** The timeout message after the name (default "did not finish <what>"): "did not register". */
    late?: string;
    timeoutMs: number;
    signal?: AbortSignal;
  },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let unsubscribe = () => {};
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe();
      opts.signal?.removeEventListener("abort", onAbort);
      fn();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new Error(`${proc.name} ${opts.late ?? `did not finish ${opts.what}`} within ${opts.timeoutMs} ms${logHint(proc)}. Last output:\n${proc.tail()}`),
          ),
        ),
      opts.timeoutMs,
    );
    const onAbort = () => finish(() => reject(new Error(`stopped waiting for ${opts.what}: cancelled`)));
    opts.signal?.addEventListener("abort", onAbort, { once: true });
    unsubscribe = proc.onLine((line) => {
      const value = ready(line);
      if (value !== undefined) finish(() => resolve(value));
    });
    void proc.exited.then(({ code, signal }) =>
      finish(() =>
        reject(
          new Error(
            `${proc.name} exited (${code !== null ? `code ${code}` : (signal ?? "spawn failed")}) before ${opts.what}${logHint(proc)}. Last output:\n${proc.tail()}`,
          ),
        ),
      ),
    );
  });
}

const logHint = (proc: Pick<ManagedProcess, "logFile">) => (proc.logFile ? `; log: ${proc.logFile}` : "");
