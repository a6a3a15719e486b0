import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** What the semantic second opinion tells apart: an advice ask, an emergency, anything else. */
export const SEMANTIC_CLASSES = ["advice", "emergency", "other"] as const;
export type SemanticClass = (typeof SEMANTIC_CLASSES)[number];

/**
 * The shipped classifier: multinomial logistic regression over the embedder's query vectors
 * (centred by the training mean), written by `npm run -s safety:train` (scripts/safety/semantic).
 * It records which model made the vectors it was trained on: a vector from any other model (or
 * dimension) means nothing to it, and the second opinion then stays silent (counted) rather than
 * guess.
 */
const vector = (n: number) => z.array(z.number().finite()).length(n);

export const semanticModelSchema = z
  .strictObject({
    format: z.literal(1),
    embeddingModel: z.string().min(1),
    dimension: z.number().int().positive(),
    classes: z.tuple([z.literal("advice"), z.literal("emergency"), z.literal("other")]),
    mean: z.array(z.number().finite()),
    /** One row per class, `dimension` weights each. */
    weights: z.array(z.array(z.number().finite())).length(3),
    bias: vector(3),
    /** Probability at or above which the opinion adds a refusal / an emergency. */
    thresholds: z.strictObject({ advice: z.number().gt(0).lt(1), emergency: z.number().gt(0).lt(1) }),
    /** How it was made: enough to make it again and to see what it learnt from. */
    training: z.strictObject({
      command: z.string(),
      examples: z.number().int().positive(),
      perClass: z.record(z.string(), z.number().int().nonnegative()),
      corpusSha256: z.string().length(64),
      l2: z.number().nonnegative(),
      iterations: z.number().int().positive(),
      crossValidation: z.string(),
    }),
  })
  .superRefine((m, ctx) => {
    if (m.mean.length !== m.dimension) ctx.addIssue({ code: "custom", message: `mean has ${m.mean.length} values, dimension is ${m.dimension}` });
    m.weights.forEach((row, i) => {
      if (row.length !== m.dimension) ctx.addIssue({ code: "custom", message: `weights[${i}] has ${row.length} values, dimension is ${m.dimension}` });
    });
  });

export type SemanticModel = z.infer<typeof semanticModelSchema>;

/**
 * Next to this module under tsx and vitest; inside a Next.js server bundle this module's URL points
 * into .next/, so the source tree under the project root (where the app runs) is the fallback. No
 * `new URL("./model.json", import.meta.url)` literal: Turbopack turns it into an asset URL of its
 * own, and `next build` failed on every page that reaches the turn ("path … Received an instance
 * of URL").
 */
function findModelFile(): string {
  const candidates = [join(dirname(fileURLToPath(import.meta.url)), "model.json"), resolve(process.cwd(), "server/safety/semantic/model.json")];
  return candidates.find((file) => existsSync(file)) ?? candidates[0]!;
}

export const SEMANTIC_MODEL_FILE = findModelFile();

/** Parse a model file's text; an invalid file is an error naming the first problem. */
export function parseSemanticModel(source: string, file = SEMANTIC_MODEL_FILE): SemanticModel {
  const parsed = semanticModelSchema.safeParse(JSON.parse(source));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file} is not a semantic safety model: ${issue?.path.join(".") ?? ""} ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

let shipped: SemanticModel | undefined;

/** The classifier that ships with the code (read once per process). */
export function shippedSemanticModel(): SemanticModel {
  shipped ??= parseSemanticModel(readFileSync(SEMANTIC_MODEL_FILE, "utf8"));
  return shipped;
}
