import { z } from "zod";

/**
 * The one place environment variables are read and validated. Every variable is listed in
 * `.env.example`. Vendor paths switch on only when their key is present; everything else has an
 * embedded default so a fresh machine runs with no keys at all.
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const optionalUrl = optionalString.pipe(z.url().optional());

const intFromEnv = (fallback: number) => optionalString.transform((v) => (v === undefined ? fallback : Number(v))).pipe(z.number().int().nonnegative());

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),

  /** Unset → embedded PGlite (with pgvector) persisted under VOICEDESK_DATA_DIR. */
  DATABASE_URL: optionalUrl,
  VOICEDESK_DATA_DIR: z.string().default("./data"),

  /** OpenAI or any OpenAI-compatible server (Ollama, vLLM). Unset key → deterministic extractive answers. */
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_CHAT_MODEL: z.string().default("gpt-4.1"),
  LLM_TIMEOUT_MS: intFromEnv(8000),
  LLM_MAX_TOOL_ITERATIONS: intFromEnv(3),

  /** Embeddings: "openai" needs OPENAI_API_KEY (or EMBEDDING_BASE_URL); "local" is the embedded default. */
  EMBEDDING_PROVIDER: z.enum(["auto", "openai", "local"]).default("auto"),
  EMBEDDING_BASE_URL: optionalUrl,
  EMBEDDING_MODEL: z.string().default("text-embedding-3-large"),
  EMBEDDING_DIMENSIONS: optionalString.transform((v) => (v === undefined ? undefined : Number(v))).pipe(z.number().int().positive().optional()),

  /** Speech-to-text: Deepgram, or any OpenAI-compatible /v1/audio/transcriptions server. */
  DEEPGRAM_API_KEY: optionalString,
  DEEPGRAM_BASE_URL: optionalUrl,
  STT_OPENAI_BASE_URL: optionalUrl,
  STT_OPENAI_API_KEY: optionalString,
  STT_OPENAI_MODEL: z.string().default("whisper-1"),

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
  VOICEDESK_APP_URL: z.string().default("http://127.0.0.1:3000"),
  VOICEDESK_AGENT_TOKEN: z.string().default("dev-agent-token"),
  VOICEDESK_DEMO_TENANT: z.string().default("lindenhof"),

  /** Public procedures, per client address and minute (behind a reverse proxy that sets X-Forwarded-For). */
  RATE_LIMIT_CALLS_PER_MINUTE: intFromEnv(10),
  RATE_LIMIT_CHAT_TURNS_PER_MINUTE: intFromEnv(30),

  /** next-auth */
  AUTH_SECRET: optionalString,
  VOICEDESK_ADMIN_EMAIL: z.string().default("admin@voicedesk.local"),
  VOICEDESK_ADMIN_PASSWORD: optionalString,
  /** Optional OIDC provider for the console (all three or none). */
  AUTH_OIDC_ISSUER: optionalUrl,
  AUTH_OIDC_CLIENT_ID: optionalString,
  AUTH_OIDC_CLIENT_SECRET: optionalString,
  AUTH_OIDC_NAME: optionalString,
});

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
