/**
 * Runs a single-node `livekit-server --dev` on loopback for development and tests.
 *
 *   tsx scripts/livekit/dev-server.ts [--port 7880] [--rtc-tcp-port 7881] [--udp-port 7882] [--log-file f]
 *
 * Programmatic use: `const lk = await startLivekitDevServer({ port: 17880 }); … await lk.stop();`
 * Default ports are the server's own dev defaults; any other port set is written to a generated
 * config file so a test server can run beside a developer's instance.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { moduleLogger } from "~/lib/logger";
import { startProcess, type ManagedProcess, type ProcessExit } from "../../process/processes";
import { freeLivekitPorts } from "../../process/free-ports";
import { waitFor } from "../../process/wait";
import { devServerConfigYaml, devServerOptionsSchema, LIVEKIT_DEV_DEFAULTS, serverEnvironment, type LivekitDevServerOptions } from "./livekit-server-config";
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
  /** SIGKILL at once (a test making the media server crash). */
  kill(): void;
}

async function waitUntilAccepting(proc: ManagedProcess, httpUrl: string, timeoutMs: number): Promise<void> {
  // Set once the process ended and its last output is in the tail.
  let exit: ProcessExit | undefined;
  void proc.exited.then((e) => (exit = e));
  await waitFor(
    async () => {
      const res = await fetch(httpUrl, { signal: AbortSignal.timeout(1000) });
      return res.ok ? true : undefined;
    },
    {
      what: `livekit-server to accept connections on ${httpUrl}`,
      timeoutMs,
      intervalMs: 100,
      giveUp: () =>
        exit
          ? `livekit-server exited (code ${exit.code ?? exit.signal}) before it accepted connections (port in use? another instance running?). Last output:\n${proc.tail()}`
          : undefined,
    },
  );
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
  // Always a config file: besides ports, keys and Redis it carries the agents' target load.
  const configDir = mkdtempSync(join(tmpdir(), "voicedesk-livekit-"));
  const configFile = join(configDir, "livekit.yaml");
  writeFileSync(configFile, devServerConfigYaml(ports, opts.redisAddress, opts.keys), { mode: 0o600 });
  args.push("--config", configFile);

  const proc = startProcess("livekit-server", binary, args, {
    cwd: tmpdir(),
    env: serverEnvironment(process.env),
    logFile: opts.logFile === undefined ? undefined : resolve(opts.logFile),
  });

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      const startedStopping = Date.now();
      // livekit-server's first signal waits for every participant to leave (a test's agent and
      // caller may still be in the room); the second forces. A signal that lands while the
      // server is still starting is dropped by it, so the repeat also covers that race.
      const again = setTimeout(() => proc.signal("SIGTERM"), 300);
      const stopped = proc.stop(5000);
      await proc.exited;
      clearTimeout(again);
      await stopped;
      rmSync(configDir, { recursive: true, force: true });
      log.info({ pid: proc.pid, port: ports.port, stopMs: Date.now() - startedStopping }, "livekit dev server stopped");
    })();
    return stopping;
  };

  const httpUrl = `http://127.0.0.1:${ports.port}/`;
  try {
    await waitUntilAccepting(proc, httpUrl, opts.readyTimeoutMs);
  } catch (err) {
    await stop();
    if (/spawn failed/.test(proc.tail())) throw new LivekitServerNotInstalledError(`${binary}: ${proc.tail()}`);
    throw err;
  }

  const server: LivekitDevServer = {
    url: `ws://127.0.0.1:${ports.port}`,
    apiKey: opts.keys?.apiKey ?? LIVEKIT_DEV_DEFAULTS.apiKey,
    apiSecret: opts.keys?.apiSecret ?? LIVEKIT_DEV_DEFAULTS.apiSecret,
    ports,
    pid: proc.pid,
    exited: proc.exited,
    stop,
    kill: proc.kill,
  };
  log.info({ pid: server.pid, ...ports, binary, configFile, redis: opts.redisAddress }, "livekit dev server ready");
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

/** How many sets of free ports to try before a bind clash is reported. */
const FREE_PORT_ATTEMPTS = 3;

/**
 * A dev server on ports the OS reports free. Between asking for a free port and livekit-server
 * binding it, another lane's process can take it (an outgoing connection gets an ephemeral port
 * from the same range): a fresh-clone `npm test` lost a unit file to "bind: address already in use"
 * that way. A clash is retried on new ports; any other failure is thrown at once.
 */
export async function startLivekitOnFreePorts(options: Omit<LivekitDevServerOptions, "port" | "rtcTcpPort" | "udpPort"> = {}): Promise<LivekitDevServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startLivekitDevServer({ ...options, ...(await freeLivekitPorts()) });
    } catch (err) {
      const clash = err instanceof Error && /address already in use|is already in use/.test(err.message);
      if (!clash || attempt >= FREE_PORT_ATTEMPTS) throw err;
      log.warn({ attempt }, "livekit dev server port taken before it bound; trying new ports");
    }
  }
}
