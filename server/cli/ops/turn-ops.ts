import { z } from "zod";
import { getDb } from "../../db";
import { langSchema } from "../../lang";
import { llmFromEnv } from "../../cognition/llm/client";
import { runTurn } from "../../cognition/orchestrator";
import { defaultEmbedder } from "../../knowledge/service";
import { defineOp } from "../op";

/** `turn`: one caller utterance through the whole cognition pipeline, as the agent would send it. */
export const turnOp = defineOp({
  name: "turn",
  input: z.object({
    op: z.literal("turn"),
    tenant: z.string().min(1, "tenant is the tenant slug, e.g. lindenhof"),
    conversation: z.string().min(1, "conversation is any key that groups turns into one call"),
    lang: langSchema.optional(),
    text: z.string({ error: "text must be a string" }),
  }),
  run: async ({ tenant, conversation, lang, text }) => {
    const r = await runTurn({ db: await getDb(), embedder: defaultEmbedder(), llm: llmFromEnv() }, { tenant, conversation, lang, text, channel: "cli" });
    return {
      spoken: r.spoken,
      class: r.class,
      intent: r.intent,
      path: r.path,
      disclaimer: r.disclaimer,
      citations: r.citations,
      found: r.found,
      action: r.action,
      language: r.language,
      latency_ms: r.latencyMs,
    };
  },
});

export const turnOps = [turnOp];
