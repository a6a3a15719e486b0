import { count, eq } from "drizzle-orm";
import type { EvaluationCaseInput } from "~/contracts/evaluations";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { evaluationCases } from "~/server/db/schema";

const log = moduleLogger("knowledge.evaluation_cases");

/** One evaluation case as its row: the same shape whether QA wrote it, a bundle seeded it or an import restored it. */
export const evaluationCaseRow = (tenantId: string, c: EvaluationCaseInput, createdBy: string) => ({
  tenantId,
  lang: c.lang,
  question: c.question,
  expectation: c.expect as Record<string, unknown>,
  createdBy,
});

/**
 * A hospital folder ingested (the demo on first start, `cli ingest`): its evaluations.yaml seeds the
 * cases of a hospital that has none. Cases QA already keeps are never overwritten by a re-ingest.
 */
export async function seedEvaluationCases(db: Db, tenantId: string, cases: readonly EvaluationCaseInput[]): Promise<number> {
  const [{ n }] = (await db.select({ n: count() }).from(evaluationCases).where(eq(evaluationCases.tenantId, tenantId))) as [{ n: number }];
  if (n > 0 || cases.length === 0) return 0;
  await db.insert(evaluationCases).values(cases.map((c) => evaluationCaseRow(tenantId, c, "bundle")));
  log.info({ tenantId, cases: cases.length }, "evaluation_cases_seeded");
  return cases.length;
}
