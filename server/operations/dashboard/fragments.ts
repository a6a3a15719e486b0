import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { endingsOfCalls } from "~/server/db/call-page";
import { conversations, operationsCallsHourly, operationsTurnsDaily } from "~/server/db/schema";

/**
 * The dashboard's aggregates in the shape of the daily rollup tables, over any interval [a, b) of
 * raw rows. The same SQL fills the rollups for closed days (rollups.ts) and answers today live
 * (queries.ts), so the two can never disagree on a definition.
 */
export interface Interval {
  tenantId: string;
  tz: string;
  /** ISO instants. */
  a: string;
  b: string;
}

const dayOf = (column: SQL, tz: string) => sql`(${column} at time zone ${tz})::date`;
const turnsIn = (i: Interval) => sql`t.tenant_id = ${i.tenantId} and t.created_at >= ${i.a} and t.created_at < ${i.b}`;
const callsIn = (i: Interval) => sql`c.tenant_id = ${i.tenantId} and c.created_at >= ${i.a} and c.created_at < ${i.b}`;

/** Paths that give a substantive answer (the pre-filter's fixed replies and the fallback do not). */
const answering = sql`t.path in ('capability', 'faq', 'agent', 'extractive') and t.found and not t.postfilter_blocked`;

/**
 * Columns of a rollup table by their schema names, as SQL lists them ("day, path, turns"): a column
 * renamed or dropped in server/db/schema/operations.ts is a type error here, not a failing query.
 */
export function columnsOf<T extends PgTable>(table: T, keys: readonly (keyof T["_"]["columns"] & string)[]): SQL {
  const columns = getTableColumns(table);
  return sql.raw(keys.map((key) => columns[key]!.name).join(", "));
}

export const TURN_COLUMNS = columnsOf(operationsTurnsDaily, [
  "day",
  "path",
  "turns",
  "emergencies",
  "refusals",
  "postfilterBlocks",
  "disclaimers",
  "notFound",
  "transfers",
  "answers",
  "grounded",
  "shapedWhole",
  "audioTurns",
  "audioP50",
  "audioP95",
  "audioP99",
]);

export const CALLS_COLUMNS = columnsOf(operationsCallsHourly, ["day", "hour", "disposition", "language", "calls"]);

/** A day's unanswered question group, without its day: what the dashboard sums over days; the rollup adds "day". */
export const UNANSWERED_GROUP_KEYS = ["questionKey", "turns", "calls", "notFound", "transferred", "lastAsked", "latestMessage", "conversationIds"] as const;

/** percentile_cont ignores nulls: turns without agent timings (typed) do not count. */
const audioPercentiles = sql`count(t.first_audio_ms)::int as audio_turns,
    percentile_cont(0.5) within group (order by t.first_audio_ms) as audio_p50,
    percentile_cont(0.95) within group (order by t.first_audio_ms) as audio_p95,
    percentile_cont(0.99) within group (order by t.first_audio_ms) as audio_p99`;

export const turnsDaily = (i: Interval) => sql`
  select ${dayOf(sql`t.created_at`, i.tz)} as day, t.path,
    count(*)::int as turns,
    count(*) filter (where t.terminal_class = 'EMERGENCY')::int as emergencies,
    count(*) filter (where t.terminal_class = 'SAFETY_REFUSAL')::int as refusals,
    count(*) filter (where t.postfilter_blocked)::int as postfilter_blocks,
    count(*) filter (where t.disclaimer)::int as disclaimers,
    count(*) filter (where not t.found)::int as not_found,
    count(*) filter (where t.action = 'transfer')::int as transfers,
    count(*) filter (where ${answering})::int as answers,
    count(*) filter (where ${answering} and t.citation_count > 0)::int as grounded,
    count(*) filter (where ${answering} and t.sentences_dropped = 0)::int as shaped_whole,
    ${audioPercentiles}
  from pipeline_telemetry t where ${turnsIn(i)} group by 1, 2`;

/** First audio per day over all paths (exact percentile_cont). */
export const audioDaily = (i: Interval) => sql`
  select ${dayOf(sql`t.created_at`, i.tz)} as day, ${audioPercentiles}
  from pipeline_telemetry t where ${turnsIn(i)} and t.first_audio_ms is not null group by 1`;

/** First audio rounded to the middle of its 10-ms bucket, counted per day and path. */
export const firstAudioDaily = (i: Interval) => sql`
  select ${dayOf(sql`t.created_at`, i.tz)} as day, t.path, (floor(t.first_audio_ms / 10) * 10 + 5)::int as ms, count(*)::int as n
  from pipeline_telemetry t where ${turnsIn(i)} and t.first_audio_ms is not null group by 1, 2, 3`;

/**
 * Calls per day, hour, ending and language. The ending is the call list's (server/db/call-page.ts
 * `callEnding`, in the words of CALL_ENDINGS): the dashboard cannot count a call as answered that
 * the list shows as ended with a goodbye or after a refusal. Stored in the rollup's `disposition`.
 */
export const callsHourly = (i: Interval) => sql`
  select day, hour, ending as disposition, language, count(*)::int as calls
  from (${endingsOfCalls(sql`${conversations.tenantId} = ${i.tenantId} and ${conversations.startedAt} >= ${i.a} and ${conversations.startedAt} < ${i.b}`, i.tz)}) e
  group by 1, 2, 3, 4`;

/** The most calls open at once, per day: a running sum over starts (+1) and ends (−1), ends first at a tie. */
export const peakDaily = (i: Interval) => sql`
  with ev as (
    select c.created_at as at, 1 as d from conversations c where ${callsIn(i)}
    union all
    select coalesce(c.ended_at, c.created_at), -1 from conversations c where ${callsIn(i)}
  )
  select ${dayOf(sql`at`, i.tz)} as day, max(running)::int as peak
  from (select at, sum(d) over (order by at, d rows unbounded preceding) as running from ev) x group by 1`;

export const mismatchDaily = (i: Interval) => sql`
  select ${dayOf(sql`t.created_at`, i.tz)} as day, count(*)::int as retrievals, sum(t.mismatch_rate)::real as mismatch_sum
  from category_mismatch_telemetry t where ${turnsIn(i)} group by 1`;

/** Not-found and transferred turns per day and question key, with the day's latest wording and calls. */
export const unansweredDaily = (i: Interval) => sql`
  select ${dayOf(sql`t.created_at`, i.tz)} as day, t.question_key,
    count(*)::int as turns, count(distinct t.conversation_id)::int as calls,
    count(*) filter (where not t.found)::int as not_found, count(*) filter (where t.action = 'transfer')::int as transferred,
    max(t.created_at) as last_asked,
    (array_agg(t.message_id order by t.created_at desc))[1] as latest_message,
    (array_agg(t.conversation_id::text order by t.created_at desc))[1:12] as conversation_ids
  from pipeline_telemetry t
  where ${turnsIn(i)} and (not t.found or t.action = 'transfer') and t.question_key is not null
  group by 1, 2`;
