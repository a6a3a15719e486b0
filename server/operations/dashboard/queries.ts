import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { CallEnding } from "~/contracts/vocabulary";
import { queryRows, type Db } from "~/server/db";
import { operationsCallsHourly, operationsDays, operationsFirstAudioDaily, operationsTurnsDaily, operationsUnansweredDaily } from "~/server/db/schema";
import { CALLS_COLUMNS, columnsOf, TURN_COLUMNS, UNANSWERED_GROUP_KEYS } from "./fragments";
import type { Window } from "./period";

/**
 * The operations dashboard's queries, one per chart, in SQL over the daily rollups (rollups.ts
 * keeps them current: closed days once, today at most a minute behind). `npm run bench --
 * dashboard` times each of them on a million turns (docs/benchmarks.md).
 */

export interface Scope extends Window {
  tenantId: string;
}

/** A rollup table: one tenant's rows per day. */
type Rollup = PgTable & { tenantId: AnyPgColumn; day: AnyPgColumn };

/** Rows of a rollup table for the window's days. */
const closed = (table: Rollup, s: Scope, columns: SQL) =>
  sql`select ${columns} from ${table} where tenant_id = ${s.tenantId} and day >= ${s.firstDay}::date and day < ${s.endDay}::date`;
const calls = (s: Scope) => sql`(${closed(operationsCallsHourly, s, CALLS_COLUMNS)})`;

export async function callsPerDay(db: Db, s: Scope) {
  return queryRows<{ day: string; calls: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(calls)::int as calls from ${calls(s)} u group by day order by day`,
  );
}

export async function callsPerHour(db: Db, s: Scope) {
  return queryRows<{ hour: number; calls: number }>(db, sql`select hour::int as hour, sum(calls)::int as calls from ${calls(s)} u group by hour order by hour`);
}

export async function concurrentPeak(db: Db, s: Scope): Promise<number> {
  const [row] = await queryRows<{ peak: number | null }>(
    db,
    sql`select max(peak)::int as peak from (${closed(operationsDays, s, columnsOf(operationsDays, ["peak"]))}) u`,
  );
  return row?.peak ?? 0;
}

export interface LatencyRow {
  /** null: the whole period. */
  day: string | null;
  /** null: all paths. */
  path: string | null;
  turns: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * First-audio p50/p95/p99 per day × path and per day (exact percentile_cont, computed when the day
 * was rolled up), and per path and overall for the whole period: percentile_cont's definition
 * (linear between the two nearest ranks) over the 10-ms histogram, each value at its bucket's
 * middle, so a period figure is within 5 ms of the exact one.
 */
export async function firstAudioPercentiles(db: Db, s: Scope): Promise<LatencyRow[]> {
  return queryRows<LatencyRow>(
    db,
    sql`with sets as (
          select path::text as path, ms, sum(n)::bigint as n
          from (${closed(operationsFirstAudioDaily, s, columnsOf(operationsFirstAudioDaily, ["path", "ms", "n"]))}) b
          group by grouping sets ((path, ms), (ms))
        ),
        h as (
          select coalesce(path, '') as pk, path, ms, n,
            sum(n) over (partition by path order by ms) - n as before, sum(n) over (partition by path) as total
          from sets
        ),
        r as (select distinct pk, path, total, p, p * (total - 1) as rank from h cross join (values (0.5::float8), (0.95), (0.99)) ps(p)),
        v as (
          select r.path, r.total, r.p, r.rank,
            min(h.ms) filter (where h.before <= floor(r.rank) and floor(r.rank) < h.before + h.n) as lo,
            min(h.ms) filter (where h.before <= ceil(r.rank) and ceil(r.rank) < h.before + h.n) as hi
          from r join h on h.pk = r.pk
          group by r.path, r.total, r.p, r.rank
        )
        select null::text as day, path, total::int as turns,
          max(lo + (rank - floor(rank)) * (hi - lo)) filter (where p = 0.5) as p50,
          max(lo + (rank - floor(rank)) * (hi - lo)) filter (where p = 0.95) as p95,
          max(lo + (rank - floor(rank)) * (hi - lo)) filter (where p = 0.99) as p99
        from v group by path, total
        union all
        select to_char(day, 'YYYY-MM-DD'), null, audio_turns, audio_p50, audio_p95, audio_p99
        from (${closed(operationsDays, s, columnsOf(operationsDays, ["day", "audioTurns", "audioP50", "audioP95", "audioP99"]))}) d where audio_turns > 0
        union all
        select to_char(day, 'YYYY-MM-DD'), path::text, audio_turns, audio_p50, audio_p95, audio_p99
        from (${closed(operationsTurnsDaily, s, columnsOf(operationsTurnsDaily, ["day", "path", "audioTurns", "audioP50", "audioP95", "audioP99"]))}) t where audio_turns > 0
        order by 1 nulls first, 2 nulls first`,
  );
}

export interface TurnDay {
  day: string;
  turns: number;
  emergencies: number;
  refusals: number;
  postfilterBlocks: number;
  disclaimers: number;
  notFound: number;
  transfers: number;
  /** Substantive answers (an answering path, found, not blocked). */
  answers: number;
  /** … of which cited at least one source. */
  grounded: number;
  /** … of which the shaper passed whole. */
  shapedWhole: number;
}

/** Safety, grounding and shaper compliance per day: counts, so the page can show rates per 1,000 turns or as shares. */
export async function turnsPerDay(db: Db, s: Scope): Promise<TurnDay[]> {
  return queryRows<TurnDay>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(turns)::int as turns, sum(emergencies)::int as emergencies, sum(refusals)::int as refusals,
          sum(postfilter_blocks)::int as "postfilterBlocks", sum(disclaimers)::int as disclaimers, sum(not_found)::int as "notFound",
          sum(transfers)::int as transfers, sum(answers)::int as answers, sum(grounded)::int as grounded, sum(shaped_whole)::int as "shapedWhole"
        from (${closed(operationsTurnsDaily, s, TURN_COLUMNS)}) u
        group by day order by day`,
  );
}

/** Mean share of the top five retrieved chunks outside the question's category, per day. */
export async function mismatchPerDay(db: Db, s: Scope) {
  return queryRows<{ day: string; retrievals: number; mismatchRate: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(retrievals)::int as retrievals, (sum(mismatch_sum) / sum(retrievals))::float8 as "mismatchRate"
        from (${closed(operationsDays, s, columnsOf(operationsDays, ["day", "retrievals", "mismatchSum"]))} and retrievals > 0) u
        group by day order by day`,
  );
}

/** How the period's calls ended, in the call list's words (CALL_ENDINGS), most first. */
export async function dispositionMix(db: Db, s: Scope) {
  return queryRows<{ disposition: CallEnding; calls: number }>(
    db,
    sql`select disposition, sum(calls)::int as calls from ${calls(s)} u group by disposition order by calls desc, disposition`,
  );
}

export async function languageMix(db: Db, s: Scope) {
  return queryRows<{ language: string; calls: number }>(
    db,
    sql`select language, sum(calls)::int as calls from ${calls(s)} u group by language order by calls desc, language`,
  );
}

export interface UnansweredGroup {
  questionKey: string;
  turns: number;
  calls: number;
  notFound: number;
  transferred: number;
  /** The latest wording (PII-redacted). */
  example: string | null;
  /** The latest calls that asked it, newest first. */
  conversationIds: string[];
  lastAsked: Date;
}

/** Not-found and transferred turns grouped by their question key, most asked first: the list to improve the documents from. */
export async function topUnanswered(db: Db, s: Scope, limit = 15): Promise<UnansweredGroup[]> {
  const columns = columnsOf(operationsUnansweredDaily, UNANSWERED_GROUP_KEYS);
  const rows = await queryRows<Omit<UnansweredGroup, "lastAsked" | "conversationIds"> & { lastAsked: string | Date; ids: string[] }>(
    db,
    sql`with u as (${closed(operationsUnansweredDaily, s, columns)}),
        top as (
          select question_key as "questionKey", sum(turns)::int as turns, sum(calls)::int as calls, sum(not_found)::int as "notFound",
            sum(transferred)::int as transferred, max(last_asked) as "lastAsked",
            (array_agg(latest_message order by last_asked desc))[1] as latest,
            (array_agg(array_to_string(conversation_ids, ',') order by last_asked desc))[1:5] as ids
          from u group by question_key order by turns desc, "lastAsked" desc limit ${limit}
        )
        select top."questionKey", top.turns, top.calls, top."notFound", top.transferred, top."lastAsked", top.ids, m.utterance_redacted as example
        from top left join conversation_messages m on m.id = top.latest order by top.turns desc, top."lastAsked" desc`,
  );
  return rows.map(({ ids, ...r }) => ({
    ...r,
    conversationIds: [...new Set(ids.flatMap((list) => list.split(",")).filter(Boolean))].slice(0, 5),
    lastAsked: new Date(r.lastAsked),
  }));
}

/** Every query above, by name: the bench times each one. */
export const DASHBOARD_QUERIES = {
  callsPerDay,
  callsPerHour,
  concurrentPeak,
  firstAudioPercentiles,
  turnsPerDay,
  mismatchPerDay,
  dispositionMix,
  languageMix,
  topUnanswered,
} as const;
