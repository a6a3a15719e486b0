import { index, integer, jsonb, pgTable, real, text, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { answerPath } from "./enums";
import { conversationMessages, conversations } from "./conversations";
import { tenants } from "./tenants";
import type { AgentTimings } from "../../../contracts/agent-app";

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
    createdAt: createdAt(),
  },
  (t) => [index("pipeline_telemetry_tenant_created_idx").on(t.tenantId, t.createdAt)],
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
