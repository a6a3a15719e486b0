import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { turnOutcome, type TurnFacts } from "~/app/(console)/_components/turn-outcome";
import { eq, type SQL } from "drizzle-orm";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { CALL_ENDINGS, CALL_OUTCOMES, CONVERSATION_DISPOSITIONS, type CallEnding, type ConversationDisposition } from "~/contracts/vocabulary";
import { operationsDashboard } from "~/server/operations/dashboard";
import { replayCall } from "~/server/operations/replay";
import { SYSTEM_ACTOR } from "~/server/audit";
import { callEndedAs, callHadOutcome, pageOfCalls } from "./call-page";
import { conversationMessages, conversations, pipelineTelemetry, tenants } from "./schema";

/**
 * The call and erasure lists count each call's turns on the server, the replay classifies each turn
 * in the browser: both sides of that wire run here on the same turns, so a list never says a call
 * was answered when its replay says it was refused. How each call ended is one rule on the server,
 * read by the lists, the replay and the dashboard: every expected ending below was written by hand.
 */

let h: DatabaseHandle;
let tenantId: string;

interface Turn extends TurnFacts {
  postfilterBlocked: boolean;
}
const greeting: Turn = { terminalClass: "GREETING", found: true, action: "none", postfilterBlocked: false };
const refused: Turn = { terminalClass: "SAFETY_REFUSAL", found: true, action: "none", postfilterBlocked: false };
const blocked: Turn = { terminalClass: "FALLTHROUGH", found: true, action: "none", postfilterBlocked: true };
const emergency: Turn = { terminalClass: "EMERGENCY", found: true, action: "none", postfilterBlocked: false };
const answered: Turn = { terminalClass: "FALLTHROUGH", found: true, action: "none", postfilterBlocked: false };
const notFound: Turn = { terminalClass: "FALLTHROUGH", found: false, action: "none", postfilterBlocked: false };
const transfer: Turn = { terminalClass: "HANDOFF_REQUEST", found: true, action: "transfer", postfilterBlocked: false };
const unclear: Turn = { terminalClass: "UNCLEAR", found: false, action: "none", postfilterBlocked: false };

/** Calls by name, each with its turns and the ending a reader must see; a turn without telemetry (stored before it existed) is one more case. */
const CALLS: Record<string, { turns: Turn[]; disposition: ConversationDisposition | null; ending: CallEnding; telemetry?: false }> = {
  "refused after a greeting": { turns: [greeting, refused], disposition: "answered", ending: "after_refusal" },
  "blocked by the post-filter": { turns: [blocked], disposition: "answered", ending: "after_refusal" },
  "refused, then nothing found": { turns: [refused, notFound, notFound], disposition: "answered", ending: "after_refusal" },
  "an emergency": { turns: [greeting, emergency], disposition: "emergency", ending: "emergency" },
  "answered, then nothing found": { turns: [answered, notFound, unclear], disposition: "answered", ending: "answered" },
  "nothing found": { turns: [notFound, unclear, notFound], disposition: "answered", ending: "unanswered" },
  "put through": { turns: [greeting, transfer], disposition: "escalated", ending: "escalated" },
  "refused, then put through": { turns: [refused, transfer], disposition: "escalated", ending: "escalated" },
  "sent to 112, then put through": { turns: [emergency, transfer], disposition: "escalated", ending: "emergency" },
  "112 among answers, stored as answered": { turns: [answered, emergency, answered], disposition: "answered", ending: "emergency" },
  "answered, no telemetry kept": { turns: [answered, notFound], disposition: "answered", ending: "answered", telemetry: false },
  "answered, then a goodbye": { turns: [answered, greeting], disposition: "farewelled", ending: "farewelled" },
  "a goodbye after a refusal": { turns: [refused, greeting], disposition: "farewelled", ending: "farewelled" },
  "hung up after a refusal": { turns: [refused], disposition: "ended_by_caller", ending: "ended_by_caller" },
  "broken off": { turns: [notFound], disposition: "abandoned", ending: "abandoned" },
  "a greeting only": { turns: [greeting], disposition: "answered", ending: "answered" },
  "still open": { turns: [answered], disposition: null, ending: "open" },
  "no turns": { turns: [], disposition: "answered", ending: "answered" },
};
const ids = new Map<string, string>();

beforeAll(async () => {
  h = await createTestDatabase();
  const [t] = await h.db.insert(tenants).values({ slug: "call-page-test", name: "Call page", timezone: "UTC" }).returning({ id: tenants.id });
  tenantId = t!.id;
  let minute = 0;
  for (const [name, call] of Object.entries(CALLS)) {
    const [c] = await h.db
      .insert(conversations)
      .values({ tenantId, channel: "web", externalId: name, startedAt: new Date(Date.UTC(2026, 2, 1, 9, minute++)), disposition: call.disposition })
      .returning({ id: conversations.id });
    ids.set(name, c!.id);
    for (const [turnIndex, turn] of call.turns.entries()) {
      const facts = { terminalClass: turn.terminalClass, found: turn.found, action: turn.action };
      const [m] = await h.db
        .insert(conversationMessages)
        .values({ conversationId: c!.id, turnIndex, utterance: "…", utteranceRedacted: "…", answer: "…", language: "nl", path: "faq", citations: [], ...facts })
        .returning({ id: conversationMessages.id });
      if (call.telemetry === false) continue;
      await h.db.insert(pipelineTelemetry).values({
        messageId: m!.id,
        conversationId: c!.id,
        tenantId,
        totalMs: 5,
        path: "faq",
        language: "nl",
        postfilterBlocked: turn.postfilterBlocked,
        disclaimer: false,
        citationCount: 0,
        sentencesDropped: 0,
        ...facts,
      });
    }
  }
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const listed = async (...where: SQL[]) => {
  const page = await pageOfCalls(h.db, [eq(conversations.tenantId, tenantId), ...where], 1, 50);
  return new Map(page.rows.map((r) => [r.id, r]));
};

/** The replay's tally of a call's turns (each turn's outcome, as its badge shows it). */
function replayCounts(turns: readonly Turn[]) {
  const counts = { answered: 0, refused: 0, notFound: 0, emergency: 0 };
  for (const turn of turns) {
    const outcome = turnOutcome(turn);
    if (outcome === "answered" || outcome === "transferred") counts.answered++;
    else if (outcome === "refused" || outcome === "blocked") counts.refused++;
    else if (outcome === "not_found") counts.notFound++;
    else if (outcome === "emergency") counts.emergency++;
  }
  return counts;
}

describe("a listed call's turns, counted on the server", () => {
  it("count each call's turns the way its replay classifies them", async () => {
    const rows = await listed();
    for (const [name, call] of Object.entries(CALLS)) {
      const row = rows.get(ids.get(name)!)!;
      const { answered, refused, notFound, emergency } = row;
      expect({ turns: row.turns, answered, refused, notFound, emergency }, name).toEqual({ turns: call.turns.length, ...replayCounts(call.turns) });
    }
  });
});

describe("how a call ended, one rule for the lists, the replay and the dashboard", () => {
  it("every stored disposition has words of its own among the endings", () => {
    for (const d of CONVERSATION_DISPOSITIONS) expect(CALL_ENDINGS).toContain(d);
  });

  it("each call reads as it ended for the caller: a refusal or nothing found is not 'answered'; a 112 reply outranks any stored ending", async () => {
    const rows = await listed();
    const shown = Object.fromEntries(Object.keys(CALLS).map((name) => [name, rows.get(ids.get(name)!)!.ending]));
    expect(shown).toEqual(Object.fromEntries(Object.entries(CALLS).map(([name, call]) => [name, call.ending])));
  });

  it.each(CALL_ENDINGS)("the filter '%s' finds exactly the calls whose row shows it", async (ending) => {
    const showing = [...(await listed()).values()].filter((r) => r.ending === ending).map((r) => r.id);
    const found = await listed(callEndedAs(h.db, ending));
    expect(showing.length, `the fixture has a call that ended as ${ending}`).toBeGreaterThan(0);
    expect(new Set(found.keys())).toEqual(new Set(showing));
  });

  it("the dashboard counts each ending as many times as the call list shows it (no goodbye or refusal counted as answered)", async () => {
    const d = await operationsDashboard(h.db, tenantId, { preset: "custom", from: "2026-03-01", to: "2026-03-01" });
    const onDashboard = Object.fromEntries(d.dispositions.map((x) => [x.disposition, x.calls]));
    const inList: Record<string, number> = {};
    for (const row of (await listed()).values()) inList[row.ending] = (inList[row.ending] ?? 0) + 1;
    expect(onDashboard).toEqual(inList);
    // Worked out by hand from the fixture, not read back from either side.
    expect(onDashboard).toMatchObject({ answered: 4, farewelled: 2, after_refusal: 3, emergency: 3, unanswered: 1, open: 1 });
  });

  it("the replay of a call says how it ended in the list's words", async () => {
    for (const name of ["refused after a greeting", "sent to 112, then put through", "still open"]) {
      const replay = await replayCall(h.db, tenantId, ids.get(name)!, SYSTEM_ACTOR);
      expect(replay.call.ending, name).toBe(CALLS[name]!.ending);
    }
  });
});

describe("the call list's outcome filter", () => {
  const shown = { emergency: "emergency", refused: "refused", not_found: "notFound" } as const;

  it.each(CALL_OUTCOMES)("finds exactly the calls whose row shows a %s count", async (outcome) => {
    const all = await listed();
    const showing = [...all.values()].filter((r) => r[shown[outcome]] > 0).map((r) => r.id);
    const found = await listed(callHadOutcome(h.db, outcome));
    expect(showing.length, `the fixture has calls with ${outcome}`).toBeGreaterThan(0);
    expect(new Set(found.keys())).toEqual(new Set(showing));
  });

  it("finds a caller sent to 112 whose call is stored as put through", async () => {
    const found = await listed(callHadOutcome(h.db, "emergency"));
    expect(new Set(found.keys())).toEqual(
      new Set([ids.get("an emergency"), ids.get("sent to 112, then put through"), ids.get("112 among answers, stored as answered")]),
    );
  });
});
