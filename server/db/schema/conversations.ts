import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid, varchar } from "drizzle-orm/pg-core";
import type { Lang } from "~/lib/lang";
import { createdAt, id } from "./columns";
import { answerPath, conversationChannel, conversationDisposition } from "./enums";
import { tenants } from "./tenants";

/** A stored citation: derived from what the answer used, never parsed out of the answer text. */
export interface StoredCitation {
  source: "chunk" | "taxonomy" | "faq";
  title: string;
  url: string | null;
  chunkId: string | null;
  documentId: string | null;
  ref: string | null;
}

export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    channel: conversationChannel("channel").notNull(),
    /** LiveKit room, SIP call id, or the client's conversation key. */
    externalId: text("external_id"),
    lockedLanguage: varchar("locked_language", { length: 8 }).$type<Lang>(),
    disclaimerSpoken: boolean("disclaimer_spoken").notNull().default(false),
    consecutiveNotFound: integer("consecutive_not_found").notNull().default(0),
    /** Follow-up focus and other small per-call state; validated with zod by the reader. */
    state: jsonb("state").$type<Record<string, unknown>>().notNull().default({}),
    startedAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
    disposition: conversationDisposition("disposition"),
    /** Phone calls: HMAC of the caller reference under the tenant's key (server/telephony/caller-pseudonym); never the number. */
    callerPseudonym: varchar("caller_pseudonym", { length: 64 }),
  },
  (t) => [
    unique("conversations_tenant_external_unique").on(t.tenantId, t.externalId),
    index("conversations_tenant_started_idx").on(t.tenantId, t.startedAt),
    index("conversations_tenant_caller_idx").on(t.tenantId, t.callerPseudonym),
  ],
);

export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: id(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    turnIndex: integer("turn_index").notNull(),
    /** What the caller said, for call replay by authorised operators. */
    utterance: text("utterance").notNull(),
    /** The same with PII replaced by tokens: what logs and previews may show. */
    utteranceRedacted: text("utterance_redacted").notNull(),
    /** Exactly what the caller heard, shaped for the ear ("011, 30, 40, 00"). */
    answer: text("answer").notNull(),
    /** The same words written for a reader ("011 30 40 00"); null on turns stored before it was kept. */
    answerWritten: text("answer_written"),
    language: varchar("language", { length: 8 }).$type<Lang>().notNull(),
    /** Conversational intent (doctor_schedule, faq, …). */
    intent: text("intent"),
    terminalClass: text("terminal_class"),
    path: answerPath("path").notNull(),
    citations: jsonb("citations").$type<StoredCitation[]>().notNull().default([]),
    found: boolean("found").notNull().default(true),
    disclaimer: boolean("disclaimer").notNull().default(false),
    /** transfer | end_call | none — what the turn made happen. */
    action: text("action").notNull().default("none"),
    createdAt: createdAt(),
  },
  (t) => [unique("conversation_messages_turn_unique").on(t.conversationId, t.turnIndex)],
);
