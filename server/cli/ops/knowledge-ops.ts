import { z } from "zod";
import { INPUT_LIMITS, safeText, slugSchema } from "~/contracts/input";
import { getDb } from "~/server/db";
import { langSchema } from "~/lib/lang";
import { searchQuestion } from "~/server/cognition/search-question";
import { processEmbedder } from "~/server/runtime";
import { defineOp } from "../op";

/** Ops that read the tenant's knowledge base (the database opens on first use). */

export const searchOp = defineOp({
  name: "search",
  input: z.object({
    op: z.literal("search"),
    tenant: slugSchema,
    lang: langSchema,
    text: safeText({ min: 1, max: INPUT_LIMITS.utterance }),
    intent: z
      .string()
      .max(64)
      .regex(/^[a-z][a-z_]*$/, "must be an intent name (lowercase letters and underscores)")
      .optional(),
    limit: z.number().int().min(1).max(50).optional(),
  }),
  run: async ({ tenant, lang, text, intent, limit }) => {
    const r = await searchQuestion(await getDb(), processEmbedder(), { tenant, lang, text, intent, limit });
    return {
      intent: r.intent,
      primaryCategory: r.primaryCategory,
      mismatchRate: r.mismatchRate,
      unitMismatch: r.unitMismatch,
      chunks: r.chunks.map((c) => ({
        id: c.id,
        source: c.source,
        title: c.title,
        url: c.url,
        headingPath: c.headingPath,
        category: c.category,
        rawScore: Number(c.rawScore.toFixed(4)),
        affinity: c.affinity,
        score: Number(c.score.toFixed(4)),
        content: c.content,
      })),
    };
  },
});

export const knowledgeOps = [searchOp];
