import { and, asc, count, eq } from "drizzle-orm";
import { RefusedError } from "~/lib/user-facing-error";
import { EVALUATION_LIMITS, expectationSchema, type EvaluationCaseInput, type Expectation } from "~/contracts/evaluations";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { evaluationCases } from "~/server/db/schema";
import { evaluationCaseRow } from "~/server/knowledge/ingest/evaluation-cases";
import { recordAudit, type Actor } from "~/server/audit";

const log = moduleLogger("evaluations.cases");

export interface EvaluationCase {
  id: string;
  lang: Lang;
  question: string;
  expect: Expectation;
  createdBy: string;
  createdAt: Date;
}

/** A refusal QA can act on (too many cases, no case to run, a case that is not there). */
export class EvaluationRefused extends RefusedError {}

/** The tenant's cases, oldest first (a seeded set, written at once, by language and question): the order a run takes. */
export async function listCases(db: Db, tenantId: string): Promise<EvaluationCase[]> {
  const rows = await db
    .select()
    .from(evaluationCases)
    .where(eq(evaluationCases.tenantId, tenantId))
    .orderBy(asc(evaluationCases.createdAt), asc(evaluationCases.lang), asc(evaluationCases.question));
  log.info({ tenantId, cases: rows.length }, "evaluation_cases_listed");
  return rows.map((r) => ({
    id: r.id,
    lang: r.lang,
    question: r.question,
    // Written through the same schema; a row that no longer parses is a bug to see, not to skip.
    expect: expectationSchema.parse(r.expectation),
    createdBy: r.createdBy,
    createdAt: r.createdAt,
  }));
}

export async function addCase(db: Db, tenantId: string, input: EvaluationCaseInput, actor: Actor): Promise<EvaluationCase> {
  return db.transaction(async (tx) => {
    const [{ n }] = (await tx.select({ n: count() }).from(evaluationCases).where(eq(evaluationCases.tenantId, tenantId))) as [{ n: number }];
    if (n >= EVALUATION_LIMITS.casesPerTenant) throw new EvaluationRefused(`a hospital may have at most ${EVALUATION_LIMITS.casesPerTenant} evaluation cases`);
    const [row] = await tx
      .insert(evaluationCases)
      .values(evaluationCaseRow(tenantId, input, actor.email))
      .returning();
    await recordAudit(tx, {
      tenantId,
      actor,
      action: "evaluation.case_add",
      target: input.question,
      after: { lang: input.lang, expect: input.expect },
    });
    return { id: row!.id, lang: row!.lang, question: row!.question, expect: input.expect, createdBy: row!.createdBy, createdAt: row!.createdAt };
  });
}

export async function removeCase(db: Db, tenantId: string, caseId: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(evaluationCases)
      .where(and(eq(evaluationCases.tenantId, tenantId), eq(evaluationCases.id, caseId)))
      .returning();
    if (!row) throw new EvaluationRefused("there is no such evaluation case");
    await recordAudit(tx, {
      tenantId,
      actor,
      action: "evaluation.case_remove",
      target: row.question,
      before: { lang: row.lang, expect: row.expectation },
    });
  });
}

/** A bundle import (restore): the hospital's cases become exactly the bundle's. Pass the import's transaction. */
export async function replaceCases(db: Db, tenantId: string, cases: readonly EvaluationCaseInput[], createdBy: string): Promise<void> {
  await db.delete(evaluationCases).where(eq(evaluationCases.tenantId, tenantId));
  if (cases.length) await db.insert(evaluationCases).values(cases.map((c) => evaluationCaseRow(tenantId, c, createdBy)));
  log.info({ tenantId, cases: cases.length }, "evaluation_cases_replaced");
}

/** The cases as a bundle's evaluations.yaml holds them: sorted, so the same cases export to the same bytes. */
export async function casesForExport(db: Db, tenantId: string): Promise<EvaluationCaseInput[]> {
  const cases = await listCases(db, tenantId);
  const key = (c: EvaluationCaseInput) => `${c.lang}\u0000${c.question}\u0000${JSON.stringify(c.expect)}`;
  return cases.map((c) => ({ lang: c.lang, question: c.question, expect: c.expect })).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
