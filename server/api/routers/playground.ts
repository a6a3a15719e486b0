import { TRPCError } from "@trpc/server";
import { z } from "zod";
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
    .mutation(async ({ ctx, input }) => {
      try {
        return await askPlayground(turnDepsFor(ctx.db), { userId: ctx.session.user.id, tenant: ctx.tenant }, input);
      } catch (err) {
        // The line's own input rules (the turn contract) refused the question: say which, like a bad field.
        if (err instanceof z.ZodError) throw new TRPCError({ code: "BAD_REQUEST", message: `question: ${err.issues.map((i) => i.message).join("; ")}` });
        throw err;
      }
    }),
});
