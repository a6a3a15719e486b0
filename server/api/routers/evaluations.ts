import { z } from "zod";
import { evaluationCaseInputSchema } from "~/contracts/evaluations";
import { turnDepsFor } from "~/server/runtime";
import { addCase, compareRuns, followEvaluationJob, listCases, listRuns, removeCase, runDetail, startEvaluationRun } from "~/server/evaluations";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/**
 * QA's evaluation runs over the tenant's cases. Owners, admins, QA and platform admins hold
 * tenantProcedure("qa"); operators do not.
 */

const uuid = (what: string) => z.uuid(`must be ${what}'s id`);

export const evaluationsRouter = createTRPCRouter({
  cases: tenantProcedure("qa").query(({ ctx }) => listCases(ctx.db, ctx.tenant.id)),
  addCase: tenantProcedure("qa")
    .input(z.object({ case: evaluationCaseInputSchema }))
    .mutation(({ ctx, input }) => addCase(ctx.db, ctx.tenant.id, input.case, ctx.actor)),
  removeCase: tenantProcedure("qa")
    .input(z.object({ caseId: uuid("a case") }))
    .mutation(({ ctx, input }) => removeCase(ctx.db, ctx.tenant.id, input.caseId, ctx.actor)),
  /** Start a run over every case as a background job; `progress` follows it. */
  run: tenantProcedure("qa").mutation(({ ctx }) => startEvaluationRun(turnDepsFor(ctx.db), ctx.tenant, ctx.actor)),
  /** The tenant's run as it goes (case n of m), streamed over SSE until it ends. */
  progress: tenantProcedure("qa").subscription(async function* ({ ctx, signal }) {
    yield* followEvaluationJob(ctx.tenant.id, signal);
  }),
  runs: tenantProcedure("qa").query(({ ctx }) => listRuns(ctx.db, ctx.tenant.id)),
  runDetail: tenantProcedure("qa")
    .input(z.object({ runId: uuid("a run") }))
    .query(({ ctx, input }) => runDetail(ctx.db, ctx.tenant.id, input.runId)),
  /** Two runs case by case: what newly fails, what newly passes. */
  compare: tenantProcedure("qa")
    .input(z.object({ runA: uuid("a run"), runB: uuid("a run") }))
    .query(({ ctx, input }) => compareRuns(ctx.db, ctx.tenant.id, input.runA, input.runB)),
});
