import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db";
import { moduleLogger } from "../../../lib/logger";
import { callsHourly, firstAudioDaily, mismatchDaily, peakDaily, TURN_COLUMNS, turnsDaily, unansweredDaily, type Interval } from "./fragments";

const log = moduleLogger("operations.rollups");

/**
 * Rolls up every closed day (before today, in the tenant's zone) not rolled up yet, from the raw
 * telemetry, once. Called before the dashboard reads: the first load after midnight pays for one
 * day; a deployment's first load pays for the history (bounded to a year back). Two loads at once
 * are harmless (every insert skips rows that exist).
 *
 * Known limits: a turn's agent timings that arrive after its day was rolled up (a call across
 * midnight that was rolled up within seconds) are not counted; a call still open when its day was
 * rolled up stays "open".
 */
export async function ensureRollups(db: Db, tenantId: string, tz: string): Promise<{ days: number }> {
  const [state] = await queryRows<{ from: string | null; to: string }>(
    db,
    sql`with s as (select coalesce(
              (select max(day) + 1 from operations_days where tenant_id = ${tenantId}),
              (select (min(created_at) at time zone ${tz})::date from conversations where tenant_id = ${tenantId})
            ) as start)
        select case when s.start is null then null else to_char(greatest(s.start, (now() at time zone ${tz})::date - 366), 'YYYY-MM-DD') end as "from",
            to_char((now() at time zone ${tz})::date, 'YYYY-MM-DD') as "to"
        from s`,
  );
  if (!state?.from || state.from >= state.to) return { days: 0 };
  const started = performance.now();
  const [bounds] = await queryRows<{ a: string; b: string }>(
    db,
    sql`select (${state.from}::date::timestamp at time zone ${tz}) as a, (${state.to}::date::timestamp at time zone ${tz}) as b`,
  );
  const i: Interval = { tenantId, tz, a: new Date(bounds!.a).toISOString(), b: new Date(bounds!.b).toISOString() };
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into operations_turns_daily (tenant_id, ${TURN_COLUMNS}) select ${tenantId}, ${TURN_COLUMNS} from (${turnsDaily(i)}) x on conflict do nothing`,
    );
    await tx.execute(
      sql`insert into operations_first_audio_daily (tenant_id, day, path, ms, n) select ${tenantId}, day, path, ms, n from (${firstAudioDaily(i)}) x on conflict do nothing`,
    );
    await tx.execute(
      sql`insert into operations_calls_hourly (tenant_id, day, hour, disposition, language, calls) select ${tenantId}, day, hour, disposition, language, calls from (${callsHourly(i)}) x on conflict do nothing`,
    );
    await tx.execute(
      sql`insert into operations_unanswered_daily (tenant_id, day, question_key, turns, calls, not_found, transferred, last_asked, latest_message, conversation_ids)
          select ${tenantId}, day, question_key, turns, calls, not_found, transferred, last_asked, latest_message, conversation_ids from (${unansweredDaily(i)}) x on conflict do nothing`,
    );
    // Last: a day row marks the day as rolled up (the next call starts after the newest one).
    await tx.execute(
      sql`insert into operations_days (tenant_id, day, peak, retrievals, mismatch_sum)
          select ${tenantId}, d::date, coalesce(p.peak, 0), coalesce(m.retrievals, 0), coalesce(m.mismatch_sum, 0)
          from generate_series(${state.from}::date, ${state.to}::date - 1, interval '1 day') d
          left join (${peakDaily(i)}) p on p.day = d::date
          left join (${mismatchDaily(i)}) m on m.day = d::date
          on conflict do nothing`,
    );
  });
  const days = Math.round((Date.parse(state.to) - Date.parse(state.from)) / 86_400_000);
  log.info({ tenantId, from: state.from, to: state.to, days, ms: Math.round(performance.now() - started) }, "rollups_written");
  return { days };
}
