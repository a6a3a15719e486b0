import { z } from "zod";
import { currentAlerts } from "~/server/operations/alerts";
import { alertThresholdsOf, setAlertThresholds } from "~/server/operations/alert-thresholds";
import { alertThresholdsSchema } from "~/contracts/tenant-admin";
import { operationsDashboard, periodSchema } from "~/server/operations/dashboard";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/**
 * The operations dashboard and its alerts. Operators and up: the people who answer for the line day
 * to day; admins set the alert thresholds.
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
