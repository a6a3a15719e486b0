import { REPLAY_ROLES } from "~/contracts/roles";
import { z } from "zod";
import { currentAlerts } from "~/server/operations/alerts";
import { alertThresholdsOf, setAlertThresholds } from "~/server/operations/alert-thresholds";
import { alertThresholdsSchema } from "~/contracts/tenant-admin";
import { operationsDashboard, periodSchema } from "~/server/operations/dashboard";
import { callFilterSchema, listCalls, replayCall } from "~/server/operations/replay";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/**
 * The console's operations pages (issue 13): the dashboard, its alerts, and call replay. Operators
 * and up: the people who answer for the line day to day.
 */
export const operationsRouter = createTRPCRouter({
  dashboard: tenantProcedure("operator")
    .input(z.object({ period: periodSchema }))
    .query(({ ctx, input }) => operationsDashboard(ctx.db, ctx.tenant.id, input.period)),
  alerts: tenantProcedure("operator").query(async ({ ctx }) =>
    currentAlerts(ctx.db, ctx.tenant.id, (await alertThresholdsOf(ctx.db, ctx.tenant.id)).thresholds),
  ),
  /** Operators see the thresholds the banner uses; admins change them (audited). */
  alertThresholds: tenantProcedure("operator").query(({ ctx }) => alertThresholdsOf(ctx.db, ctx.tenant.id)),
  setAlertThresholds: tenantProcedure("admin")
    .input(z.object({ thresholds: alertThresholdsSchema.nullable() }))
    .mutation(({ ctx, input }) => setAlertThresholds(ctx.db, ctx.tenant.id, ctx.actor, input.thresholds)),
});

export const replayRouter = createTRPCRouter({
  list: tenantProcedure(REPLAY_ROLES)
    .input(z.object({ filter: callFilterSchema }))
    .query(({ ctx, input }) => listCalls(ctx.db, ctx.tenant.id, input.filter)),
  /** A mutation in spirit (it writes the audit row), a query for the page: opening the call is the act that is audited. */
  open: tenantProcedure(REPLAY_ROLES)
    .input(z.object({ id: z.uuid() }))
    .query(({ ctx, input }) => replayCall(ctx.db, ctx.tenant.id, input.id, ctx.actor)),
});
