import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Child processes of a service runner (`npm start`, the Playwright setup): output to a log file
 * (and the last lines kept for error messages), each in its own process group so that stopping
 * `next start` or the agent worker also stops whatever they forked, and killed if the runner
 * itself dies.
 *
 * The own process group also keeps a terminal's Ctrl-C away from the children: the runner decides
 * the order in which they stop (agent before app before media server).
 */
export interface ManagedProcess {
  name: string;
  pid: number;
  logFile: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
  /** The last lines of output, for error messages. */
  tail(): string;
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves when the process is gone. Idempotent. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartProcessOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
  /** Every non-empty output line (stdout and stderr), e.g. to notice a readiness message. */
  onLine?: (line: string) => void;
  /** Aborting stops the process (a Ctrl-C during a long `next build`). */
  signal?: AbortSignal;
}

const TAIL_LINES = 60;
/** How long to wait, after a process exited, for the rest of its output. */
const OUTPUT_DRAIN_MS = 500;

export function startProcess(name: string, command: string, args: readonly string[], opts: StartProcessOptions): ManagedProcess {
  mkdirSync(dirname(opts.logFile), { recursive: true });
  const log = createWriteStream(opts.logFile, { flags: "a" });
  const lines: string[] = [];
  const child: ChildProcess = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  // Output arrives in arbitrary chunks; a line split across two chunks must still match onLine.
  const partial = { stdout: "", stderr: "" };
  const onOutput = (stream: keyof typeof partial) => (chunk: Buffer) => {
    log.write(chunk);
    const text = partial[stream] + chunk.toString("utf8");
    const parts = text.split("\n");
    partial[stream] = parts.pop() ?? "";
    for (const line of parts) {
      if (line.trim() === "") continue;
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
      opts.onLine?.(line);
    }
  };
  child.stdout?.on("data", onOutput("stdout"));
  child.stderr?.on("data", onOutput("stderr"));

  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("error", (err) => {
      lines.push(`spawn failed: ${err.message}`);
      done = true;
      resolve({ code: null, signal: null });
    });
    child.once("exit", (code, signal) => {
      done = true;
      // 'exit' can come before the last output chunk is read: let stdout/stderr drain (bounded, as
      // a forked grandchild may hold them open), then flush partial lines and the log file.
      const drained = (stream: NodeJS.ReadableStream | null) =>
        new Promise<void>((r) =>
          !stream || (stream as { readableEnded?: boolean }).readableEnded ? r() : (stream.once("end", () => r()), stream.once("close", () => r())),
        );
      void Promise.race([Promise.all([drained(child.stdout), drained(child.stderr)]), new Promise((r) => setTimeout(r, OUTPUT_DRAIN_MS))]).then(() => {
        for (const [stream, rest] of Object.entries(partial)) {
          if (rest.trim() === "") continue;
          lines.push(rest);
          opts.onLine?.(rest);
          partial[stream as keyof typeof partial] = "";
        }
        log.end(() => resolve({ code, signal }));
      });
    });
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

  return {
    name,
    pid: child.pid ?? -1,
    logFile: opts.logFile,
    exited,
    hasExited: () => done,
    tail: () => lines.join("\n"),
    stop,
  };
}

/** Runs a command to its end; a non-zero exit throws with the command's last output. */
export async function runToCompletion(name: string, command: string, args: readonly string[], opts: StartProcessOptions): Promise<void> {
  const proc = startProcess(name, command, args, opts);
  const { code, signal } = await proc.exited;
  if (opts.signal?.aborted) throw new Error(`${name} was stopped before it finished`);
  if (code !== 0) {
    throw new Error(`${name} failed (exit ${code ?? signal}); full log: ${opts.logFile}\n${proc.tail()}`);
  }
}
