import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { evaluationCaseInputSchema } from "~/contracts/evaluations";
import type { AppSession } from "~/server/auth/session";
import type { Actor } from "~/server/audit";
import { turnDepsFor } from "~/server/runtime";
import {
  addCase,
  EvaluationBusy,
  EvaluationRefused,
  followEvaluationJob,
  listCases,
  listRuns,
  removeCase,
  runDetail,
  startEvaluationRun,
} from "~/server/evaluations";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/**
 * QA's evaluation runs (issue 16: role qa). Owners, admins, QA and platform admins hold
 * tenantProcedure("qa"); operators do not. The router only translates refusals into API errors.
 */

const actorOf = (session: AppSession): Actor => ({ id: session.user.id, email: session.user.email });

async function userFacing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof EvaluationBusy) throw new TRPCError({ code: "CONFLICT", message: err.message });
    if (err instanceof EvaluationRefused) throw new TRPCError({ code: "BAD_REQUEST", message: err.message });
    throw err;
  }
}

const uuid = (what: string) => z.uuid(`must be ${what}'s id`);

export const evaluationsRouter = createTRPCRouter({
  cases: tenantProcedure("qa").query(({ ctx }) => listCases(ctx.db, ctx.tenant.id)),
  addCase: tenantProcedure("qa")
    .input(z.object({ case: evaluationCaseInputSchema }))
    .mutation(({ ctx, input }) => userFacing(() => addCase(ctx.db, ctx.tenant.id, input.case, actorOf(ctx.session)))),
  removeCase: tenantProcedure("qa")
    .input(z.object({ caseId: uuid("a case") }))
    .mutation(({ ctx, input }) => userFacing(() => removeCase(ctx.db, ctx.tenant.id, input.caseId, actorOf(ctx.session)))),
  /** Start a run over every case as a background job; `progress` follows it. */
  run: tenantProcedure("qa").mutation(({ ctx }) => userFacing(() => startEvaluationRun(turnDepsFor(ctx.db), ctx.tenant, actorOf(ctx.session)))),
  /** The tenant's run as it goes (case n of m), streamed over SSE until it ends. */
  progress: tenantProcedure("qa").subscription(async function* ({ ctx, signal }) {
    yield* followEvaluationJob(ctx.tenant.id, signal);
  }),
  runs: tenantProcedure("qa").query(({ ctx }) => listRuns(ctx.db, ctx.tenant.id)),
  runDetail: tenantProcedure("qa")
    .input(z.object({ runId: uuid("a run") }))
    .query(({ ctx, input }) => userFacing(() => runDetail(ctx.db, ctx.tenant.id, input.runId))),
});
