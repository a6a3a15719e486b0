/**
 * Starts the Deepgram TEST DOUBLE as a separate process (main.ts under tsx) and talks to its
 * control endpoints — what a Playwright run uses, since the agent worker that holds the plugin is
 * another process there too. Own process group, so stop() leaves nothing behind.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { eventually, runningInGroup } from "../../harness/process-state";
import type { HeardUtterance, RecordedConnection } from "./records";
import type { ScriptedUtteranceInput } from "./utterance-script";

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const TSX = resolve(REPO_ROOT, "node_modules", ".bin", "tsx");
const MAIN = resolve(REPO_ROOT, "e2e", "doubles", "deepgram", "main.ts");

export interface DeepgramDoubleProcessOptions {
  port?: number;
  apiKey?: string;
  endSilenceMs?: number;
  minVoicedMs?: number;
  readyTimeoutMs?: number;
  env?: Record<string, string>;
}

export interface DeepgramDoubleProcess {
  pid: number;
  url: string;
  controlUrl: string;
  apiKey: string;
  script(utterances: ScriptedUtteranceInput[], opts?: { language?: string }): Promise<number>;
  heard(): Promise<HeardUtterance[]>;
  connections(): Promise<RecordedConnection[]>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

interface ReadyLine {
  event: "ready";
  url: string;
  controlUrl: string;
  apiKey: string;
}

export async function startDeepgramDoubleProcess(opts: DeepgramDoubleProcessOptions = {}): Promise<DeepgramDoubleProcess> {
  const args = [MAIN, "--port", String(opts.port ?? 0)];
  if (opts.apiKey !== undefined) args.push("--api-key", opts.apiKey);
  if (opts.endSilenceMs !== undefined) args.push("--end-silence-ms", String(opts.endSilenceMs));
  if (opts.minVoicedMs !== undefined) args.push("--min-voiced-ms", String(opts.minVoicedMs));
  const child = spawn(TSX, args, { cwd: REPO_ROOT, env: { ...process.env, ...opts.env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn ${TSX} ${MAIN}`);
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  const exited = new Promise<void>((res) => child.once("exit", () => res()));
  let stderr = "";
  child.stderr.on("data", (c: Buffer) => {
    stderr = (stderr + c.toString("utf8")).slice(-4000);
  });

  const ready = await new Promise<ReadyLine>((resolveReady, reject) => {
    let buffered = "";
    const timer = setTimeout(() => reject(new Error(`deepgram double process not ready within ${opts.readyTimeoutMs ?? 20_000} ms: ${stderr}`)), opts.readyTimeoutMs ?? 20_000);
    child.stdout.on("data", (c: Buffer) => {
      buffered += c.toString("utf8");
      for (const line of buffered.split("\n").slice(0, -1)) {
        try {
          const parsed = JSON.parse(line) as Partial<ReadyLine>;
          if (parsed.event === "ready") {
            clearTimeout(timer);
            resolveReady(parsed as ReadyLine);
          }
        } catch {
          // not our line
        }
      }
      buffered = buffered.slice(buffered.lastIndexOf("\n") + 1);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`deepgram double process exited before ready: ${stderr}`));
    });
  }).catch(async (err: unknown) => {
    killGroup("SIGKILL");
    throw err;
  });

  const call = async <T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${ready.controlUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as T & { error?: string };
    if (!res.ok) throw new Error(`deepgram double ${method} ${path}: ${res.status} ${json.error ?? ""}`);
    return json;
  };

  let stopping: Promise<void> | undefined;
  return {
    pid,
    url: ready.url,
    controlUrl: ready.controlUrl,
    apiKey: ready.apiKey,
    script: async (utterances, scriptOpts) => (await call<{ queued: number }>("POST", "/script", { utterances, ...scriptOpts })).queued,
    heard: async () => (await call<{ heard: HeardUtterance[] }>("GET", "/heard")).heard,
    connections: async () => (await call<{ connections: RecordedConnection[] }>("GET", "/connections")).connections,
    reset: async () => {
      await call("POST", "/reset");
    },
    stop: () => {
      stopping ??= (async () => {
        killGroup("SIGTERM");
        const grace = setTimeout(() => killGroup("SIGKILL"), 3000);
        await exited;
        clearTimeout(grace);
        killGroup("SIGKILL");
        await eventually(() => runningInGroup(pid).length === 0, 2000);
      })();
      return stopping;
    },
  };
}
