import { z } from "zod";
import type { Db } from "~/server/db";
import { ALERT_KINDS, currentAlerts } from "~/server/operations/alerts";
import { acknowledgeAlert, alertViews, snoozeAlert, SNOOZE_HOURS } from "~/server/operations/alert-states";
import { alertThresholdsOf, setAlertThresholds } from "~/server/operations/alert-thresholds";
import { alertThresholdsSchema } from "~/contracts/tenant-admin";
import { operationsDashboard, periodSchema } from "~/server/operations/dashboard";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/**
 * The operations dashboard and its alerts. Operators and up: the people who answer for the line day
 * to day, who acknowledge or snooze an alert; admins set the alert thresholds.
 */
const alertsNow = async (db: Db, tenantId: string) => currentAlerts(db, tenantId, (await alertThresholdsOf(db, tenantId)).thresholds);

export const operationsRouter = createTRPCRouter({
  dashboard: tenantProcedure("operator")
    .input(z.object({ period: periodSchema }))
    .query(({ ctx, input }) => operationsDashboard(ctx.db, ctx.tenant.id, input.period)),
  /** The alerts that hold now, each active, acknowledged or snoozed (the banner shows the active ones). */
  alerts: tenantProcedure("operator").query(async ({ ctx }) => alertViews(ctx.db, ctx.tenant.id, await alertsNow(ctx.db, ctx.tenant.id))),
  /** "Seen" (audited): out of the banner until a call it did not name joins it. */
  acknowledgeAlert: tenantProcedure("operator")
    .input(z.object({ kind: z.enum(ALERT_KINDS) }))
    .mutation(async ({ ctx, input }) => {
      const current = (await alertsNow(ctx.db, ctx.tenant.id)).find((a) => a.kind === input.kind);
      return { acknowledged: await acknowledgeAlert(ctx.db, ctx.tenant.id, current, ctx.actor) };
    }),
  /** Out of the banner for 1, 4 or 24 hours (audited). */
  snoozeAlert: tenantProcedure("operator")
    .input(z.object({ kind: z.enum(ALERT_KINDS), hours: z.union(SNOOZE_HOURS.map((h) => z.literal(h))) }))
    .mutation(({ ctx, input }) => snoozeAlert(ctx.db, ctx.tenant.id, input.kind, input.hours, ctx.actor)),
  /** Operators see the thresholds the banner uses; admins change them (audited). */
  alertThresholds: tenantProcedure("operator").query(({ ctx }) => alertThresholdsOf(ctx.db, ctx.tenant.id)),
  setAlertThresholds: tenantProcedure("admin")
    .input(z.object({ thresholds: alertThresholdsSchema.nullable() }))
    .mutation(({ ctx, input }) => setAlertThresholds(ctx.db, ctx.tenant.id, ctx.actor, input.thresholds)),
});
