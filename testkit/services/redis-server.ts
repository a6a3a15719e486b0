/**
 * A throw-away Redis on loopback for LiveKit's SIP bridge and the livekit-server beside it (they
 * talk over Redis; the server also keeps SIP trunks and dispatch rules there).
 *
 *   const redis = await startRedisServer({ port: await freeTcpPort() }); … await redis.stop();
 *
 * Nothing is persisted (no RDB, no AOF): tests and `npm start` provision trunks at start-up.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { startProcess, waitForLine } from "../process/processes";

export const REDIS_INSTALL_HINT = "install it with `bash scripts/setup/apt-packages.sh redis-server` (or scripts/setup/sip-bridge.sh)";

export const redisServerOptionsSchema = z.object({
  port: z.number().int().min(1).max(65535),
  binary: z.string().min(1).default("redis-server"),
  /** Default: a file in Redis's temporary working directory, removed on stop. */
  logFile: z.string().min(1).optional(),
  readyTimeoutMs: z.number().int().positive().default(10_000),
});
export type RedisServerOptions = z.input<typeof redisServerOptionsSchema>;

export interface RedisServer {
  /** `127.0.0.1:<port>`, the form both livekit-server and livekit-sip take. */
  address: string;
  port: number;
  pid: number;
  logFile: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/** Pure: the command line. Loopback only, no persistence, no protected-mode surprises. */
export function redisServerArgs(port: number, dir: string): string[] {
  return ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir, "--daemonize", "no"];
}

/** Redis 7 logs this once it listens. */
const READY = /Ready to accept connections/;

export async function startRedisServer(options: RedisServerOptions): Promise<RedisServer> {
  const opts = redisServerOptionsSchema.parse(options);
  const dir = mkdtempSync(join(tmpdir(), "voicedesk-redis-"));
  const logFile = opts.logFile ?? join(dir, "redis.log");
  const proc = startProcess("redis-server", opts.binary, redisServerArgs(opts.port, dir), {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    logFile,
  });

  // The directory is Redis's working dir (and holds the default log); errors quote the log's tail.
  const stop = async () => {
    await proc.stop(3000);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitForLine(proc, (line) => (READY.test(line) ? true : undefined), {
      what: "accepting connections",
      late: "was not ready",
      timeoutMs: opts.readyTimeoutMs,
    });
  } catch (err) {
    await stop();
    const missing = /spawn failed/.test(proc.tail()) ? ` — ${REDIS_INSTALL_HINT}` : "";
    throw new Error(`${(err as Error).message}${missing}`);
  }
  return { address: `127.0.0.1:${opts.port}`, port: opts.port, pid: proc.pid, logFile, exited: proc.exited, stop };
}
