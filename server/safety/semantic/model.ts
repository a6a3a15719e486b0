import { z } from "zod";
// A static JSON import, not a file read: `new URL("./model.json", import.meta.url)` is an asset URL
// once Next bundles this module (fileURLToPath threw while `next build` collected the talk page).
import shippedModelJson from "./model.json" with { type: "json" };

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
    /**
     * Probability at or above which the opinion adds a refusal / an emergency. The `…OnPractical`
     * ones are for an utterance with a practical question's words (where, which floor, visiting
     * hours, the clinic, can I bring …: ../practical), where callers name a past emergency ("my
     * husband is in intensive care after a heart attack, can I bring him clothes?") or a medicine
     * ("can I bring my own insulin to the ward?"): a higher bar there, never silence — "the GP's clinic is
     * closed today, what can I take for this migraine?" is an advice ask with a practical word in it.
     */
    thresholds: z.strictObject({
      advice: z.number().gt(0).lt(1),
      adviceOnPractical: z.number().gt(0).lt(1),
      emergency: z.number().gt(0).lt(1),
      emergencyOnPractical: z.number().gt(0).lt(1),
    }),
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
    if (m.thresholds.adviceOnPractical < m.thresholds.advice)
      ctx.addIssue({
        code: "custom",
        message: "thresholds.adviceOnPractical is below thresholds.advice: a practical question would be easier to refuse",
      });
    if (m.thresholds.emergencyOnPractical < m.thresholds.emergency)
      ctx.addIssue({
        code: "custom",
        message: "thresholds.emergencyOnPractical is below thresholds.emergency: a practical question would be easier to send to 112",
      });
    if (m.mean.length !== m.dimension) ctx.addIssue({ code: "custom", message: `mean has ${m.mean.length} values, dimension is ${m.dimension}` });
    m.weights.forEach((row, i) => {
      if (row.length !== m.dimension) ctx.addIssue({ code: "custom", message: `weights[${i}] has ${row.length} values, dimension is ${m.dimension}` });
    });
  });

export type SemanticModel = z.infer<typeof semanticModelSchema>;

/** Where the shipped model lives, from the repository root (the training script writes it). */
export const SEMANTIC_MODEL_PATH = "server/safety/semantic/model.json";

/** Parse a model file's text; an invalid file is an error naming the first problem. */
export function parseSemanticModel(source: string, file = SEMANTIC_MODEL_PATH): SemanticModel {
  return checkSemanticModel(JSON.parse(source), file);
}

function checkSemanticModel(value: unknown, file: string): SemanticModel {
  const parsed = semanticModelSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file} is not a semantic safety model: ${issue?.path.join(".") ?? ""} ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

let shipped: SemanticModel | undefined;

/** The classifier that ships with the code (read once per process). */
export function shippedSemanticModel(): SemanticModel {
  shipped ??= checkSemanticModel(shippedModelJson, SEMANTIC_MODEL_PATH);
  return shipped;
}
