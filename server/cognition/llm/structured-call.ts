import type { z } from "zod";
import { moduleLogger } from "~/lib/logger";
import type { LlmConfig } from "./client";

const log = moduleLogger("cognition.structured_call");

export class StructuredCallError extends Error {
  constructor(
    readonly task: string,
    readonly attempts: number,
    readonly lastProblem: string,
  ) {
    super(`structured call "${task}" failed after ${attempts} attempt(s): ${lastProblem}`);
    this.name = "StructuredCallError";
  }
}

export interface StructuredCallOptions<T> {
  task: string;
  system: string;
  user: string;
  schema: z.ZodType<T>;
  /** Attempts including the first; each retry tells the model what was wrong. */
  attempts?: number;
  /** Used when every attempt failed (typed error logged); without it the error is thrown. */
  fallback?: () => T;
}

/**
 * Ask the LLM for JSON matching a zod schema. Bounded: at most `attempts` requests, each bounded in
 * time by the client. On exhaustion the deterministic fallback answers, so a flaky model never
 * blocks a caller; the failure is logged as a StructuredCallError.
 */
export async function structuredCall<T>(llm: LlmConfig, opts: StructuredCallOptions<T>): Promise<T> {
  const attempts = opts.attempts ?? 2;
  const messages: Array<{ role: "system" | "user" | "assistant"; content: string }> = [
    { role: "system", content: `${opts.system}\nAnswer with one JSON object only.` },
    { role: "user", content: opts.user },
  ];
  let problem = "no attempt made";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await llm.client.chat.completions.create(
        { model: llm.model, messages, response_format: { type: "json_object" } },
        { timeout: llm.timeoutMs },
      );
      const content = res.choices[0]?.message.content ?? "";
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch {
        problem = `not JSON: ${content.slice(0, 80)}`;
        messages.push({ role: "assistant", content }, { role: "user", content: "That was not valid JSON. Answer with one JSON object only." });
        continue;
      }
      const parsed = opts.schema.safeParse(json);
      if (parsed.success) return parsed.data;
      problem = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      messages.push({ role: "assistant", content }, { role: "user", content: `The JSON did not match the schema (${problem}). Try again.` });
    } catch (err) {
      // Transport errors and timeouts are not retried: the time budget is the caller's.
      problem = (err as Error).message;
      break;
    }
  }
  const error = new StructuredCallError(opts.task, attempts, problem);
  if (opts.fallback) {
    log.warn({ task: opts.task, problem }, "structured_call_fallback");
    return opts.fallback();
  }
  throw error;
}
