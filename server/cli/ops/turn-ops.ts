import { z } from "zod";
import { conversationKeySchema, INPUT_LIMITS, safeText, slugSchema } from "~/contracts/input";
import { getDb } from "~/server/db";
import { langSchema } from "~/lib/lang";
import { runTurn } from "~/server/cognition/orchestrator";
import { turnDepsFor } from "~/server/runtime";
import { defineOp } from "../op";

/** `turn`: one caller utterance through the whole cognition pipeline, as the agent would send it. */
export const turnOp = defineOp({
  name: "turn",
  input: z.object({
    op: z.literal("turn"),
    tenant: slugSchema,
    conversation: conversationKeySchema,
    lang: langSchema.optional(),
    text: safeText({ max: INPUT_LIMITS.utterance, multiline: true }),
  }),
  run: async ({ tenant, conversation, lang, text }) => {
    // The same dependencies as the app's (the second opinion included): QA's CLI turns are the line's turns.
    const r = await runTurn(turnDepsFor(await getDb()), { tenant, conversation, lang, text, channel: "cli" });
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
