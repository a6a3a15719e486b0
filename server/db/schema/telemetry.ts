import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, real, text, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { answerPath } from "./enums";
import { conversationMessages, conversations } from "./conversations";
import { tenants } from "./tenants";
import type { AgentTimings } from "~/contracts/agent-app";

export const pipelineTelemetry = pgTable(
  "pipeline_telemetry",
  {
    id: id(),
    messageId: uuid("message_id").references(() => conversationMessages.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id").references(() => conversations.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** { prefilter: 0.4, resolve: 1.2, retrieve: 38, answer: 5, shape: 0.8 } */
    stageLatencies: jsonb("stage_latencies").$type<Record<string, number>>().notNull().default({}),
    totalMs: real("total_ms").notNull(),
    retrievalCardinality: integer("retrieval_cardinality").notNull().default(0),
    intentClass: text("intent_class"),
    /** The pre-filter's class (EMERGENCY, SAFETY_REFUSAL, … FALLTHROUGH): emergencies per tenant are counted here. */
    terminalClass: text("terminal_class"),
    primaryCategory: text("primary_category"),
    path: answerPath("path").notNull(),
    agentTimings: jsonb("agent_timings").$type<AgentTimings>(),
    /** End of caller speech → first agent audio (from agentTimings), a column so percentiles need no JSON parsing. */
    firstAudioMs: real("first_audio_ms").generatedAlwaysAs(sql`((agent_timings ->> 'firstAudioMs'))::real`),
    // The turn's outcome, copied from the message so the dashboard reads one table (server/operations/dashboard).
    language: varchar("language", { length: 8 }),
    found: boolean("found").notNull().default(true),
    disclaimer: boolean("disclaimer").notNull().default(false),
    citationCount: integer("citation_count").notNull().default(0),
    /** The post-filter stopped the answer (the safety reply was said instead): every one is an incident. */
    postfilterBlocked: boolean("postfilter_blocked").notNull().default(false),
    /** Sentences the shaper or the sentence cap left out: 0 is a compliant answer. */
    sentencesDropped: integer("sentences_dropped").notNull().default(0),
    action: text("action").notNull().default("none"),
    /** The caller's question reduced to its sorted content words (server/operations/question-key): groups similar wordings. */
    questionKey: varchar("question_key", { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index("pipeline_telemetry_tenant_created_idx").on(t.tenantId, t.createdAt), index("pipeline_telemetry_conversation_idx").on(t.conversationId)],
);

/** One row per retrieval: how much of the top five sat outside the primary category. */
export const categoryMismatchTelemetry = pgTable(
  "category_mismatch_telemetry",
  {
    id: id(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    intentClass: text("intent_class"),
    primaryCategory: text("primary_category"),
    mismatchRate: real("mismatch_rate").notNull(),
    chunksTotal: integer("chunks_total").notNull(),
    chunksOffCategory: integer("chunks_off_category").notNull(),
    /** PII-redacted, at most 200 characters. */
    queryPreview: varchar("query_preview", { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("category_mismatch_tenant_created_idx").on(t.tenantId, t.createdAt)],
);
