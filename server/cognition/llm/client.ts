import OpenAI from "openai";
import type { Env } from "~/lib/env";
import { env as readEnv } from "~/lib/env";

export interface LlmConfig {
  client: OpenAI;
  model: string;
  /** Bound on each LLM request; the caller never waits on a retry storm. */
  timeoutMs: number;
  maxToolIterations: number;
}

/** The configured LLM, or null: no key and no base URL means the offline (extractive) path. */
export function llmFromEnv(e: Env = readEnv()): LlmConfig | null {
  if (!e.OPENAI_API_KEY && !e.OPENAI_BASE_URL) return null;
  return {
    // maxRetries 0: one bounded attempt; a failure escalates to a person instead of making the caller wait.
    client: new OpenAI({ apiKey: e.OPENAI_API_KEY ?? "not-needed", baseURL: e.OPENAI_BASE_URL, timeout: e.LLM_TIMEOUT_MS, maxRetries: 0 }),
    model: e.OPENAI_CHAT_MODEL,
    timeoutMs: e.LLM_TIMEOUT_MS,
    maxToolIterations: Math.max(1, e.LLM_MAX_TOOL_ITERATIONS),
  };
}
