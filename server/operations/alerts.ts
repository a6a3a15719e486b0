import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db";
import { moduleLogger } from "~/lib/logger";
import { DEFAULT_ALERT_THRESHOLDS, type AlertThresholds } from "~/contracts/tenant-admin";

const log = moduleLogger("operations.alerts");

export type { AlertThresholds } from "~/contracts/tenant-admin";
/** The defaults, for a tenant whose admin has not set its own (server/operations/alert-thresholds.ts). */
export const DEFAULT_THRESHOLDS: AlertThresholds = DEFAULT_ALERT_THRESHOLDS;

export const ALERT_KINDS = ["first_audio_p95", "mismatch_rate", "postfilter_block"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface Alert {
  kind: AlertKind;
  /** The measured value (ms, a share, or a count). */
  value: number;
  threshold: number;
  /** The calls concerned, newest first (at most 10). */
  conversationIds: string[];
  /** The window the value was measured over, hours. */
  hours: number;
}

/** The alerts that hold now for one tenant; an empty list when all is well. */
export async function currentAlerts(db: Db, tenantId: string, thresholds: AlertThresholds = DEFAULT_THRESHOLDS, now = new Date()): Promise<Alert[]> {
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const lookback = new Date(now.getTime() - thresholds.postfilterLookbackHours * 3_600_000).toISOString();
  const until = now.toISOString();
  const [audio] = await queryRows<{ p95: number | null; ids: string[] | null }>(
    db,
    sql`select percentile_cont(0.95) within group (order by t.first_audio_ms) as p95,
          (array_agg(t.conversation_id::text order by t.created_at desc) filter (where t.first_audio_ms > ${thresholds.firstAudioP95Ms}))[1:30] as ids
        from pipeline_telemetry t
        where t.tenant_id = ${tenantId} and t.created_at >= ${hourAgo} and t.created_at <= ${until} and t.first_audio_ms is not null`,
  );
  const [mismatch] = await queryRows<{ rate: number | null; ids: string[] | null }>(
    db,
    sql`select avg(t.mismatch_rate)::float8 as rate,
          (array_agg(t.conversation_id::text order by t.created_at desc) filter (where t.mismatch_rate > ${thresholds.mismatchRate} and t.conversation_id is not null))[1:30] as ids
        from category_mismatch_telemetry t
        where t.tenant_id = ${tenantId} and t.created_at >= ${hourAgo} and t.created_at <= ${until}`,
  );
  const [blocks] = await queryRows<{ n: number; ids: string[] | null }>(
    db,
    sql`select count(*)::int as n, (array_agg(t.conversation_id::text order by t.created_at desc))[1:30] as ids
        from pipeline_telemetry t
        where t.tenant_id = ${tenantId} and t.created_at >= ${lookback} and t.created_at <= ${until} and t.postfilter_blocked`,
  );
  const distinct = (ids: string[] | null) => [...new Set((ids ?? []).filter(Boolean))].slice(0, 10);
  const alerts: Alert[] = [];
  if (audio?.p95 != null && audio.p95 > thresholds.firstAudioP95Ms) {
    alerts.push({ kind: "first_audio_p95", value: audio.p95, threshold: thresholds.firstAudioP95Ms, conversationIds: distinct(audio.ids), hours: 1 });
  }
  if (mismatch?.rate != null && mismatch.rate > thresholds.mismatchRate) {
    alerts.push({ kind: "mismatch_rate", value: mismatch.rate, threshold: thresholds.mismatchRate, conversationIds: distinct(mismatch.ids), hours: 1 });
  }
  if (blocks && blocks.n > 0)
    alerts.push({ kind: "postfilter_block", value: blocks.n, threshold: 0, conversationIds: distinct(blocks.ids), hours: thresholds.postfilterLookbackHours });
  log.info({ tenantId, alerts: alerts.length }, "alerts_checked");
  return alerts;
}
