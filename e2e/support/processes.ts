import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Child processes of the e2e services: output to a log file (and the last lines kept for error
 * messages), each in its own process group so that stopping `next start` also stops whatever it
 * forked, and killed if the test runner itself dies.
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
}

export function startProcess(name: string, command: string, args: readonly string[], opts: StartProcessOptions): ManagedProcess {
  mkdirSync(dirname(opts.logFile), { recursive: true });
  const log = createWriteStream(opts.logFile, { flags: "a" });
  const lines: string[] = [];
  const child: ChildProcess = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const onOutput = (chunk: Buffer) => {
    log.write(chunk);
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line.trim() === "") continue;
      lines.push(line);
      if (lines.length > 60) lines.shift();
    }
  };
  child.stdout?.on("data", onOutput);
  child.stderr?.on("data", onOutput);

  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("error", (err) => {
      lines.push(`spawn failed: ${err.message}`);
      done = true;
      resolve({ code: null, signal: null });
    });
    child.once("exit", (code, signal) => {
      done = true;
      log.end();
      resolve({ code, signal });
    });
  });

  const signalGroup = (signal: NodeJS.Signals) => {
    if (done || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  const killOnRunnerExit = () => signalGroup("SIGKILL");
  process.once("exit", killOnRunnerExit);

  let stopping: Promise<void> | undefined;
  return {
    name,
    pid: child.pid ?? -1,
    logFile: opts.logFile,
    exited,
    hasExited: () => done,
    tail: () => lines.join("\n"),
    stop(graceMs = 5000) {
      stopping ??= (async () => {
        process.removeListener("exit", killOnRunnerExit);
        signalGroup("SIGTERM");
        const force = setTimeout(() => signalGroup("SIGKILL"), graceMs);
        await exited;
        clearTimeout(force);
      })();
      return stopping;
    },
  };
}

/** Runs a command to its end; a non-zero exit throws with the command's last output. */
export async function runToCompletion(name: string, command: string, args: readonly string[], opts: StartProcessOptions): Promise<void> {
  const proc = startProcess(name, command, args, opts);
  const { code, signal } = await proc.exited;
  if (code !== 0) {
    throw new Error(`${name} failed (exit ${code ?? signal}); full log: ${opts.logFile}\n${proc.tail()}`);
  }
}
