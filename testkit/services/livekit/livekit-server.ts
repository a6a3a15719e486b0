/**
 * Runs a single-node `livekit-server --dev` on loopback for development and tests.
 *
 *   tsx scripts/livekit/dev-server.ts [--port 7880] [--rtc-tcp-port 7881] [--udp-port 7882] [--log-file f]
 *
 * Programmatic use: `const lk = await startLivekitDevServer({ port: 17880 }); … await lk.stop();`
 * Default ports are the server's own dev defaults; any other port set is written to a generated
 * config file so a test server can run beside a developer's instance.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, writeFileSync, type WriteStream } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { moduleLogger } from "../../../lib/logger";
import {
  devServerConfigYaml,
  devServerOptionsSchema,
  LIVEKIT_DEV_DEFAULTS,
  serverEnvironment,
  usesDefaultPorts,
  type LivekitDevServerOptions,
} from "./livekit-server-config";
import { LivekitServerNotInstalledError, resolveLivekitServerBinary } from "./livekit-binary";

export * from "./livekit-server-config";
export * from "./livekit-binary";

const log = moduleLogger("livekit-dev-server");

export interface LivekitDevServer {
  /** ws:// URL for clients, agents and server SDKs. */
  url: string;
  apiKey: string;
  apiSecret: string;
  ports: { port: number; rtcTcpPort: number; udpPort: number };
  pid: number;
  /** Resolves when the server process ends, whether stopped or crashed. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL after a grace period; resolves once the process is gone. Idempotent. */
  stop(): Promise<void>;
}

/** Keeps the last lines of the server's output so a failed start can say why. */
class OutputTail {
  private lines: string[] = [];
  constructor(private readonly max = 40) {}
  push(chunk: Buffer): void {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line.trim() === "") continue;
      this.lines.push(line);
      if (this.lines.length > this.max) this.lines.shift();
    }
  }
  toString(): string {
    return this.lines.join("\n");
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitUntilAccepting(child: ChildProcess, httpUrl: string, timeoutMs: number, tail: OutputTail): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) {
      throw new Error(
        `livekit-server exited (code ${child.exitCode ?? child.signalCode}) before it accepted connections ` +
          `(port in use? another instance running?). Last output:\n${tail}`,
      );
    }
    try {
      const res = await fetch(httpUrl, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`livekit-server did not accept connections on ${httpUrl} within ${timeoutMs} ms. Last output:\n${tail}`);
}

/**
 * True when another process already listens on the TCP port. Probed by binding, not connecting:
 * a bare connect leaves the other server (Go net/http) holding a "new" connection for 5 s at
 * shutdown, which is how the first version of this check slowed every stop.
 */
async function tcpPortTaken(port: number): Promise<boolean> {
  return new Promise((res) => {
    const probe = createServer();
    probe.once("error", (err: NodeJS.ErrnoException) => res(err.code === "EADDRINUSE"));
    probe.listen(port, "127.0.0.1", () => probe.close(() => res(false)));
  });
}

export async function startLivekitDevServer(options: LivekitDevServerOptions = {}): Promise<LivekitDevServer> {
  const parsed = devServerOptionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new Error(`invalid livekit dev server options: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const opts = parsed.data;
  const binary = resolveLivekitServerBinary(opts.binary);
  const ports = { port: opts.port, rtcTcpPort: opts.rtcTcpPort, udpPort: opts.udpPort };
  // Found the hard way: with a developer's server already on the port, the readiness probe got
  // that server's "OK" and a test would have run against the wrong instance.
  for (const p of [ports.port, ports.rtcTcpPort]) {
    if (await tcpPortTaken(p)) {
      throw new Error(`port ${p} is already in use (another livekit-server?); pick free ports or stop that process`);
    }
  }

  const args = ["--dev", "--bind", "127.0.0.1"];
  let configDir: string | undefined;
  if (!usesDefaultPorts(ports) || opts.redisAddress !== undefined) {
    configDir = mkdtempSync(join(tmpdir(), "voicedesk-livekit-"));
    const configFile = join(configDir, "livekit.yaml");
    writeFileSync(configFile, devServerConfigYaml(ports, opts.redisAddress));
    args.push("--config", configFile);
  }

  const tail = new OutputTail();
  let logStream: WriteStream | undefined;
  if (opts.logFile !== undefined) logStream = createWriteStream(resolve(opts.logFile), { flags: "a" });

  const child = spawn(binary, args, { env: serverEnvironment(process.env) as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  const onOutput = (chunk: Buffer) => {
    tail.push(chunk);
    logStream?.write(chunk);
  };
  child.stdout?.on("data", onOutput);
  child.stderr?.on("data", onOutput);
  const spawnFailed = new Promise<never>((_, reject) => child.once("error", (err) => reject(new LivekitServerNotInstalledError(`${binary}: ${err.message}`))));
  const exitedPromise = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => {
    if (exited(child)) res({ code: child.exitCode, signal: child.signalCode });
    else child.once("exit", (code, signal) => res({ code, signal }));
  });

  // A test runner that dies mid-test must not leave a server holding the ports.
  const killOnParentExit = () => {
    if (!exited(child)) child.kill("SIGKILL");
  };
  process.once("exit", killOnParentExit);

  const cleanupFiles = () => {
    logStream?.end();
    if (configDir !== undefined) rmSync(configDir, { recursive: true, force: true });
  };

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      process.removeListener("exit", killOnParentExit);
      const startedStopping = Date.now();
      let forced = false;
      if (!exited(child)) {
        // livekit-server's first signal waits for every participant to leave (a test's agent and
        // caller may still be in the room); the second forces. A signal that lands while the
        // server is still starting is dropped by it, so the repeat also covers that race.
        child.kill("SIGTERM");
        const force = setTimeout(() => {
          if (!exited(child)) child.kill("SIGTERM");
        }, 300);
        const grace = setTimeout(() => {
          forced = !exited(child);
          if (forced) child.kill("SIGKILL");
        }, 5000);
        await exitedPromise;
        clearTimeout(force);
        clearTimeout(grace);
      }
      cleanupFiles();
      log.info({ pid: child.pid, port: ports.port, forced, stopMs: Date.now() - startedStopping }, "livekit dev server stopped");
    })();
    return stopping;
  };

  const httpUrl = `http://127.0.0.1:${ports.port}/`;
  try {
    await Promise.race([spawnFailed, waitUntilAccepting(child, httpUrl, opts.readyTimeoutMs, tail)]);
  } catch (err) {
    await stop();
    throw err;
  }
  spawnFailed.catch(() => {});

  const server: LivekitDevServer = {
    url: `ws://127.0.0.1:${ports.port}`,
    apiKey: LIVEKIT_DEV_DEFAULTS.apiKey,
    apiSecret: LIVEKIT_DEV_DEFAULTS.apiSecret,
    ports,
    pid: child.pid ?? -1,
    exited: exitedPromise,
    stop,
  };
  log.info({ pid: server.pid, ...ports, binary, configFile: configDir !== undefined, redis: opts.redisAddress }, "livekit dev server ready");
  return server;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      "rtc-tcp-port": { type: "string" },
      "udp-port": { type: "string" },
      "log-file": { type: "string" },
    },
  });
  const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const server = await startLivekitDevServer({
    port: num(values.port),
    rtcTcpPort: num(values["rtc-tcp-port"]),
    udpPort: num(values["udp-port"]),
    logFile: values["log-file"],
  });
  process.stdout.write(
    `livekit-server ready: ${server.url} (key ${server.apiKey}, secret ${server.apiSecret}; ` +
      `rtc tcp ${server.ports.rtcTcpPort}, udp ${server.ports.udpPort}). Ctrl-C stops it.\n`,
  );
  let shuttingDown = false;
  const shutdown = () => {
    shuttingDown = true;
    void server.stop().then(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  const { code, signal } = await server.exited;
  if (shuttingDown) return;
  process.stderr.write(`livekit-server exited (code ${code ?? signal})\n`);
  process.exit(code ?? 1);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
