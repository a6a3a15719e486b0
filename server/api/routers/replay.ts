import { z } from "zod";
import { REPLAY_ROLES } from "~/contracts/roles";
import { callFilterSchema, listCalls, replayCall } from "~/server/operations/replay";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/** Call replay: the list of calls with its filters, and one call turn by turn (opening it is audited). */
export const replayRouter = createTRPCRouter({
  list: tenantProcedure(REPLAY_ROLES)
    .input(z.object({ filter: callFilterSchema }))
    .query(({ ctx, input }) => listCalls(ctx.db, ctx.tenant.id, input.filter)),
  /** A mutation in spirit (it writes the audit row), a query for the page: opening the call is the act that is audited. */
  open: tenantProcedure(REPLAY_ROLES)
    .input(z.object({ id: z.uuid() }))
    .query(({ ctx, input }) => replayCall(ctx.db, ctx.tenant.id, input.id, ctx.actor)),
});
