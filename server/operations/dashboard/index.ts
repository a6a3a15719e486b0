import { eq } from "drizzle-orm";
import type { Db } from "~/server/db";
import { tenants } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import { resolveWindow, type Period } from "./period";
import { ensureRollups } from "./rollups";
import {
  callsPerDay,
  callsPerHour,
  concurrentPeak,
  dispositionMix,
  firstAudioPercentiles,
  languageMix,
  mismatchPerDay,
  topUnanswered,
  turnsPerDay,
  type Scope,
} from "./queries";

export { periodSchema, type Period } from "./period";

const log = moduleLogger("operations.dashboard");

export async function scopeOf(db: Db, tenantId: string, period: Period): Promise<Scope> {
  const [tenant] = await db.select({ timezone: tenants.timezone }).from(tenants).where(eq(tenants.id, tenantId));
  const window = await resolveWindow(db, tenant?.timezone ?? "UTC", period);
  return { ...window, tenantId };
}

/**
 * Everything the operations page shows for one period. The queries run one after another: PGlite
 * is a single session, and on Postgres the whole dashboard stays within one pooled connection's turn.
 */
export async function operationsDashboard(db: Db, tenantId: string, period: Period) {
  const started = performance.now();
  const s = await scopeOf(db, tenantId, period);
  await ensureRollups(db, tenantId, s.tz);
  const perDay = await callsPerDay(db, s);
  const perHour = await callsPerHour(db, s);
  const peak = await concurrentPeak(db, s);
  const latency = await firstAudioPercentiles(db, s);
  const turns = await turnsPerDay(db, s);
  const mismatch = await mismatchPerDay(db, s);
  const dispositions = await dispositionMix(db, s);
  const languages = await languageMix(db, s);
  const unanswered = await topUnanswered(db, s);
  log.info(
    { tenantId, period: period.preset, days: perDay.length, unanswered: unanswered.length, ms: Math.round(performance.now() - started) },
    "dashboard_loaded",
  );
  return {
    window: { from: s.from, to: s.to, tz: s.tz, today: s.today },
    calls: { total: perDay.reduce((n, d) => n + d.calls, 0), perDay, perHour, peak },
    latency,
    turns,
    mismatch,
    dispositions,
    languages,
    unanswered,
  };
}

export type OperationsDashboard = Awaited<ReturnType<typeof operationsDashboard>>;
