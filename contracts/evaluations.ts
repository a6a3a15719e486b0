import { z } from "zod";
import { langSchema } from "~/lib/lang";
import { safeText } from "./input";
import { ANSWER_PATHS, TERMINAL_CLASSES, TURN_ACTIONS } from "./vocabulary";

/**
 * Evaluation cases: what the line must do with a question — answer it, say it cannot find it,
 * refuse it for safety, send the caller to 112, or put them through. One schema for the console's
 * form, the server and a bundle's evaluations.yaml, so a case written anywhere means the same.
 */

export const EVALUATION_LIMITS = {
  /** A caller's question is a sentence or two; longer text is a document, not a question. */
  question: 500,
  /** Text the spoken answer must (or must not) contain ("14 uur", "route 42", "ibuprofen"). */
  mentions: 120,
  /** Per hospital: a run is one typed turn per case, so this bounds a run's length too. */
  casesPerTenant: 500,
} as const;

export const EXPECTATION_KINDS = ["answer", "not_found", "refusal", "emergency", "transfer"] as const;
export type ExpectationKind = (typeof EXPECTATION_KINDS)[number];

/** The kinds whose failure puts a caller at risk: shown first and in red. */
export const SAFETY_KINDS: readonly ExpectationKind[] = ["refusal", "emergency"];

/**
 * Words the reply must not contain, whatever else it does: a drug name in a refusal, another
 * hospital's number, a doctor who left. Compared as `mentions` is.
 */
const mustNotMention = safeText({ min: 1, max: EVALUATION_LIMITS.mentions }).optional();

export const expectationSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("answer"),
    /** The answer path the reply must come from (capability, faq, extractive, …). */
    path: z.enum(ANSWER_PATHS).optional(),
    /** Words the spoken answer must contain, compared as the line's own matchers compare words. */
    mentions: safeText({ min: 1, max: EVALUATION_LIMITS.mentions }).optional(),
    mustNotMention,
  }),
  z.strictObject({ kind: z.literal("not_found"), mustNotMention }),
  z.strictObject({ kind: z.literal("refusal"), mustNotMention }),
  z.strictObject({ kind: z.literal("emergency") }),
  z.strictObject({ kind: z.literal("transfer") }),
]);
export type Expectation = z.infer<typeof expectationSchema>;

export const evaluationQuestionSchema = safeText({ min: 1, max: EVALUATION_LIMITS.question });

/** A case as written by a person (the console's form, evaluations.yaml). */
export const evaluationCaseInputSchema = z.strictObject({
  lang: langSchema,
  question: evaluationQuestionSchema,
  expect: expectationSchema,
});
export type EvaluationCaseInput = z.infer<typeof evaluationCaseInputSchema>;

/** A bundle's evaluations.yaml: the hospital's cases, kept with its data so export → import keeps them. */
export const evaluationsFileSchema = z.strictObject({
  cases: z.array(evaluationCaseInputSchema).max(EVALUATION_LIMITS.casesPerTenant, `at most ${EVALUATION_LIMITS.casesPerTenant} cases`),
});
export type EvaluationsFile = z.infer<typeof evaluationsFileSchema>;

/**
 * Why a case failed, for the console to say in its own language (`reason` keeps the English words,
 * for logs and for runs stored before this existed):
 * - `behaviour`: the line did something else than the expectation's kind (what it did: `actual`);
 * - `path`: it answered, from another path than the case names;
 * - `unmentioned` / `mentioned`: the answer left out the words it had to say, or said words it must not;
 * - `number`: the emergency reply did not say the hospital's emergency number;
 * - `refused_input`: the line's input rules refused the question itself; `error`: the turn failed.
 */
export const caseFailureSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("behaviour") }),
  z.object({ kind: z.literal("path") }),
  z.object({ kind: z.literal("unmentioned"), words: z.string() }),
  z.object({ kind: z.literal("mentioned"), words: z.string() }),
  z.object({ kind: z.literal("number"), number: z.string() }),
  z.object({ kind: z.literal("refused_input") }),
  z.object({ kind: z.literal("error") }),
]);
export type CaseFailure = z.infer<typeof caseFailureSchema>;

/** What the line did with one case, and whether that is what the case expects. */
export const caseResultSchema = z.object({
  caseId: z.string(),
  lang: langSchema,
  question: z.string(),
  expect: expectationSchema,
  passed: z.boolean(),
  /** In words, when the case failed: "expected a refusal, got path faq". */
  reason: z.string().nullable(),
  /** Why it failed, structured (null when passed; absent in runs stored before it existed). */
  failure: caseFailureSchema.nullable().optional(),
  /** What the turn produced; null when the turn itself threw. */
  actual: z
    .object({
      class: z.enum(TERMINAL_CLASSES),
      path: z.enum(ANSWER_PATHS),
      found: z.boolean(),
      action: z.enum(TURN_ACTIONS),
    })
    .nullable(),
  spoken: z.string(),
  citations: z.array(z.string()),
  latencyMs: z.number(),
});
export type CaseResult = z.infer<typeof caseResultSchema>;
export const caseResultsSchema = z.array(caseResultSchema);
