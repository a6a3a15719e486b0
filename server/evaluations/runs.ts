import { and, desc, eq } from "drizzle-orm";
import { caseResultsSchema, type CaseResult } from "~/contracts/evaluations";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { evaluationRuns } from "~/server/db/schema";
import { EvaluationRefused } from "./cases";

const log = moduleLogger("evaluations.runs");

/** Runs the history shows (the trend chart reads the same list). */
export const RUNS_LISTED = 20;

export interface RunSummary {
  id: string;
  startedBy: string;
  startedAt: Date;
  finishedAt: Date | null;
  total: number;
  passed: number;
  failed: number;
}

export async function openRun(db: Db, tenantId: string, startedBy: string, total: number): Promise<string> {
  const [row] = await db.insert(evaluationRuns).values({ tenantId, startedBy, total }).returning({ id: evaluationRuns.id });
  return row!.id;
}

export async function closeRun(db: Db, runId: string, results: CaseResult[]): Promise<void> {
  const passed = results.filter((r) => r.passed).length;
  await db
    .update(evaluationRuns)
    .set({ finishedAt: new Date(), passed, failed: results.length - passed, results })
    .where(eq(evaluationRuns.id, runId));
}

const summaryColumns = {
  id: evaluationRuns.id,
  startedBy: evaluationRuns.startedBy,
  startedAt: evaluationRuns.startedAt,
  finishedAt: evaluationRuns.finishedAt,
  total: evaluationRuns.total,
  passed: evaluationRuns.passed,
  failed: evaluationRuns.failed,
};

/** The latest runs, newest first, with their counts. */
export async function listRuns(db: Db, tenantId: string): Promise<RunSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(evaluationRuns)
    .where(eq(evaluationRuns.tenantId, tenantId))
    .orderBy(desc(evaluationRuns.startedAt))
    .limit(RUNS_LISTED);
  log.info({ tenantId, runs: rows.length }, "evaluation_runs_listed");
  return rows;
}

/** One run with its per-case results, validated as the contract says (a stored result that does not parse throws). */
export async function runDetail(db: Db, tenantId: string, runId: string): Promise<RunSummary & { results: CaseResult[] }> {
  const [row] = await db
    .select({ ...summaryColumns, results: evaluationRuns.results })
    .from(evaluationRuns)
    .where(and(eq(evaluationRuns.tenantId, tenantId), eq(evaluationRuns.id, runId)));
  if (!row) throw new EvaluationRefused("there is no such evaluation run");
  const results = caseResultsSchema.parse(row.results);
  log.info({ tenantId, runId, results: results.length }, "evaluation_run_read");
  return { ...row, results };
}
