import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, Db } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { conversationMessages, conversations, pipelineTelemetry, tenants } from "~/server/db/schema";
import { captureLogs } from "~/lib/logger";
import { openConversation } from "../conversation-store";
import type { TurnRecord } from "./turn-record";
import { enqueuePersist, settlePersistence } from "./write-queue";
import { persistTurn } from "./write-turn";

let h: DatabaseHandle;
let tenantId: string;

beforeAll(async () => {
  h = await createTestDatabase();
  const [t] = await h.db
    .insert(tenants)
    .values({ slug: "persist-test", name: "AZ Persist", defaultLanguage: "nl", supportedLanguages: ["nl"], helpdeskPhone: "011 30 40 00" })
    .returning({ id: tenants.id });
  tenantId = t!.id;
});
afterAll(async () => h?.close());

/**
 * The real database, except that the one-statement turn write (a raw statement) always fails and
 * inserts into pipeline_telemetry fail `failures` times: the writes one by one take over.
 */
function withFailingTelemetry(db: Db, failures: number): Db {
  let left = failures;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === "execute") return () => Promise.reject(new Error("statement refused"));
      if (prop !== "insert") return Reflect.get(target, prop, receiver);
      return (table: unknown) => {
        if (table === pipelineTelemetry && left > 0) {
          left -= 1;
          return { values: () => Promise.reject(new Error("telemetry table unavailable")) };
        }
        return target.insert(table as never);
      };
    },
  });
}

async function record(conversationKey: string, turnIndex: number): Promise<TurnRecord> {
  const conversation = await openConversation(h.db, tenantId, conversationKey, "cli");
  const answer = "Parkeren kost 2 euro 50 per uur.";
  return {
    conversation,
    result: {
      conversationId: conversation.id,
      turnIndex,
      spoken: answer,
      written: answer,
      sentences: [answer],
      language: "nl",
      class: "FALLTHROUGH",
      intent: "faq",
      path: "faq",
      disclaimer: false,
      citations: [],
      found: true,
      action: "none",
      latencyMs: 3,
    },
    utterance: "Hoeveel kost parkeren?",
    utteranceRedacted: "Hoeveel kost parkeren?",
    answerWritten: answer,
    stageLatencies: { load: 1 },
    totalMs: 3,
    retrievalCardinality: 0,
    primaryCategory: null,
    postfilterBlocked: false,
    sentencesDropped: 0,
    questionKey: "kost parkeren",
  };
}

describe("turn persistence never loses the message", () => {
  it("stores the conversation state, the message and its telemetry in one statement", async () => {
    const r = await record("persist-0", 0);
    r.conversation.consecutiveNotFound = 1;
    r.stageLatencies = { load: 1.5, retrieve: 2 };
    const logs = captureLogs();
    try {
      const { messageId } = await persistTurn(h.db, r);
      expect(messageId).not.toBeNull();
      // A second write of the same turn (a retry after a lost reply) stores neither row again.
      expect(await persistTurn(h.db, r)).toEqual({ messageId: null });
    } finally {
      logs.restore();
    }
    const [msg] = await h.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, r.conversation.id));
    expect(msg).toMatchObject({ answer: "Parkeren kost 2 euro 50 per uur.", path: "faq", turnIndex: 0 });
    const telemetry = await h.db.select().from(pipelineTelemetry).where(eq(pipelineTelemetry.conversationId, r.conversation.id));
    expect(telemetry).toHaveLength(1);
    expect(telemetry[0]).toMatchObject({ messageId: msg!.id, path: "faq", stageLatencies: { load: 1.5, retrieve: 2 }, totalMs: 3 });
    const [conversation] = await h.db.select().from(conversations).where(eq(conversations.id, r.conversation.id));
    expect(conversation).toMatchObject({ consecutiveNotFound: 1, disposition: "answered" });
    expect(logs.events("turn_write_retry")).toHaveLength(0);
    expect(logs.events("turn_index_taken")).toHaveLength(1);
  });

  it("retries a failing telemetry write and then stores it", async () => {
    const r = await record("persist-1", 0);
    const logs = captureLogs();
    try {
      await persistTurn(withFailingTelemetry(h.db, 2), r);
    } finally {
      logs.restore();
    }
    const [msg] = await h.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, r.conversation.id));
    expect(msg?.answer).toBe("Parkeren kost 2 euro 50 per uur.");
    expect(await h.db.select().from(pipelineTelemetry).where(eq(pipelineTelemetry.messageId, msg!.id))).toHaveLength(1);
    expect(logs.events("telemetry_write_retry")).toHaveLength(2);
  });

  it("keeps the message when telemetry cannot be written at all, and says so in the log", async () => {
    const r = await record("persist-2", 0);
    const logs = captureLogs();
    try {
      const { messageId } = await persistTurn(withFailingTelemetry(h.db, 99), r);
      expect(messageId).not.toBeNull();
    } finally {
      logs.restore();
    }
    const messages = await h.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, r.conversation.id));
    expect(messages).toHaveLength(1);
    expect(logs.events("telemetry_write_failed")).toHaveLength(1);
  });

  it("a failed persistence job is logged and does not block the conversation's next write", async () => {
    const logs = captureLogs();
    try {
      void enqueuePersist("persist-3", "conversation-3", () => Promise.reject(new Error("disk full")));
      let ran = false;
      void enqueuePersist("persist-3", "conversation-3", async () => {
        ran = true;
      });
      await settlePersistence("persist-3");
      expect(ran).toBe(true);
    } finally {
      logs.restore();
    }
    expect(logs.events("turn_persist_lost")).toHaveLength(1);
  });
});
