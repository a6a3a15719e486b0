/**
 * Runs a TEST DOUBLE's `main.ts` under tsx as its own process group and waits for the JSON
 * `{"event":"ready",…}` line it prints. Shared by the doubles' process launchers (Deepgram,
 * ElevenLabs); stop() leaves no process of the group behind.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { eventually, runningInGroup } from "../../process/process-state";

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const TSX = resolve(REPO_ROOT, "node_modules", ".bin", "tsx");

export interface SpawnedDouble<Ready> {
  pid: number;
  ready: Ready;
  stop(): Promise<void>;
}

export async function spawnDouble<Ready extends { event: "ready" }>(
  mainFile: string,
  args: string[],
  opts: { readyTimeoutMs?: number; env?: Record<string, string> } = {},
): Promise<SpawnedDouble<Ready>> {
  const main = resolve(REPO_ROOT, mainFile);
  const child = spawn(TSX, [main, ...args], { cwd: REPO_ROOT, env: { ...process.env, ...opts.env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn ${TSX} ${main}`);
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
  const timeoutMs = opts.readyTimeoutMs ?? 20_000;

  const ready = await new Promise<Ready>((resolveReady, reject) => {
    let buffered = "";
    const timer = setTimeout(() => reject(new Error(`${mainFile} not ready within ${timeoutMs} ms: ${stderr}`)), timeoutMs);
    child.stdout.on("data", (c: Buffer) => {
      buffered += c.toString("utf8");
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        try {
          const parsed = JSON.parse(line) as Partial<Ready>;
          if (parsed.event === "ready") {
            clearTimeout(timer);
            resolveReady(parsed as Ready);
          }
        } catch {
          // not the ready line
        }
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${mainFile} exited before it was ready: ${stderr}`));
    });
  }).catch((err: unknown) => {
    killGroup("SIGKILL");
    throw err;
  });

  let stopping: Promise<void> | undefined;
  return {
    pid,
    ready,
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

/** JSON over the double's control endpoints; throws with the double's message on a non-2xx answer. */
export async function callControl<T>(baseUrl: string, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`${method} ${baseUrl}${path}: ${res.status} ${json.error ?? JSON.stringify(json)}`);
  return json;
}
