import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { auditLog, categoryMismatchTelemetry, conversationMessages, conversations, pipelineTelemetry, tenants } from "~/server/db/schema";
import { currentAlerts } from "./alerts";
import { acknowledgeAlert, alertViews, snoozeAlert } from "./alert-states";
import { alertThresholdsOf, setAlertThresholds } from "./alert-thresholds";
import { captureLogs } from "~/lib/logger";
import { eq } from "drizzle-orm";
import { operationsDashboard } from "./dashboard";
import { ensureRollups } from "./dashboard/rollups";
import { questionKey } from "~/server/cognition/orchestrator/question-key";
import { listCalls, replayCall } from "./replay";
import { listAudit } from "~/server/audit";

/**
 * The dashboard's SQL against a small hand-made month: every expected number below was chosen when
 * the rows were written (or worked out by hand from percentile_cont's definition), never read back
 * from the queries under test.
 */

let h: DatabaseHandle;
let tenantId: string;
const ids: Record<string, string> = {};
const at = (iso: string) => new Date(iso);

async function call(
  name: string,
  v: { started: string; ended?: string; disposition?: "answered" | "escalated" | "ended_by_caller"; lang?: "nl" | "en"; notFound?: number },
) {
  const [row] = await h.db
    .insert(conversations)
    .values({
      tenantId,
      channel: "voice",
      externalId: name,
      startedAt: at(v.started),
      endedAt: v.ended ? at(v.ended) : null,
      disposition: v.disposition ?? null,
      lockedLanguage: v.lang ?? null,
      consecutiveNotFound: v.notFound ?? 0,
    })
    .returning({ id: conversations.id });
  ids[name] = row!.id;
}

let turnNo = 0;
async function turn(
  callName: string,
  v: {
    at: string;
    path?: "faq" | "agent" | "prefilter" | "extractive";
    firstAudioMs?: number;
    utterance?: string;
    found?: boolean;
    action?: string;
    terminalClass?: string;
    blocked?: boolean;
    disclaimer?: boolean;
    citations?: number;
    dropped?: number;
  },
) {
  const utterance = v.utterance ?? "what are the visiting hours";
  const [msg] = await h.db
    .insert(conversationMessages)
    .values({
      conversationId: ids[callName]!,
      turnIndex: turnNo++,
      utterance,
      utteranceRedacted: utterance,
      answer: "An answer.",
      language: "en",
      path: v.path ?? "faq",
      terminalClass: v.terminalClass ?? "FALLTHROUGH",
      found: v.found ?? true,
      action: v.action ?? "none",
      createdAt: at(v.at),
      citations: Array.from({ length: v.citations ?? 1 }, () => ({
        source: "faq" as const,
        title: "Visiting",
        url: "https://example.org/visit",
        chunkId: null,
        documentId: null,
        ref: "faq:visit",
      })),
    })
    .returning({ id: conversationMessages.id });
  await h.db.insert(pipelineTelemetry).values({
    messageId: msg!.id,
    conversationId: ids[callName]!,
    tenantId,
    totalMs: 20,
    path: v.path ?? "faq",
    terminalClass: v.terminalClass ?? "FALLTHROUGH",
    agentTimings: v.firstAudioMs === undefined ? null : { transcriptMs: 200, firstSentenceMs: 400, firstAudioMs: v.firstAudioMs },
    language: "en",
    found: v.found ?? true,
    action: v.action ?? "none",
    postfilterBlocked: v.blocked ?? false,
    disclaimer: v.disclaimer ?? false,
    citationCount: v.citations ?? 1,
    sentencesDropped: v.dropped ?? 0,
    questionKey: questionKey(utterance),
    createdAt: at(v.at),
  });
}

beforeAll(async () => {
  h = await createTestDatabase();
  const [t] = await h.db.insert(tenants).values({ slug: "ops-test", name: "Ops", timezone: "UTC" }).returning({ id: tenants.id });
  tenantId = t!.id;
  // 1 March: three calls, all open at 09:18 (the peak: 3); one is an emergency.
  await call("c1", { started: "2026-03-01T09:10:00Z", ended: "2026-03-01T09:20:00Z", disposition: "answered", lang: "nl" });
  await call("c2", { started: "2026-03-01T09:15:00Z", ended: "2026-03-01T09:30:00Z", disposition: "escalated", lang: "en" });
  await call("c6", { started: "2026-03-01T09:18:00Z", ended: "2026-03-01T09:25:00Z", disposition: "escalated", lang: "nl" });
  // 2 March: two calls at 14h.
  await call("c3", { started: "2026-03-02T14:00:00Z", ended: "2026-03-02T14:05:00Z", disposition: "ended_by_caller", lang: "nl" });
  await call("c4", { started: "2026-03-02T14:01:00Z", ended: "2026-03-02T14:03:00Z", disposition: "answered", lang: "nl", notFound: 2 });
  // Outside the period: counted nowhere.
  await call("c5", { started: "2026-02-27T10:00:00Z", ended: "2026-02-27T10:01:00Z", disposition: "answered", lang: "en" });
  await turn("c5", { at: "2026-02-27T10:00:10Z", firstAudioMs: 9000, found: false, utterance: "where can I park my bike" });
  await turn("c5", {
    at: "2026-02-27T10:00:40Z",
    path: "prefilter",
    terminalClass: "SAFETY_REFUSAL",
    utterance: "how much paracetamol may I take",
    citations: 0,
  });

  // Ten faq turns on 1 March with first audio 100, 200, … 1000 ms.
  for (let i = 1; i <= 10; i++)
    await turn("c1", { at: `2026-03-01T09:1${i % 10}:00Z`, firstAudioMs: i * 100, citations: i <= 8 ? 1 : 0, dropped: i === 1 ? 2 : 0 });
  // Unanswered: two wordings of one question (two calls), one transfer.
  await turn("c2", { at: "2026-03-01T09:16:00Z", path: "extractive", found: false, utterance: "Where can I park my bike?", citations: 0 });
  await turn("c4", { at: "2026-03-02T14:02:00Z", path: "extractive", found: false, utterance: "where do I park bikes", citations: 0 });
  await turn("c3", {
    at: "2026-03-02T14:01:00Z",
    path: "prefilter",
    action: "transfer",
    terminalClass: "HANDOFF_REQUEST",
    utterance: "I want to speak to billing",
    citations: 0,
  });
  // Safety.
  await turn("c6", { at: "2026-03-01T09:19:00Z", path: "prefilter", terminalClass: "EMERGENCY", citations: 0 });
  await turn("c6", { at: "2026-03-01T09:20:00Z", path: "agent", blocked: true, citations: 0 });
  await turn("c3", { at: "2026-03-02T14:00:30Z", path: "agent", disclaimer: true, firstAudioMs: 2000 });
  await h.db.insert(categoryMismatchTelemetry).values([
    { tenantId, mismatchRate: 0.2, chunksTotal: 5, chunksOffCategory: 1, queryPreview: "a", createdAt: at("2026-03-01T09:11:00Z") },
    { tenantId, mismatchRate: 0.4, chunksTotal: 5, chunksOffCategory: 2, queryPreview: "b", createdAt: at("2026-03-01T09:12:00Z") },
  ]);
}, 60_000);
afterAll(async () => h?.close());

const period = { preset: "custom", from: "2026-03-01", to: "2026-03-02" } as const;

describe("operations dashboard SQL", () => {
  it("counts calls per day and hour, and the concurrent peak", async () => {
    const d = await operationsDashboard(h.db, tenantId, period);
    expect(d.calls.total).toBe(5);
    expect(d.calls.perDay).toEqual([
      { day: "2026-03-01", calls: 3 },
      { day: "2026-03-02", calls: 2 },
    ]);
    expect(d.calls.perHour).toEqual([
      { hour: 9, calls: 3 },
      { hour: 14, calls: 2 },
    ]);
    expect(d.calls.peak).toBe(3);
  });

  // Percentiles are read from 10-ms histograms (each value at its bucket's middle): within 5 ms of percentile_cont's.
  const near = (value: number, exact: number) => expect(Math.abs(value - exact)).toBeLessThanOrEqual(5);

  it("computes first-audio percentiles per path and day (percentile_cont's definition, 10-ms buckets)", async () => {
    const d = await operationsDashboard(h.db, tenantId, period);
    const faqDay = d.latency.find((r) => r.day === "2026-03-01" && r.path === "faq")!;
    expect(faqDay.turns).toBe(10);
    near(faqDay.p50, 550);
    near(faqDay.p95, 955);
    near(faqDay.p99, 991);
    const overall = d.latency.find((r) => r.day === null && r.path === null)!;
    expect(overall.turns).toBe(11); // the 2 March agent turn joins; the 27 February one is outside
    near(d.latency.find((r) => r.day === null && r.path === "agent")!.p95, 2000);
  });

  it("counts safety events, grounding and shaper compliance per day", async () => {
    const d = await operationsDashboard(h.db, tenantId, period);
    const [first, second] = d.turns;
    expect(first).toMatchObject({ day: "2026-03-01", turns: 13, emergencies: 1, postfilterBlocks: 1, notFound: 1, answers: 10, grounded: 8, shapedWhole: 9 });
    expect(second).toMatchObject({ day: "2026-03-02", turns: 3, disclaimers: 1, transfers: 1, notFound: 1, answers: 1, grounded: 1 });
    expect(d.mismatch).toEqual([{ day: "2026-03-01", retrievals: 2, mismatchRate: expect.closeTo(0.3) }]);
  });

  it("mixes how calls ended in the call list's words, and languages", async () => {
    const d = await operationsDashboard(h.db, tenantId, period);
    const mix = Object.fromEntries(d.dispositions.map((r) => [r.disposition, r.calls]));
    // c6 was put through after its 112 reply: an emergency; c4 found nothing for its one question.
    expect(mix).toEqual({ answered: 1, escalated: 1, emergency: 1, ended_by_caller: 1, unanswered: 1 });
    expect(Object.fromEntries(d.languages.map((r) => [r.language, r.calls]))).toEqual({ nl: 4, en: 1 });
  });

  it("groups unanswered questions worded alike and links their calls", async () => {
    const d = await operationsDashboard(h.db, tenantId, period);
    const [top, next] = d.unanswered;
    expect(top).toMatchObject({ questionKey: "bike park", turns: 2, calls: 2, notFound: 2, example: "where do I park bikes" });
    expect(new Set(top!.conversationIds)).toEqual(new Set([ids.c2, ids.c4]));
    expect(next).toMatchObject({ questionKey: "billing speak", turns: 1, transferred: 1, conversationIds: [ids.c3] });
  });

  it("rewrites today's rollup once it is older than allowed, next to the closed days", async () => {
    const now = new Date();
    await call("today", { started: now.toISOString(), disposition: "answered", lang: "en" });
    await turn("today", { at: now.toISOString(), firstAudioMs: 1234, found: false, utterance: "is there a hairdresser", citations: 0 });
    // Earlier tests rolled up today within the minute: a zero maximum age forces the rewrite.
    await ensureRollups(h.db, tenantId, "UTC", 0);
    const d = await operationsDashboard(h.db, tenantId, { preset: "today" });
    expect(d.calls.total).toBe(1);
    near(d.latency.find((r) => r.day === null && r.path === null)!.p50, 1234);
    expect(d.unanswered).toMatchObject([{ questionKey: "hairdresser", conversationIds: [ids.today] }]);
    // The month still holds March's rolled-up days: the five calls did not move.
    const march = await operationsDashboard(h.db, tenantId, period);
    expect(march.calls.total).toBe(5);
  });

  it("an empty period gives empty series, not an error", async () => {
    const d = await operationsDashboard(h.db, tenantId, { preset: "custom", from: "2025-01-01", to: "2025-01-02" });
    expect(d.calls).toEqual({ total: 0, perDay: [], perHour: [], peak: 0 });
    expect(d.unanswered).toEqual([]);
  });
});

describe("alerts", () => {
  it("raise first-audio p95, mismatch and post-filter blocks, each with its calls", async () => {
    const alerts = await currentAlerts(h.db, tenantId, undefined, at("2026-03-01T09:40:00Z"));
    const byKind = Object.fromEntries(alerts.map((a) => [a.kind, a]));
    // Last hour on 1 March: first audio 100…1000 ms → p95 955 ms, under 1.5 s; mismatch 0.3 > 0.1; one block.
    expect(byKind.first_audio_p95).toBeUndefined();
    expect(byKind.mismatch_rate?.value).toBeCloseTo(0.3);
    expect(byKind.postfilter_block).toMatchObject({ value: 1, conversationIds: [ids.c6] });
    const later = await currentAlerts(h.db, tenantId, undefined, at("2026-03-02T14:30:00Z"));
    expect(later.find((a) => a.kind === "first_audio_p95")).toMatchObject({ value: 2000, conversationIds: [ids.c3] });
  });

  it("acknowledged, an alert leaves the banner until a call it did not name joins it; snoozed, until its time; both audited, the thresholds untouched", async () => {
    const operator = { id: null, email: "operator@example.org" };
    const now = at("2026-03-01T09:40:00Z");
    // Thresholds written straight into the settings bag (the thresholds test below counts its own audit rows).
    const own = { firstAudioP95Ms: 1500, mismatchRate: 0.1, postfilterLookbackHours: 12 };
    await h.db
      .update(tenants)
      .set({ settings: { alertThresholds: own } })
      .where(eq(tenants.id, tenantId));
    const alerts = await currentAlerts(h.db, tenantId, undefined, now);
    const states = async (list = alerts, when = now) => Object.fromEntries((await alertViews(h.db, tenantId, list, when)).map((v) => [v.kind, v.state]));
    expect(await states()).toEqual({ mismatch_rate: "active", postfilter_block: "active" });

    await acknowledgeAlert(
      h.db,
      tenantId,
      alerts.find((a) => a.kind === "postfilter_block"),
      operator,
      now,
    );
    expect(await states()).toEqual({ mismatch_rate: "active", postfilter_block: "acknowledged" });
    const seen = (await alertViews(h.db, tenantId, alerts, now)).find((v) => v.kind === "postfilter_block");
    expect(seen).toMatchObject({ handledBy: "operator@example.org", handledAt: now });
    // Another answer blocked, on a call the acknowledgement did not name: back in the banner.
    const another = alerts.map((a) => (a.kind === "postfilter_block" ? { ...a, value: 2, conversationIds: ["another-call", ...a.conversationIds] } : a));
    expect((await states(another)).postfilter_block).toBe("active");

    const { snoozedUntil } = await snoozeAlert(h.db, tenantId, "mismatch_rate", 4, operator, now);
    expect(snoozedUntil).toEqual(at("2026-03-01T13:40:00Z"));
    expect(await states()).toEqual({ mismatch_rate: "snoozed", postfilter_block: "acknowledged" });
    expect((await states(alerts, at("2026-03-01T13:41:00Z"))).mismatch_rate).toBe("active");
    // Nothing to acknowledge when the alert no longer holds.
    expect(await acknowledgeAlert(h.db, tenantId, undefined, operator, now)).toBe(false);

    const audit = await h.db.select().from(auditLog).where(eq(auditLog.tenantId, tenantId));
    expect(audit.filter((r) => r.action.startsWith("alert.")).map((r) => [r.action, r.target, r.after])).toEqual([
      ["alert.acknowledge", "postfilter_block", { calls: 1 }],
      ["alert.snooze", "mismatch_rate", { until: "2026-03-01T13:40:00.000Z" }],
    ]);
    expect(await alertThresholdsOf(h.db, tenantId)).toEqual({ thresholds: own, custom: true });
    await h.db.update(tenants).set({ settings: {} }).where(eq(tenants.id, tenantId));
  });

  it("stay quiet when nothing happened", async () => {
    expect(await currentAlerts(h.db, tenantId, undefined, at("2026-01-01T00:00:00Z"))).toEqual([]);
  });

  it("use the tenant's own thresholds once an admin sets them (audited), and the defaults again after a reset", async () => {
    const admin = { id: null, email: "admin@example.org" };
    expect(await alertThresholdsOf(h.db, tenantId)).toEqual({
      thresholds: { firstAudioP95Ms: 1500, mismatchRate: 0.1, postfilterLookbackHours: 24 },
      custom: false,
    });
    // A hospital that accepts a 1 s p95 but no more, and tolerates 40 % mismatch.
    await setAlertThresholds(h.db, tenantId, admin, { firstAudioP95Ms: 900, mismatchRate: 0.4, postfilterLookbackHours: 24 });
    const own = (await alertThresholdsOf(h.db, tenantId)).thresholds;
    const alerts = await currentAlerts(h.db, tenantId, own, at("2026-03-01T09:40:00Z"));
    // Same hour as above: p95 955 ms is now over 900 ms; mismatch 0.3 is now under 0.4.
    expect(alerts.find((a) => a.kind === "first_audio_p95")?.value).toBeCloseTo(955);
    expect(alerts.find((a) => a.kind === "mismatch_rate")).toBeUndefined();
    const [row] = await h.db.select().from(auditLog).where(eq(auditLog.action, "alerts.thresholds.set"));
    expect(row).toMatchObject({ actor: "admin@example.org", before: null, after: { firstAudioP95Ms: 900, mismatchRate: 0.4, postfilterLookbackHours: 24 } });

    await setAlertThresholds(h.db, tenantId, admin, null);
    expect((await alertThresholdsOf(h.db, tenantId)).custom).toBe(false);
    await expect(setAlertThresholds(h.db, tenantId, admin, { firstAudioP95Ms: 50, mismatchRate: 0.4, postfilterLookbackHours: 24 })).rejects.toThrow(
      /at least 300 ms/,
    );
  });

  it("fall back to the defaults, and say so in the log, when the stored thresholds no longer parse", async () => {
    await h.db
      .update(tenants)
      .set({ settings: { alertThresholds: { firstAudioP95Ms: "fast" } } })
      .where(eq(tenants.id, tenantId));
    const logs = captureLogs();
    try {
      expect(await alertThresholdsOf(h.db, tenantId)).toMatchObject({ thresholds: { firstAudioP95Ms: 1500 }, custom: false });
      expect(logs.events("alert_thresholds_unreadable_using_defaults")).toHaveLength(1);
    } finally {
      logs.restore();
      await h.db.update(tenants).set({ settings: {} }).where(eq(tenants.id, tenantId));
    }
  });
});

describe("call replay", () => {
  it("filters by path, class and redacted text", async () => {
    const list = async (filter: Parameters<typeof listCalls>[2]) => (await listCalls(h.db, tenantId, filter)).rows;
    const byPath = await list({ path: "extractive" });
    expect(new Set(byPath.map((c) => c.id))).toEqual(new Set([ids.c2, ids.c4]));
    expect((await list({ terminalClass: "EMERGENCY" })).map((c) => c.id)).toEqual([ids.c6]);
    expect((await list({ text: "billing" })).map((c) => c.id)).toEqual([ids.c3]);
    expect(await list({ text: "100%" })).toEqual([]);
    // The list shows each call's turn count and first question.
    const [c3] = await list({ ids: [ids.c3!] });
    expect(c3).toMatchObject({ turns: 2, firstQuestion: "I want to speak to billing" });
  });

  it("finds every call in which the caller was sent to 112, whatever ending it was stored with", async () => {
    // Up to March: a test above adds a call of today's.
    const list = async (filter: Parameters<typeof listCalls>[2]) =>
      new Set((await listCalls(h.db, tenantId, { to: "2026-03-31", ...filter })).rows.map((c) => c.id));
    // c6 heard "call 112" and was then put through: stored as escalated, found among the emergencies all the same.
    expect(await list({ outcome: "emergency" })).toEqual(new Set([ids.c6]));
    // Stored as put through, it ends as an emergency all the same: the ending filter reads the turns too.
    expect(await list({ ending: "emergency" })).toEqual(new Set([ids.c6]));
    expect(await list({ ending: "escalated" })).toEqual(new Set([ids.c2]));
    // A refusal of medical advice (c5) and an answer the post-filter stopped (c6) are both refusals.
    expect(await list({ outcome: "refused" })).toEqual(new Set([ids.c5, ids.c6]));
    expect(await list({ outcome: "not_found" })).toEqual(new Set([ids.c2, ids.c4, ids.c5]));
    // The total is the filter's.
    expect((await listCalls(h.db, tenantId, { outcome: "not_found", to: "2026-03-31", pageSize: 1 })).total).toBe(3);
  });

  it("counts each call's refusals and answers not found, so a refused call does not read as merely answered", async () => {
    const one = async (name: string) => (await listCalls(h.db, tenantId, { ids: [ids[name]!] })).rows[0];
    // A medical-advice refusal (c5), an answer the post-filter stopped (c6), answers not found (c4, c5).
    expect(await one("c5")).toMatchObject({ disposition: "answered", turns: 2, answered: 0, refused: 1, notFound: 1 });
    expect(await one("c6")).toMatchObject({ refused: 1, notFound: 0 });
    expect(await one("c4")).toMatchObject({ refused: 0, notFound: 1 });
    // A transfer is neither.
    expect(await one("c3")).toMatchObject({ refused: 0, notFound: 0 });
  });

  it("pages through every call, newest first, with the total of the whole filter", async () => {
    const all = await listCalls(h.db, tenantId, { pageSize: 200 });
    expect(all.total).toBe(all.rows.length);
    expect(all.total).toBeGreaterThan(3);
    const first = await listCalls(h.db, tenantId, { pageSize: 2, page: 1 });
    const second = await listCalls(h.db, tenantId, { pageSize: 2, page: 2 });
    expect(first).toMatchObject({ total: all.total, page: 1, pageSize: 2 });
    expect([...first.rows, ...second.rows].map((c) => c.id)).toEqual(all.rows.slice(0, 4).map((c) => c.id));
    const past = await listCalls(h.db, tenantId, { pageSize: 2, page: 1000 });
    expect(past).toMatchObject({ rows: [], total: all.total });
    // The total counts the filter, not the page.
    expect((await listCalls(h.db, tenantId, { path: "extractive", pageSize: 1 })).total).toBe(2);
  });

  it("returns the turns in order and audits who looked", async () => {
    const replay = await replayCall(h.db, tenantId, ids.c3!, { id: null, email: "reviewer@example.org" });
    expect(replay.turns.map((t) => t.utterance)).toEqual(["I want to speak to billing", "what are the visiting hours"]);
    expect(replay.turns[1]!.agentTimings).toEqual({ transcriptMs: 200, firstSentenceMs: 400, firstAudioMs: 2000 });
    const audit = await h.db.select().from(auditLog);
    expect(audit).toContainEqual(expect.objectContaining({ actor: "reviewer@example.org", action: "call.replay", target: ids.c3 }));
  });
});

describe("a hospital's days, in its own zone", () => {
  it("puts a call at 23:30 and one at 00:30 in Brussels on their Brussels days, in the call list, the audit filter and the dashboard alike", async () => {
    const [t] = await h.db.insert(tenants).values({ slug: "brussels-days", name: "Brussels", timezone: "Europe/Brussels" }).returning({ id: tenants.id });
    const brussels = t!.id;
    // Winter: Brussels is UTC+1. 23:30 on 26 November and 00:30 on 27 November, Brussels time.
    const rows = await h.db
      .insert(conversations)
      .values([
        { tenantId: brussels, channel: "voice", externalId: "late", startedAt: at("2026-11-26T22:30:00Z"), endedAt: at("2026-11-26T22:35:00Z") },
        { tenantId: brussels, channel: "voice", externalId: "early", startedAt: at("2026-11-26T23:30:00Z"), endedAt: at("2026-11-26T23:35:00Z") },
      ])
      .returning({ id: conversations.id, externalId: conversations.externalId });
    const idOf = (name: string) => rows.find((r) => r.externalId === name)!.id;
    const onDay = async (day: string) => (await listCalls(h.db, brussels, { from: day, to: day })).rows.map((c) => c.id);
    expect(await onDay("2026-11-26")).toEqual([idOf("late")]);
    expect(await onDay("2026-11-27")).toEqual([idOf("early")]);
    // The dashboard counts the same day the same way (it always used the hospital's zone).
    const dashboard = await operationsDashboard(h.db, brussels, { preset: "custom", from: "2026-11-26", to: "2026-11-26" });
    expect(dashboard.calls.total).toBe(1);
    // An audit row written at 00:30 Brussels time is on the 27th.
    await h.db
      .insert(auditLog)
      .values({ tenantId: brussels, actor: "a@example.org", action: "call.replay", target: idOf("early"), at: at("2026-11-26T23:30:00Z") });
    expect((await listAudit(h.db, brussels, { from: "2026-11-27", to: "2026-11-27" })).total).toBe(1);
    expect((await listAudit(h.db, brussels, { from: "2026-11-26", to: "2026-11-26" })).total).toBe(0);
  });
});
