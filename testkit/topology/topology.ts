/**
 * docker-compose.yml's topology started without Docker, from the file itself: for each service, in
 * its depends_on order, the environment compose would give the container (the `.env` settings
 * filled in), its compose addresses (`postgres:5432`, `host.docker.internal:7880`, `app:3000`)
 * pointed at where the services run on this machine, then the real binary (./stand-ins.ts).
 * Scaled out as docs/topology.md describes: two app instances on the one PostgreSQL, and the agent's
 * AGENT_REPLICAS workers, worker n talking to app instance n.
 *
 *   const topology = await startComposeTopology({ runDir, database, doubles: { agent: { STT_OPENAI_BASE_URL } } });
 *   … topology.apps[0].url, topology.sipAddress, topology.livekit …
 *   await topology.stop();
 */
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { moduleLogger } from "~/lib/logger";
import { freeLivekitPorts } from "../process/free-ports";
import { composeEnvironment, composeReplicas, readComposeFile, relocate, type ComposeFile, type Relocation } from "./compose-file";
import { deployPorts, STAND_INS, type RunningStandIn, type TopologyDatabase } from "./stand-ins";

const log = moduleLogger("testkit.topology");
const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface ComposeTopologyOptions {
  root?: string;
  /** Logs and data folders of the run, one per service and replica. */
  runDir: string;
  database: TopologyDatabase;
  /** Over the generated `.env` settings (secrets random per run, AGENT_REPLICAS=2, VOICEDESK_MAX_CALLS=1). */
  settings?: Record<string, string>;
  /** App instances (the compose file runs one; scaled out here behind no balancer: each agent worker has its own). */
  appInstances?: number;
  /**
   * Variables compose does not give a service: addresses of vendor TEST DOUBLES only (the
   * recogniser's, say). Naming a variable compose sets is refused: a double never replaces a setting.
   */
  doubles?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  onLine?: (service: string, replica: number, line: string) => void;
}

export interface StartedService extends RunningStandIn {
  service: string;
  replica: number;
  /** The environment it was started with (compose's, relocated, doubles added). */
  env: Readonly<Record<string, string>>;
}

export interface ComposeTopology {
  /** The `.env` the compose file was filled from. */
  settings: Readonly<Record<string, string>>;
  /** Compose address → where it answers here. */
  addresses: Readonly<Record<string, Relocation>>;
  services: readonly StartedService[];
  apps: readonly StartedService[];
  agents: readonly StartedService[];
  livekit: { url: string; httpUrl: string; apiKey: string; apiSecret: string };
  /** `host:port` a SIP carrier sends INVITEs to. */
  sipAddress: string;
  /** The one database, as the app instances got it. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** The services in an order that starts each after what it depends on, otherwise in file order. Pure. */
export function startOrder(compose: ComposeFile): string[] {
  const names = Object.keys(compose.services);
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (order.includes(name)) return;
    if (visiting.has(name)) throw new Error(`depends_on cycle through "${name}"`);
    if (!compose.services[name]) throw new Error(`depends_on names an unknown service "${name}"`);
    visiting.add(name);
    for (const dep of Object.keys(compose.services[name]!.depends_on ?? {})) visit(dep);
    visiting.delete(name);
    order.push(name);
  };
  for (const name of names) visit(name);
  return order;
}

/** Random secrets and the scaled-out counts: what an operator's `.env` beside the compose file holds. */
function generatedSettings(livekitPort: number): Record<string, string> {
  const hex = (bytes: number) => randomBytes(bytes).toString("hex");
  return {
    POSTGRES_PASSWORD: hex(16),
    LIVEKIT_API_KEY: `topology${hex(4)}`,
    LIVEKIT_API_SECRET: hex(24),
    LIVEKIT_PUBLIC_URL: `ws://127.0.0.1:${livekitPort}`,
    VOICEDESK_AGENT_TOKEN: hex(24),
    VOICEDESK_CALLER_ID_SECRET: hex(24),
    AUTH_SECRET: hex(24),
    AGENT_REPLICAS: "2",
    // One call per worker: a second call at the same time goes to the other worker (call-capacity.ts).
    VOICEDESK_MAX_CALLS: "1",
    LOG_LEVEL: "info",
  };
}

/** What a container starts with before compose's environment: a path and a home, nothing of the test runner's. */
function bareEnvironment(): Record<string, string | undefined> {
  return { PATH: process.env.PATH, HOME: process.env.HOME, LANG: process.env.LANG ?? "C.UTF-8", TZ: "UTC" };
}

/** The compose variables a stand-in does not know, and those it expects that compose does not give. Pure. */
export function variableMismatch(composeVariables: readonly string[], standInVariables: readonly string[]): { unknown: string[]; absent: string[] } {
  return {
    unknown: composeVariables.filter((v) => !standInVariables.includes(v)).sort(),
    absent: standInVariables.filter((v) => !composeVariables.includes(v)).sort(),
  };
}

export async function startComposeTopology(opts: ComposeTopologyOptions): Promise<ComposeTopology> {
  const root = opts.root ?? REPO_ROOT;
  const compose = readComposeFile(root);
  const livekitPorts = await freeLivekitPorts();
  const settings = { ...generatedSettings(livekitPorts.port), ...opts.settings };
  const order = startOrder(compose);
  const missing = order.filter((name) => !STAND_INS[name]);
  if (missing.length) throw new Error(`no stand-in for compose service(s) ${missing.join(", ")} (testkit/topology/stand-ins.ts)`);

  const started: StartedService[] = [];
  const addresses: Record<string, Relocation> = {};
  let redisAddress: string | undefined;
  const stop = async () => {
    for (const s of started.splice(0).reverse()) {
      await s.stop().catch((err: unknown) => log.warn({ service: s.service, replica: s.replica, err: (err as Error).message }, "topology_stop_failed"));
    }
  };

  try {
    for (const name of order) {
      const standIn = STAND_INS[name]!;
      const service = compose.services[name]!;
      const composed = composeEnvironment(compose, name, settings);
      const mismatch = variableMismatch(Object.keys(composed), Object.keys(standIn.variables));
      if (mismatch.unknown.length || mismatch.absent.length) {
        throw new Error(
          `${name}: compose and its stand-in differ (not handled: ${mismatch.unknown.join(", ") || "-"}; not in compose: ${mismatch.absent.join(", ") || "-"})`,
        );
      }
      const doubles = opts.doubles?.[name] ?? {};
      const overlap = Object.keys(doubles).filter((v) => v in composed);
      if (overlap.length) throw new Error(`${name}: a test double may not replace compose's ${overlap.join(", ")}`);
      const replicas = name === "app" ? (opts.appInstances ?? 2) : composeReplicas(compose, name, settings);
      // In replica order: `started` is in the order the instances came up, which varies run to run
      // (a fresh-clone run paired agent 1 with app 2 and failed the test's pairing check).
      const apps = started.filter((s) => s.service === "app").sort((a, b) => a.replica - b.replica);

      const runs = Array.from({ length: replicas }, async (_, replica) => {
        const dir = join(opts.runDir, replicas > 1 ? `${name}-${replica + 1}` : name);
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        // Agent worker n reaches app instance n (docs/topology.md: a call stays on one instance).
        const app = apps.length ? apps[replica % apps.length]!.addresses : undefined;
        const here = { ...addresses, ...app };
        // A named volume's mount point (the app's /app/data) becomes a folder of this replica.
        const mounts = Object.fromEntries(
          (service.volumes ?? [])
            .map((v) => v.split(":"))
            .filter(([source]) => !/^[./]/.test(source!))
            .map(([source, target]) => [target!, join(dir, source!)]),
        );
        const env = { ...Object.fromEntries(Object.entries(composed).map(([k, v]) => [k, mounts[v] ?? relocate(v, here)])), ...doubles };
        const running = await standIn.start(env, {
          root,
          dir,
          replica,
          service,
          database: opts.database,
          livekitPorts,
          redisAddress,
          baseEnv: bareEnvironment(),
          onLine: opts.onLine ? (line) => opts.onLine!(name, replica, line) : undefined,
        });
        const entry: StartedService = { ...running, service: name, replica, env };
        started.push(entry);
        return entry;
      });
      const settled = await Promise.allSettled(runs);
      const failed = settled.find((r): r is PromiseRejectedResult => r.status === "rejected");
      if (failed) throw failed.reason;
      for (const r of settled) {
        const s = (r as PromiseFulfilledResult<StartedService>).value;
        redisAddress ??= s.redisAddress;
        // Instances of a scaled service share one compose address: the agents pick theirs above.
        if (replicas === 1) Object.assign(addresses, s.addresses);
      }
      log.info({ service: name, replicas }, "topology_service_up");
    }
  } catch (err) {
    await stop();
    throw err;
  }

  const ports = deployPorts(root);
  const livekitHere = addresses[`127.0.0.1:${ports.livekit}`]!;
  const sipHere = addresses[`127.0.0.1:${ports.sip}`]!;
  const url = `ws://${livekitHere.host}:${livekitHere.port}`;
  const apps = started.filter((s) => s.service === "app").sort((a, b) => a.replica - b.replica);
  return {
    settings,
    addresses,
    services: [...started],
    apps,
    agents: started.filter((s) => s.service === "agent").sort((a, b) => a.replica - b.replica),
    livekit: { url, httpUrl: url.replace(/^ws/, "http"), apiKey: settings.LIVEKIT_API_KEY!, apiSecret: settings.LIVEKIT_API_SECRET! },
    sipAddress: `${sipHere.host}:${sipHere.port}`,
    databaseUrl: apps[0]!.env.DATABASE_URL!,
    stop,
  };
}
