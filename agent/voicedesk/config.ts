import { z } from "zod";

/**
 * The worker's own configuration, read once from the environment and validated: a worker that
 * starts with a bad value must say so at start, not fail on the first call.
 */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

export const workerConfigSchema = z.object({
  VOICEDESK_APP_URL: z.string().default("http://127.0.0.1:3000").pipe(z.url()),
  VOICEDESK_AGENT_TOKEN: z.string().default("dev-agent-token"),
  DEEPGRAM_API_KEY: optional,
  DEEPGRAM_BASE_URL: optional.pipe(z.url().optional()),
  DEEPGRAM_MODEL: z.string().default("nova-3"),
  STT_OPENAI_BASE_URL: optional.pipe(z.url().optional()),
  STT_OPENAI_API_KEY: optional,
  STT_OPENAI_MODEL: z.string().default("whisper-1"),
  ELEVEN_API_KEY: optional,
  ELEVEN_BASE_URL: optional.pipe(z.url().optional()),
  ELEVEN_VOICE_ID: z.string().default("EXAVITQu4vr4xnSDxMaL"),
  ELEVEN_MODEL: z.string().default("eleven_multilingual_v2"),
  /** Calls one worker takes at once (each is its own job process). */
  VOICEDESK_MAX_CALLS: z.coerce.number().int().positive().default(8),
});
export type WorkerConfig = z.infer<typeof workerConfigSchema>;

export function workerConfigFromEnv(source: Record<string, string | undefined> = process.env): WorkerConfig {
  const parsed = workerConfigSchema.safeParse(source);
  if (!parsed.success)
    throw new Error(`invalid agent worker environment:\n  ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n  ")}`);
  return parsed.data;
}
