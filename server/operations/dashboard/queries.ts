import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../db";
import type { Window } from "./period";

/**
 * The operations dashboard's queries, one per chart, in SQL so the database does the counting and
 * the percentiles (percentile_cont: the same on PGlite and Postgres). Turn-level figures read
 * pipeline_telemetry alone (it carries each turn's outcome, see the schema); call-level figures
 * read conversations. Every query is bounded by the tenant and the window, which the
 * (tenant_id, created_at) / (tenant_id, started_at) indexes serve. `npm run bench -- dashboard`
 * times each of them on a million turns.
 */

export interface Scope extends Window {
  tenantId: string;
}

const day = (column: SQL, tz: string) => sql`to_char(${column} at time zone ${tz}, 'YYYY-MM-DD')`;
const turnsIn = (s: Scope) => sql`t.tenant_id = ${s.tenantId} and t.created_at >= ${s.from.toISOString()} and t.created_at < ${s.to.toISOString()}`;
const callsIn = (s: Scope) => sql`c.tenant_id = ${s.tenantId} and c.created_at >= ${s.from.toISOString()} and c.created_at < ${s.to.toISOString()}`;

/** Paths that give a substantive answer (the pre-filter's fixed replies and the fallback do not). */
export const ANSWERING_PATHS = ["capability", "faq", "agent", "extractive"] as const;
const answering = sql`t.path in ('capability', 'faq', 'agent', 'extractive') and t.found and not t.postfilter_blocked`;

export async function callsPerDay(db: Db, s: Scope) {
  return queryRows<{ day: string; calls: number }>(
    db,
    sql`select ${day(sql`c.created_at`, s.tz)} as day, count(*)::int as calls from conversations c where ${callsIn(s)} group by 1 order by 1`,
  );
}

export async function callsPerHour(db: Db, s: Scope) {
  return queryRows<{ hour: number; calls: number }>(
    db,
    sql`select extract(hour from c.created_at at time zone ${s.tz})::int as hour, count(*)::int as calls from conversations c where ${callsIn(s)} group by 1 order by 1`,
  );
}

/** The most calls open at one moment: a running sum over starts (+1) and ends (−1), ends first at a tie. */
export async function concurrentPeak(db: Db, s: Scope): Promise<number> {
  const [row] = await queryRows<{ peak: number | null }>(
    db,
    sql`with ev as (
          select c.created_at as at, 1 as d from conversations c where ${callsIn(s)}
          union all
          select coalesce(c.ended_at, c.created_at), -1 from conversations c where ${callsIn(s)}
        )
        select max(running)::int as peak from (select sum(d) over (order by at, d rows unbounded preceding) as running from ev) x`,
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

/** First-audio percentiles per day × path, per day, per path and overall, in one pass (grouping sets). */
export async function firstAudioPercentiles(db: Db, s: Scope): Promise<LatencyRow[]> {
  return queryRows<LatencyRow>(
    db,
    sql`select day, path, count(*)::int as turns,
          percentile_cont(0.5) within group (order by ms) as p50,
          percentile_cont(0.95) within group (order by ms) as p95,
          percentile_cont(0.99) within group (order by ms) as p99
        from (select ${day(sql`t.created_at`, s.tz)} as day, t.path::text as path, t.first_audio_ms as ms
              from pipeline_telemetry t where ${turnsIn(s)} and t.first_audio_ms is not null) x
        group by grouping sets ((day, path), (day), (path), ())
        order by day nulls first, path nulls first`,
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
    sql`select ${day(sql`t.created_at`, s.tz)} as day,
          count(*)::int as turns,
          count(*) filter (where t.terminal_class = 'EMERGENCY')::int as emergencies,
          count(*) filter (where t.terminal_class = 'SAFETY_REFUSAL')::int as refusals,
          count(*) filter (where t.postfilter_blocked)::int as "postfilterBlocks",
          count(*) filter (where t.disclaimer)::int as disclaimers,
          count(*) filter (where not t.found)::int as "notFound",
          count(*) filter (where t.action = 'transfer')::int as transfers,
          count(*) filter (where ${answering})::int as answers,
          count(*) filter (where ${answering} and t.citation_count > 0)::int as grounded,
          count(*) filter (where ${answering} and t.sentences_dropped = 0)::int as "shapedWhole"
        from pipeline_telemetry t where ${turnsIn(s)} group by 1 order by 1`,
  );
}

/** Mean share of the top five retrieved chunks outside the question's category, per day. */
export async function mismatchPerDay(db: Db, s: Scope) {
  return queryRows<{ day: string; retrievals: number; mismatchRate: number }>(
    db,
    sql`select ${day(sql`t.created_at`, s.tz)} as day, count(*)::int as retrievals, avg(t.mismatch_rate)::float8 as "mismatchRate"
        from category_mismatch_telemetry t where ${turnsIn(s)} group by 1 order by 1`,
  );
}

export const DISPOSITIONS = ["answered", "transferred", "emergency", "ended_by_caller", "not_found", "open"] as const;
export type Disposition = (typeof DISPOSITIONS)[number];

/**
 * How calls ended, in the words an operator uses: an emergency turn wins, then a transfer, then the
 * caller hanging up, then a call that ended on unanswered questions; a call still open is "open".
 */
export async function dispositionMix(db: Db, s: Scope) {
  return queryRows<{ disposition: Disposition; calls: number }>(
    db,
    sql`with em as (
          select distinct t.conversation_id from pipeline_telemetry t where ${turnsIn(s)} and t.terminal_class = 'EMERGENCY'
        )
        select case
            when em.conversation_id is not null then 'emergency'
            when c.disposition = 'escalated' then 'transferred'
            when c.disposition in ('ended_by_caller', 'abandoned') then 'ended_by_caller'
            when c.consecutive_not_found > 0 then 'not_found'
            when c.disposition is null then 'open'
            else 'answered' end as disposition,
          count(*)::int as calls
        from conversations c left join em on em.conversation_id = c.id
        where ${callsIn(s)} group by 1 order by 2 desc`,
  );
}

export async function languageMix(db: Db, s: Scope) {
  return queryRows<{ language: string; calls: number }>(
    db,
    sql`select coalesce(c.locked_language, 'unknown') as language, count(*)::int as calls from conversations c where ${callsIn(s)} group by 1 order by 2 desc`,
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
  const rows = await queryRows<Omit<UnansweredGroup, "lastAsked"> & { lastAsked: string | Date }>(
    db,
    sql`with top as (
          select t.question_key as "questionKey", count(*)::int as turns, count(distinct t.conversation_id)::int as calls,
            count(*) filter (where not t.found)::int as "notFound", count(*) filter (where t.action = 'transfer')::int as transferred,
            (array_agg(t.message_id order by t.created_at desc))[1] as latest,
            (array_agg(t.conversation_id::text order by t.created_at desc))[1:12] as "conversationIds",
            max(t.created_at) as "lastAsked"
          from pipeline_telemetry t
          where ${turnsIn(s)} and (not t.found or t.action = 'transfer') and t.question_key is not null
          group by t.question_key order by turns desc, "lastAsked" desc limit ${limit}
        )
        select top.*, m.utterance_redacted as example from top left join conversation_messages m on m.id = top.latest order by turns desc, "lastAsked" desc`,
  );
  return rows.map(({ latest: _latest, ...r }: (typeof rows)[number] & { latest?: unknown }) => ({
    ...r,
    conversationIds: [...new Set(r.conversationIds.filter(Boolean))].slice(0, 5),
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
