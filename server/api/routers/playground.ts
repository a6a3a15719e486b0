import { playgroundAskSchema } from "~/contracts/playground";
import { REPLAY_ROLES } from "~/contracts/roles";
import { turnDepsFor } from "~/server/runtime";
import { askPlayground } from "~/server/playground/ask";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/**
 * The console's playground (operators beside their dashboards and replay, QA beside its runs): ask the line a question as a caller would and see its answer and why — without
 * it becoming a call. A mutation: every question is a turn through the orchestrator, never cached.
 */
export const playgroundRouter = createTRPCRouter({
  ask: tenantProcedure(REPLAY_ROLES)
    .input(playgroundAskSchema)
    // The input schema is the turn contract's rules or stricter (contracts/playground.ts): what it admits, the turn takes.
    .mutation(({ ctx, input }) => askPlayground(turnDepsFor(ctx.db), { userId: ctx.session.user.id, tenant: ctx.tenant }, input)),
});
