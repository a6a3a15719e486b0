import type { CaseResult } from "~/contracts/evaluations";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { runDetail } from "./runs";

const log = moduleLogger("evaluations.compare");

/**
 * What changed between two runs of the same cases, case by case (matched by the case's id): what
 * newly fails is what a change broke, what newly passes is what it fixed. Cases in only one of the
 * runs (added or removed between them) are counted apart, never as a pass or a failure.
 */
export interface RunComparison {
  newlyFailed: CaseResult[];
  newlyPassed: CaseResult[];
  stillFailing: number;
  stillPassing: number;
  /** In the later run only: their result is in `added`, not in the lists above. */
  added: CaseResult[];
  /** In the earlier run only. */
  removed: number;
}

/** Pure: the later run's results against the earlier's, in the later run's order. */
export function compareResults(earlier: CaseResult[], later: CaseResult[]): RunComparison {
  const before = new Map(earlier.map((r) => [r.caseId, r]));
  const laterIds = new Set(later.map((r) => r.caseId));
  const comparison: RunComparison = { newlyFailed: [], newlyPassed: [], stillFailing: 0, stillPassing: 0, added: [], removed: 0 };
  for (const r of later) {
    const was = before.get(r.caseId);
    if (!was) comparison.added.push(r);
    else if (was.passed && !r.passed) comparison.newlyFailed.push(r);
    else if (!was.passed && r.passed) comparison.newlyPassed.push(r);
    else if (r.passed) comparison.stillPassing += 1;
    else comparison.stillFailing += 1;
  }
  comparison.removed = earlier.filter((r) => !laterIds.has(r.caseId)).length;
  return comparison;
}

/** Two of the tenant's runs compared; either may be the later one, by its start. */
export async function compareRuns(db: Db, tenantId: string, runA: string, runB: string) {
  const [a, b] = await Promise.all([runDetail(db, tenantId, runA), runDetail(db, tenantId, runB)]);
  const [earlier, later] = a.startedAt <= b.startedAt ? [a, b] : [b, a];
  const comparison = compareResults(earlier.results, later.results);
  log.info(
    { tenantId, earlier: earlier.id, later: later.id, newlyFailed: comparison.newlyFailed.length, newlyPassed: comparison.newlyPassed.length },
    "evaluation_runs_compared",
  );
  const summary = ({ results: _results, ...run }: typeof a) => run;
  return { earlier: summary(earlier), later: summary(later), ...comparison };
}
