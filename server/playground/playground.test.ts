import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import type { AppSession } from "~/server/auth/session";
import { settlePersistence } from "~/server/cognition/orchestrator";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { categoryMismatchTelemetry, conversationMessages, conversations, pipelineTelemetry } from "~/server/db/schema";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { writeMiniBundle } from "~/server/knowledge/test-bundle";
import { PlaygroundConversations } from "./conversations";

/**
 * The console's playground against a small hospital (the mini bundle): a question gets the answer
 * a caller would get, a follow-up continues the conversation, and nothing of it is a call.
 */

const tenant = "play-mini";
let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
  const bundle = await writeMiniBundle(tenant);
  try {
    const r = await ingestTenantDir(h.db, bundle.dir, { embedder: createLocalEmbedder() });
    if (!r.ok) throw new Error("mini bundle did not ingest");
  } finally {
    await bundle.cleanup();
  }
});
afterAll(async () => {
  await settlePersistence();
  await h?.close();
});

const member = (role: "operator" | "qa", email: string): AppSession => ({
  user: { id: randomUUID(), email, name: null, isPlatformAdmin: false },
  memberships: { [tenant]: role },
});
const OPERATOR = member("operator", "operator@mini.example");
const QA = member("qa", "qa@mini.example");
const as = (s: AppSession) => createCaller({ db: h.db, session: s, headers: new Headers() });

/** Everything a call leaves behind that the call list, replay, the dashboard and alerts read. */
async function callTraces() {
  const rows = async (table: typeof conversations | typeof conversationMessages | typeof pipelineTelemetry | typeof categoryMismatchTelemetry) =>
    ((await h.db.select({ n: count() }).from(table)) as [{ n: number }])[0].n;
  const dashboard = await as(OPERATOR).operations.dashboard({ tenant, period: { preset: "today" } });
  return {
    conversations: await rows(conversations),
    messages: await rows(conversationMessages),
    telemetry: await rows(pipelineTelemetry),
    mismatch: await rows(categoryMismatchTelemetry),
    dashboardCalls: dashboard.calls.total,
  };
}

describe("the playground answers as the line would, and nothing asked in it is a call", () => {
  let before: Awaited<ReturnType<typeof callTraces>>;
  beforeAll(async () => {
    // One real call first, so the counts have something to (not) change.
    await createCaller({ db: h.db, session: null, headers: new Headers() }).cognition.turn({
      tenant,
      text: "Wat zijn de bezoekuren?",
    });
    await settlePersistence();
    before = await callTraces();
    expect(before.dashboardCalls).toBe(1);
  });

  it("visiting hours: an answer with the page it comes from, and the ranking that found it", async () => {
    const { turn, ranking } = await as(OPERATOR).playground.ask({ tenant, question: "Wat zijn de bezoekuren?" });
    expect(turn).toMatchObject({ class: "FALLTHROUGH", found: true, language: "nl", action: "none" });
    // The visiting page's "14.00": a dotted time is said as a time ("veertien uur") since the shaping of 30b2cf9.
    expect(turn.spoken).toMatch(/14|veertien uur/);
    expect(turn.citations.map((c) => c.title)).toContain("Bezoekuren");
    expect(ranking.length).toBeGreaterThan(0);
    expect(ranking.length).toBeLessThanOrEqual(5);
    expect(ranking[0]).toMatchObject({ title: "Bezoekuren" });
    expect(ranking.map((r) => r.score)).toEqual([...ranking.map((r) => r.score)].sort((a, b) => b - a));
  });

  it("a dosage question is refused for safety, as on a call", async () => {
    const { turn } = await as(QA).playground.ask({ tenant, question: "Hoeveel paracetamol mag ik nemen?" });
    expect(turn).toMatchObject({ class: "SAFETY_REFUSAL", path: "prefilter", citations: [] });
  });

  it("a follow-up in the same playground conversation continues it: the Dutch conversation stays Dutch", async () => {
    const conversation = randomUUID();
    const first = await as(OPERATOR).playground.ask({ tenant, conversation, question: "Wat zijn de bezoekuren?" });
    expect(first.turn).toMatchObject({ language: "nl", turnIndex: 0 });
    const followUp = await as(OPERATOR).playground.ask({ tenant, conversation, question: "What are the visiting hours for children?" });
    // The language locked on the first question: an English question on it is told how to switch, not answered.
    expect(followUp.turn).toMatchObject({ class: "LANGUAGE_LOCKED", language: "nl", turnIndex: 1, conversationId: first.turn.conversationId });
  });

  it("another user with the same conversation key starts a conversation of their own", async () => {
    const conversation = randomUUID();
    await as(OPERATOR).playground.ask({ tenant, conversation, question: "Wat zijn de bezoekuren?" });
    const other = await as(QA).playground.ask({ tenant, conversation, question: "What are the visiting hours for children?" });
    expect(other.turn).toMatchObject({ class: "FALLTHROUGH", language: "en", turnIndex: 0 });
    expect(other.turn.citations.map((c) => c.title)).toContain("Visiting hours");
  });

  it("a question without a conversation key stands alone, and a chosen language is the one answered in", async () => {
    const { turn } = await as(OPERATOR).playground.ask({ tenant, question: "visiting hours", lang: "en" });
    expect(turn).toMatchObject({ language: "en", turnIndex: 0 });
  });

  it("leaves no conversation, message, telemetry or mismatch row, and the dashboard still counts one call", async () => {
    await settlePersistence();
    expect(await callTraces()).toEqual(before);
  });

  it("refuses an empty or over-long question, naming the field", async () => {
    await expect(as(OPERATOR).playground.ask({ tenant, question: "   " })).rejects.toMatchObject({ code: "BAD_REQUEST", message: /question/ });
    await expect(as(OPERATOR).playground.ask({ tenant, question: "x".repeat(501) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: /question[\s\S]*at most 500/,
    });
  });

  it("a question at the form's limits (500 characters over two lines, a 64-character key) is answered: the turn's own rules take what the form took", async () => {
    const question = `Wat zijn de bezoekuren?\n${"En mag ik bloemen meebrengen? ".repeat(20)}`.slice(0, 500);
    expect(question).toHaveLength(500);
    const { turn } = await as(QA).playground.ask({ tenant, question, conversation: "k".repeat(64) });
    expect(turn).toMatchObject({ language: "nl" });
    expect(turn.sentences.length).toBeGreaterThan(0);
  });
});

describe("playground conversations are kept in memory, bounded", () => {
  const owner = (conversation: string) => ({ userId: "u", tenantId: "t", conversation });

  it("the least recently used conversation goes first when the cap is reached", () => {
    const store = new PlaygroundConversations({ max: 2, idleMs: 60_000 });
    const a = store.journalFor(owner("a"));
    store.journalFor(owner("b"));
    expect(store.journalFor(owner("a"))).toBe(a);
    store.journalFor(owner("c"));
    expect(store.size).toBe(2);
    expect(store.journalFor(owner("a"))).toBe(a);
    // "b" was the least recently used: it was forgotten, so it starts afresh.
    expect(store.size).toBe(2);
  });

  it("an idle conversation is forgotten; another user's or tenant's key never finds it", () => {
    let now = 0;
    const store = new PlaygroundConversations({ max: 10, idleMs: 1_000 }, () => now);
    const a = store.journalFor(owner("a"));
    expect(store.journalFor({ ...owner("a"), userId: "someone-else" })).not.toBe(a);
    expect(store.journalFor({ ...owner("a"), tenantId: "other-hospital" })).not.toBe(a);
    now = 999;
    expect(store.journalFor(owner("a"))).toBe(a);
    now = 999 + 1_000;
    expect(store.journalFor(owner("a"))).not.toBe(a);
  });
});
