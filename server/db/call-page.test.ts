import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callEnding, replayTurnCounts } from "~/app/(console)/_components/call-ending";
import type { TurnFacts } from "~/app/(console)/_components/turn-outcome";
import { eq, type SQL } from "drizzle-orm";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { CALL_OUTCOMES } from "~/contracts/vocabulary";
import { callHadOutcome, pageOfCalls } from "./call-page";
import { conversationMessages, conversations, pipelineTelemetry, tenants } from "./schema";

/**
 * The call and erasure lists count each call's turns on the server, the replay classifies each turn
 * in the browser: both sides of that wire run here on the same turns, so a list never says a call
 * was answered when its replay says it was refused.
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

/** Calls by name, each with its turns; a turn without telemetry (stored before it existed) is one more case. */
const CALLS: Record<string, { turns: Turn[]; disposition: "answered" | "emergency" | "escalated"; telemetry?: false }> = {
  "refused after a greeting": { turns: [greeting, refused], disposition: "answered" },
  "blocked by the post-filter": { turns: [blocked], disposition: "answered" },
  "an emergency": { turns: [greeting, emergency], disposition: "emergency" },
  "answered, then nothing found": { turns: [answered, notFound, unclear], disposition: "answered" },
  "put through": { turns: [greeting, transfer], disposition: "escalated" },
  "sent to 112, then put through": { turns: [emergency, transfer], disposition: "escalated" },
  "answered, no telemetry kept": { turns: [answered, notFound], disposition: "answered", telemetry: false },
  "no turns": { turns: [], disposition: "answered" },
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

describe("a listed call's turns, counted on the server", () => {
  it("count each call's turns the way its replay classifies them", async () => {
    const rows = await listed();
    for (const [name, call] of Object.entries(CALLS)) {
      const row = rows.get(ids.get(name)!)!;
      const { answered, refused, notFound, emergency } = row;
      expect({ turns: row.turns, answered, refused, notFound, emergency }, name).toEqual({ turns: call.turns.length, ...replayTurnCounts(call.turns) });
    }
  });

  it("a call refused after a greeting reads as refused, not answered", async () => {
    const row = (await listed()).get(ids.get("refused after a greeting")!)!;
    expect(row).toMatchObject({ disposition: "answered", answered: 0, refused: 1 });
    expect(callEnding(row.disposition!, row)).toBe("after_refusal");
  });

  it("an answer the post-filter stopped reads as refused; an emergency as an emergency", async () => {
    const rows = await listed();
    const blockedRow = rows.get(ids.get("blocked by the post-filter")!)!;
    expect(callEnding(blockedRow.disposition!, blockedRow)).toBe("after_refusal");
    const emergencyRow = rows.get(ids.get("an emergency")!)!;
    expect(emergencyRow).toMatchObject({ emergency: 1, answered: 0 });
    expect(callEnding(emergencyRow.disposition!, emergencyRow)).toBe("emergency");
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
    expect(new Set(found.keys())).toEqual(new Set([ids.get("an emergency"), ids.get("sent to 112, then put through")]));
  });
});
