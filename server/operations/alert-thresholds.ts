import { eq, sql } from "drizzle-orm";
import { alertThresholdsSchema, DEFAULT_ALERT_THRESHOLDS, type AlertThresholds } from "~/contracts/tenant-admin";
import type { Db } from "~/server/db";
import { tenants } from "~/server/db/schema";
import { recordAudit, type Actor } from "~/server/audit";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("operations.alert_thresholds");

/** Where the thresholds live: the tenant's free-form settings (no migration per switch; read back through zod). */
const SETTINGS_KEY = "alertThresholds";

export interface TenantAlertThresholds {
  thresholds: AlertThresholds;
  /** False while the tenant uses the defaults. */
  custom: boolean;
}

/**
 * The tenant's alert thresholds, or the defaults. A stored value that no longer parses (edited by
 * hand in the database, or an older shape) is logged and replaced by the defaults: alerts keep
 * working rather than failing the dashboard.
 */
export async function alertThresholdsOf(db: Db, tenantId: string): Promise<TenantAlertThresholds> {
  const [row] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  const stored = row?.settings?.[SETTINGS_KEY];
  if (stored === undefined || stored === null) return { thresholds: DEFAULT_ALERT_THRESHOLDS, custom: false };
  const parsed = alertThresholdsSchema.safeParse(stored);
  if (!parsed.success) {
    log.warn({ tenantId, issue: parsed.error.issues[0]?.message }, "alert_thresholds_unreadable_using_defaults");
    return { thresholds: DEFAULT_ALERT_THRESHOLDS, custom: false };
  }
  return { thresholds: parsed.data, custom: true };
}

/** Sets (or, with null, resets to the defaults) the tenant's thresholds; audited with before → after. */
export async function setAlertThresholds(db: Db, tenantId: string, actor: Actor, next: AlertThresholds | null): Promise<TenantAlertThresholds> {
  const value = next === null ? null : alertThresholdsSchema.parse(next);
  await db.transaction(async (t) => {
    const before = await alertThresholdsOf(t, tenantId);
    // jsonb_set on the settings bag: other switches in it stay as they are.
    await t
      .update(tenants)
      .set({
        settings:
          value === null
            ? sql`${tenants.settings} - ${SETTINGS_KEY}`
            : sql`jsonb_set(${tenants.settings}, ${`{${SETTINGS_KEY}}`}::text[], ${JSON.stringify(value)}::jsonb, true)`,
      })
      .where(eq(tenants.id, tenantId));
    await recordAudit(t, {
      tenantId,
      actor,
      action: value === null ? "alerts.thresholds.reset" : "alerts.thresholds.set",
      target: "alert thresholds",
      before: before.custom ? before.thresholds : null,
      after: value,
    });
  });
  log.info({ tenantId, custom: value !== null }, "alert_thresholds_set");
  return alertThresholdsOf(db, tenantId);
}
