import { boolean, date, integer, pgTable, primaryKey, real, smallint, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { answerPath } from "./enums";
import { tenants } from "./tenants";

/**
 * Daily rollups of the operations dashboard (server/operations/dashboard/rollups.ts): one row set
 * per day in the tenant's time zone, read instead of the raw telemetry so a month of a busy
 * hospital (a million turns) loads fast. A closed day is written once (`complete`); today is
 * rewritten when its rows are more than a minute old. Aggregates only — no caller words — so they
 * outlive the conversations' retention.
 */

const tenantId = () =>
  uuid("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });

/** One row per rolled-up day (also days without calls): the day's concurrent-call peak and mismatch sums. */
export const operationsDays = pgTable(
  "operations_days",
  {
    tenantId: tenantId(),
    day: date("day", { mode: "string" }).notNull(),
    peak: integer("peak").notNull().default(0),
    retrievals: integer("retrievals").notNull().default(0),
    mismatchSum: real("mismatch_sum").notNull().default(0),
    /** First audio that day, all paths: exact percentile_cont at rollup time. */
    audioTurns: integer("audio_turns").notNull().default(0),
    audioP50: real("audio_p50"),
    audioP95: real("audio_p95"),
    audioP99: real("audio_p99"),
    /** false for today (rewritten while the day runs); a closed day is never rewritten. */
    complete: boolean("complete").notNull().default(true),
    rolledAt: timestamp("rolled_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "operations_days_pk", columns: [t.tenantId, t.day] })],
);

export const operationsTurnsDaily = pgTable(
  "operations_turns_daily",
  {
    tenantId: tenantId(),
    day: date("day", { mode: "string" }).notNull(),
    path: answerPath("path").notNull(),
    turns: integer("turns").notNull(),
    emergencies: integer("emergencies").notNull(),
    refusals: integer("refusals").notNull(),
    postfilterBlocks: integer("postfilter_blocks").notNull(),
    disclaimers: integer("disclaimers").notNull(),
    notFound: integer("not_found").notNull(),
    transfers: integer("transfers").notNull(),
    answers: integer("answers").notNull(),
    grounded: integer("grounded").notNull(),
    shapedWhole: integer("shaped_whole").notNull(),
    /** First audio that day on this path: exact percentile_cont at rollup time. */
    audioTurns: integer("audio_turns").notNull().default(0),
    audioP50: real("audio_p50"),
    audioP95: real("audio_p95"),
    audioP99: real("audio_p99"),
  },
  (t) => [primaryKey({ name: "operations_turns_daily_pk", columns: [t.tenantId, t.day, t.path] })],
);

/** First-audio histogram: values rounded to the middle of their 10-ms bucket (905 = 900–909.99 ms). */
export const operationsFirstAudioDaily = pgTable(
  "operations_first_audio_daily",
  {
    tenantId: tenantId(),
    day: date("day", { mode: "string" }).notNull(),
    path: answerPath("path").notNull(),
    ms: integer("ms").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ name: "operations_first_audio_daily_pk", columns: [t.tenantId, t.day, t.path, t.ms] })],
);

export const operationsCallsHourly = pgTable(
  "operations_calls_hourly",
  {
    tenantId: tenantId(),
    day: date("day", { mode: "string" }).notNull(),
    hour: smallint("hour").notNull(),
    /** How the calls ended, as the call list tells it (CALL_ENDINGS in contracts/vocabulary.ts). */
    disposition: text("disposition").notNull(),
    language: varchar("language", { length: 8 }).notNull(),
    calls: integer("calls").notNull(),
  },
  (t) => [primaryKey({ name: "operations_calls_hourly_pk", columns: [t.tenantId, t.day, t.hour, t.disposition, t.language] })],
);

export const operationsUnansweredDaily = pgTable(
  "operations_unanswered_daily",
  {
    tenantId: tenantId(),
    day: date("day", { mode: "string" }).notNull(),
    questionKey: varchar("question_key", { length: 200 }).notNull(),
    turns: integer("turns").notNull(),
    calls: integer("calls").notNull(),
    notFound: integer("not_found").notNull(),
    transferred: integer("transferred").notNull(),
    lastAsked: timestamp("last_asked", { withTimezone: true, mode: "date" }).notNull(),
    latestMessage: uuid("latest_message"),
    /** The day's latest calls that asked it, newest first (at most 12). */
    conversationIds: text("conversation_ids").array().notNull(),
  },
  (t) => [primaryKey({ name: "operations_unanswered_daily_pk", columns: [t.tenantId, t.day, t.questionKey] })],
);
