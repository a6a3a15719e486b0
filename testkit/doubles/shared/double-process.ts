/**
 * Runs a TEST DOUBLE's `main.ts` under tsx as a managed process (testkit/process) and waits for the
 * JSON `{"event":"ready",…}` line it prints (see ./double-main.ts). Shared by the doubles' process
 * launchers (Deepgram, ElevenLabs); stop() leaves no process of the group behind.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { eventually, runningInGroup } from "../../process/process-state";
import { startProcess, waitForLine } from "../../process/processes";

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const TSX_CLI = resolve(REPO_ROOT, "node_modules", "tsx", "dist", "cli.mjs");

export interface SpawnedDouble<Ready> {
  pid: number;
  ready: Ready;
  stop(): Promise<void>;
}

function readyLine<Ready extends { event: "ready" }>(line: string): Ready | undefined {
  if (!line.startsWith("{")) return undefined;
  try {
    const parsed = JSON.parse(line) as Partial<Ready>;
    return parsed.event === "ready" ? (parsed as Ready) : undefined;
  } catch {
    return undefined;
  }
}

export async function spawnDouble<Ready extends { event: "ready" }>(
  mainFile: string,
  args: string[],
  opts: { readyTimeoutMs?: number; env?: Record<string, string>; logFile?: string } = {},
): Promise<SpawnedDouble<Ready>> {
  const main = resolve(REPO_ROOT, mainFile);
  const proc = startProcess(mainFile, process.execPath, [TSX_CLI, main, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...opts.env },
    logFile: opts.logFile,
  });
  const stop = async () => {
    await proc.stop(3000);
    await eventually(() => runningInGroup(proc.pid).length === 0, 2000);
  };
  try {
    const ready = await waitForLine(proc, readyLine<Ready>, { what: "it was ready", late: "was not ready", timeoutMs: opts.readyTimeoutMs ?? 20_000 });
    return { pid: proc.pid, ready, stop };
  } catch (err) {
    await stop();
    throw err;
  }
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
