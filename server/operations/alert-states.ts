import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { moduleLogger } from "~/lib/logger";
import { recordAudit, type Actor } from "~/server/audit";
import type { Db } from "~/server/db";
import { tenants } from "~/server/db/schema";
import { ALERT_KINDS, type Alert, type AlertKind } from "./alerts";

const log = moduleLogger("operations.alert_states");

/** Where what people did about alerts lives: the tenant's settings bag, next to the thresholds (no migration). */
const SETTINGS_KEY = "alertStates";

/** How long an alert may be snoozed, in hours: a shift, or a day. */
export const SNOOZE_HOURS = [1, 4, 24] as const;

const handledSchema = z.object({
  /** The calls the alert named when it was acknowledged: a call not in this list brings it back. */
  acknowledgedIds: z.array(z.string()).max(50).optional(),
  snoozedUntil: z.iso.datetime().optional(),
  at: z.iso.datetime(),
  by: z.string(),
});
type Handled = z.infer<typeof handledSchema>;
const statesSchema = z.partialRecord(z.enum(ALERT_KINDS), handledSchema);
type AlertStates = z.infer<typeof statesSchema>;

/**
 * An alert as the console shows it: `active` in the banner; `acknowledged` (someone has seen it, and
 * no call has joined it since) and `snoozed` (until a time) are kept out of the banner.
 */
export interface AlertView extends Alert {
  state: "active" | "acknowledged" | "snoozed";
  snoozedUntil: Date | null;
  /** Who acknowledged or snoozed it, and when. */
  handledBy: string | null;
  handledAt: Date | null;
}

async function alertStatesOf(db: Db, tenantId: string): Promise<AlertStates> {
  const [row] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  const stored = row?.settings?.[SETTINGS_KEY];
  if (stored === undefined || stored === null) return {};
  const parsed = statesSchema.safeParse(stored);
  if (!parsed.success) {
    // Alerts must keep working: an unreadable record shows every alert as active again.
    log.warn({ tenantId, issue: parsed.error.issues[0]?.message }, "alert_states_unreadable_showing_all");
    return {};
  }
  return parsed.data;
}

/** Each alert with what was done about it. Pure: the rule for "still acknowledged" and "still snoozed" in one place. */
export function withStates(alerts: Alert[], states: AlertStates, now: Date): AlertView[] {
  return alerts.map((alert) => {
    const handled = states[alert.kind];
    const snoozedUntil = handled?.snoozedUntil ? new Date(handled.snoozedUntil) : null;
    const acknowledged = handled?.acknowledgedIds !== undefined && alert.conversationIds.every((id) => handled.acknowledgedIds!.includes(id));
    const state = snoozedUntil && snoozedUntil > now ? "snoozed" : acknowledged ? "acknowledged" : "active";
    return {
      ...alert,
      state,
      snoozedUntil: state === "snoozed" ? snoozedUntil : null,
      handledBy: state === "active" ? null : (handled?.by ?? null),
      handledAt: state === "active" || !handled ? null : new Date(handled.at),
    };
  });
}

/** The tenant's alerts that hold now, each with its state. */
export async function alertViews(db: Db, tenantId: string, alerts: Alert[], now = new Date()): Promise<AlertView[]> {
  const views = withStates(alerts, await alertStatesOf(db, tenantId), now);
  log.info({ tenantId, alerts: views.length, active: views.filter((v) => v.state === "active").length }, "alert_states_applied");
  return views;
}

async function recordHandled(db: Db, tenantId: string, kind: AlertKind, handled: Handled, actor: Actor, audit: "alert.acknowledge" | "alert.snooze") {
  await db.transaction(async (t) => {
    // One statement that merges this kind into the bag: the thresholds and the other kinds stay as they are.
    await t
      .update(tenants)
      .set({
        settings: sql`${tenants.settings} || jsonb_build_object(${SETTINGS_KEY}::text,
          coalesce(${tenants.settings} -> ${SETTINGS_KEY}, '{}'::jsonb) || jsonb_build_object(${kind}::text, ${JSON.stringify(handled)}::jsonb))`,
      })
      .where(eq(tenants.id, tenantId));
    const after = audit === "alert.snooze" ? { until: handled.snoozedUntil } : { calls: handled.acknowledgedIds?.length ?? 0 };
    await recordAudit(t, { tenantId, actor, action: audit, target: kind, after });
  });
  log.info({ tenantId, kind, audit }, "alert_handled");
}

/**
 * "Seen": the alert leaves the banner until a call it did not name joins it (a new slow call, a
 * new blocked answer). `current` is the alert as the person saw it; acknowledging an alert that
 * no longer holds changes nothing.
 */
export async function acknowledgeAlert(db: Db, tenantId: string, current: Alert | undefined, actor: Actor, now = new Date()): Promise<boolean> {
  if (!current) return false;
  await recordHandled(
    db,
    tenantId,
    current.kind,
    { acknowledgedIds: current.conversationIds, at: now.toISOString(), by: actor.email },
    actor,
    "alert.acknowledge",
  );
  return true;
}

/** Out of the banner for `hours`, whatever happens meanwhile; then back if it still holds. */
export async function snoozeAlert(db: Db, tenantId: string, kind: AlertKind, hours: (typeof SNOOZE_HOURS)[number], actor: Actor, now = new Date()) {
  const snoozedUntil = new Date(now.getTime() + hours * 3_600_000);
  await recordHandled(db, tenantId, kind, { snoozedUntil: snoozedUntil.toISOString(), at: now.toISOString(), by: actor.email }, actor, "alert.snooze");
  return { snoozedUntil };
}
