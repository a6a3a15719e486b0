import { randomBytes } from "node:crypto";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "~/lib/logger";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import {
  auditLog,
  categoryMismatchTelemetry,
  conversationMessages,
  conversations,
  operationsUnansweredDaily,
  pipelineTelemetry,
  tenants,
} from "~/server/db/schema";
import { callerPseudonym } from "~/server/telephony/caller-pseudonym";
import { eraseCalls, findCallerCalls } from "./erasure";

/**
 * An erasure request end to end on hand-made calls: the phone calls of one number are found by the
 * number however it is typed (never stored: matched through the pseudonym the SIP path gave them),
 * narrowed by date and words, and erased with everything kept of them.
 */

let h: DatabaseHandle;
let tenantId: string;
const key = randomBytes(32);
const ADMIN = { id: null, email: "admin@example.org" };
/** The pseudonym the SIP path stores for a caller whose number the bridge hides (caller-pseudonym.ts over LiveKit's reference). */
const pseudonymOf = (fromUser: string) => callerPseudonym(key, `sip_${createHash("sha256").update(fromUser).digest("hex").slice(0, 16)}`);
const ids: Record<string, string> = {};

async function call(name: string, v: { started: string; from?: string; said: string }) {
  const [row] = await h.db
    .insert(conversations)
    .values({
      tenantId,
      channel: v.from ? "sip" : "web",
      externalId: name,
      startedAt: new Date(v.started),
      callerPseudonym: v.from ? pseudonymOf(v.from) : null,
    })
    .returning({ id: conversations.id });
  ids[name] = row!.id;
  const [m] = await h.db
    .insert(conversationMessages)
    .values({
      conversationId: row!.id,
      turnIndex: 0,
      utterance: v.said,
      utteranceRedacted: v.said,
      answer: "Een antwoord.",
      language: "nl",
      path: "faq",
      terminalClass: "FALLTHROUGH",
      found: true,
      action: "none",
      citations: [],
    })
    .returning({ id: conversationMessages.id });
  await h.db.insert(pipelineTelemetry).values({
    messageId: m!.id,
    conversationId: row!.id,
    tenantId,
    totalMs: 5,
    path: "faq",
    terminalClass: "FALLTHROUGH",
    language: "nl",
    found: true,
    action: "none",
    postfilterBlocked: false,
    disclaimer: false,
    citationCount: 0,
    sentencesDropped: 0,
  });
  await h.db
    .insert(categoryMismatchTelemetry)
    .values({ tenantId, conversationId: row!.id, mismatchRate: 0, chunksTotal: 5, chunksOffCategory: 0, queryPreview: v.said });
}

beforeAll(async () => {
  h = await createTestDatabase();
  const [t] = await h.db.insert(tenants).values({ slug: "erasure-test", name: "Erasure", timezone: "UTC" }).returning({ id: tenants.id });
  tenantId = t!.id;
  // The carrier wrote the caller's number as +32…; the admin will type it the Belgian way.
  await call("mine-1", { started: "2026-03-01T09:00:00Z", from: "+32470123456", said: "Wat zijn de bezoekuren?" });
  await call("mine-2", { started: "2026-03-05T10:00:00Z", from: "+32470123456", said: "Mijn naam is Jan, waar kan ik parkeren?" });
  await call("other-number", { started: "2026-03-05T11:00:00Z", from: "+32470999999", said: "Waar kan ik parkeren?" });
  await call("browser", { started: "2026-03-05T12:00:00Z", said: "Waar kan ik parkeren?" });
  await h.db.insert(operationsUnansweredDaily).values({
    tenantId,
    day: "2026-03-05",
    questionKey: "parkeren",
    turns: 3,
    calls: 3,
    notFound: 3,
    transferred: 0,
    lastAsked: new Date("2026-03-05T12:00:00Z"),
    conversationIds: [ids["mine-2"]!, ids["other-number"]!, ids["browser"]!],
  });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const find = (search: Parameters<typeof findCallerCalls>[3]) => findCallerCalls(h.db, tenantId, () => key, search);

/**
 * The caller's number in any of its written forms (+32470123456, 0470 12 34 56, 470 123 456). Not
 * a bare "470": the ids and timestamps beside it are random and hold those digits one run in ten.
 */
const CALLER_NUMBER = /470\s?12\s?3\s?4\s?56|\+32\s?470/;

describe("finding one caller's calls", () => {
  it("finds the calls from a number however it is typed, and none from other numbers or the browser", async () => {
    for (const typed of ["0470 12 34 56", "+32 470 12 34 56", "0032 470 123 456"]) {
      const found = await find({ phone: typed });
      expect(found.total, typed).toBe(2);
      expect(found.rows.map((r) => r.id)).toEqual([ids["mine-2"], ids["mine-1"]]);
    }
  });

  it("narrows by date and by words, and pages with the total", async () => {
    expect((await find({ phone: "0470 12 34 56", from: "2026-03-02" })).rows.map((r) => r.id)).toEqual([ids["mine-2"]]);
    expect((await find({ phone: "0470 12 34 56", text: "bezoekuren" })).rows.map((r) => r.id)).toEqual([ids["mine-1"]]);
    expect((await find({ text: "parkeren" })).total).toBe(3);
    const paged = await find({ text: "parkeren", pageSize: 2, page: 2 });
    expect(paged).toMatchObject({ total: 3, page: 2 });
    expect(paged.rows).toHaveLength(1);
  });

  it("refuses what is not a phone number on its field, and never logs the number", async () => {
    await expect(find({ phone: "jan" })).rejects.toMatchObject({ field: "phone" });
    const logs = captureLogs();
    try {
      await find({ phone: "0470 12 34 56" });
      expect(JSON.stringify(logs.events("erasure_search"))).not.toMatch(CALLER_NUMBER);
    } finally {
      logs.restore();
    }
  });
});

describe("erasing them", () => {
  it("deletes the calls with their words, telemetry and previews, takes them out of the dashboard lists, and audits counts only", async () => {
    const found = await find({ phone: "0470 12 34 56" });
    const erased = await eraseCalls(
      h.db,
      tenantId,
      found.rows.map((r) => r.id),
      ADMIN,
    );
    expect(erased).toEqual({ conversations: 2, messages: 2 });
    expect((await find({ phone: "0470 12 34 56" })).total).toBe(0);
    const left = await h.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.tenantId, tenantId));
    expect(left.map((c) => c.id).sort()).toEqual([ids["other-number"], ids["browser"]].sort());
    expect(await h.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, ids["mine-2"]!))).toEqual([]);
    expect(await h.db.select().from(pipelineTelemetry).where(eq(pipelineTelemetry.conversationId, ids["mine-2"]!))).toEqual([]);
    const previews = await h.db
      .select({ q: categoryMismatchTelemetry.queryPreview })
      .from(categoryMismatchTelemetry)
      .where(eq(categoryMismatchTelemetry.tenantId, tenantId));
    expect(previews.map((p) => p.q)).not.toContain("Mijn naam is Jan, waar kan ik parkeren?");
    const [unanswered] = await h.db.select().from(operationsUnansweredDaily).where(eq(operationsUnansweredDaily.tenantId, tenantId));
    expect(unanswered!.conversationIds).toEqual([ids["other-number"], ids["browser"]]);
    expect(unanswered!.calls).toBe(3); // the counts hold no words and stay
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, "conversations.erase"));
    expect(audit).toMatchObject({ actor: "admin@example.org", after: { conversations: 2, messages: 2 } });
    expect(JSON.stringify(audit)).not.toMatch(CALLER_NUMBER);
    expect(JSON.stringify(audit)).not.toMatch(/Jan|bezoekuren/);
  });

  it("refuses an empty selection and touches another hospital's calls never", async () => {
    await expect(eraseCalls(h.db, tenantId, [], ADMIN)).rejects.toMatchObject({ field: "ids" });
    const [other] = await h.db.insert(tenants).values({ slug: "erasure-other", name: "Other", timezone: "UTC" }).returning({ id: tenants.id });
    expect(await eraseCalls(h.db, other!.id, [ids["browser"]!], ADMIN)).toEqual({ conversations: 0, messages: 0 });
    expect(await h.db.select().from(conversations).where(eq(conversations.id, ids["browser"]!))).toHaveLength(1);
  });
});
