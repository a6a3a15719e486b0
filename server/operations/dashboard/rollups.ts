import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db";
import { moduleLogger } from "~/lib/logger";
import { operationsCallsHourly, operationsDays, operationsFirstAudioDaily, operationsTurnsDaily, operationsUnansweredDaily } from "~/server/db/schema";
import {
  audioDaily,
  callsHourly,
  columnsOf,
  firstAudioDaily,
  mismatchDaily,
  peakDaily,
  CALLS_COLUMNS,
  TURN_COLUMNS,
  UNANSWERED_GROUP_KEYS,
  turnsDaily,
  unansweredDaily,
  type Interval,
} from "./fragments";

const log = moduleLogger("operations.rollups");

/** Today's rows are rewritten when older than this: the dashboard's "today" is at most a minute behind. */
export const TODAY_MAX_AGE_SECONDS = 60;

const TABLES = [operationsTurnsDaily, operationsFirstAudioDaily, operationsCallsHourly, operationsUnansweredDaily, operationsDays] as const;

const FIRST_AUDIO_COLUMNS = columnsOf(operationsFirstAudioDaily, ["day", "path", "ms", "n"]);
const UNANSWERED_COLUMNS = columnsOf(operationsUnansweredDaily, ["day", ...UNANSWERED_GROUP_KEYS]);
/** The day row's columns, in the order the insert's select gives them. */
const DAY_COLUMNS = columnsOf(operationsDays, ["day", "peak", "retrievals", "mismatchSum", "audioTurns", "audioP50", "audioP95", "audioP99", "complete"]);

/**
 * Brings the rollups up to date before the dashboard reads them: every day after the last complete
 * one is (re)written from the raw telemetry — once for a closed day, again for today when its rows
 * are over a minute old. A deployment's first load pays for the history (at most a year back).
 * Two loads at once are harmless (the work runs in a transaction; inserts skip existing rows).
 *
 * Known limit: a turn's agent timings that arrive after its day was closed (a call across midnight,
 * rolled up within seconds) are not counted; a call open when its day closed stays "open".
 */
export async function ensureRollups(db: Db, tenantId: string, tz: string, maxAgeSeconds = TODAY_MAX_AGE_SECONDS): Promise<{ days: number }> {
  const [state] = await queryRows<{ from: string | null; today: string; fresh: boolean }>(
    db,
    sql`with s as (select coalesce(
              (select max(day) + 1 from ${operationsDays} where tenant_id = ${tenantId} and complete),
              (select (min(created_at) at time zone ${tz})::date from conversations where tenant_id = ${tenantId})
            ) as start),
          d as (select (now() at time zone ${tz})::date as today)
        select case when s.start is null then null else to_char(greatest(s.start, d.today - 366), 'YYYY-MM-DD') end as "from",
          to_char(d.today, 'YYYY-MM-DD') as today,
          exists (select 1 from ${operationsDays} o where o.tenant_id = ${tenantId} and o.day = d.today
                  and o.rolled_at > now() - make_interval(secs => ${maxAgeSeconds})) as fresh
        from s, d`,
  );
  if (!state?.from || (state.from >= state.today && state.fresh)) return { days: 0 };
  const from = state.from > state.today ? state.today : state.from;
  const started = performance.now();
  const [bounds] = await queryRows<{ a: string; b: string }>(db, sql`select (${from}::date::timestamp at time zone ${tz}) as a, now() as b`);
  const i: Interval = { tenantId, tz, a: new Date(bounds!.a).toISOString(), b: new Date(bounds!.b).toISOString() };
  await db.transaction(async (tx) => {
    // Only incomplete days (today, or days a failed run left) can exist from `from` on.
    for (const table of TABLES) await tx.execute(sql`delete from ${table} where tenant_id = ${tenantId} and day >= ${from}::date`);
    await tx.execute(
      sql`insert into ${operationsTurnsDaily} (tenant_id, ${TURN_COLUMNS}) select ${tenantId}, ${TURN_COLUMNS} from (${turnsDaily(i)}) x on conflict do nothing`,
    );
    await tx.execute(
      sql`insert into ${operationsFirstAudioDaily} (tenant_id, ${FIRST_AUDIO_COLUMNS}) select ${tenantId}, ${FIRST_AUDIO_COLUMNS} from (${firstAudioDaily(i)}) x on conflict do nothing`,
    );
    await tx.execute(
      sql`insert into ${operationsCallsHourly} (tenant_id, ${CALLS_COLUMNS}) select ${tenantId}, ${CALLS_COLUMNS} from (${callsHourly(i)}) x on conflict do nothing`,
    );
    await tx.execute(
      sql`insert into ${operationsUnansweredDaily} (tenant_id, ${UNANSWERED_COLUMNS})
          select ${tenantId}, ${UNANSWERED_COLUMNS} from (${unansweredDaily(i)}) x on conflict do nothing`,
    );
    // Last: the day rows (a complete one marks its day as done for good).
    await tx.execute(
      sql`insert into ${operationsDays} (tenant_id, ${DAY_COLUMNS})
          select ${tenantId}, d::date, coalesce(p.peak, 0), coalesce(m.retrievals, 0), coalesce(m.mismatch_sum, 0),
            coalesce(a.audio_turns, 0), a.audio_p50, a.audio_p95, a.audio_p99, d::date < ${state.today}::date
          from generate_series(${from}::date, ${state.today}::date, interval '1 day') d
          left join (${peakDaily(i)}) p on p.day = d::date
          left join (${mismatchDaily(i)}) m on m.day = d::date
          left join (${audioDaily(i)}) a on a.day = d::date
          on conflict do nothing`,
    );
  });
  const days = Math.round((Date.parse(state.today) - Date.parse(from)) / 86_400_000) + 1;
  log.info({ tenantId, from, today: state.today, days, ms: Math.round(performance.now() - started) }, "rollups_written");
  return { days };
}
