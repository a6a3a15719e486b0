/**
 * Two app instances on one PostgreSQL, with a round-robin client in front (what a balancer does):
 * a conversation's turns land on either instance, and one instance killed in the middle of a
 * burst costs the clients only the requests it held — no answered turn is lost, none is stored
 * twice. That holds because a turn's result is returned only once the turn is stored
 * (server/cognition/orchestrator/stages/persist.ts): the next turn, on whichever instance, reads it.
 * The browser holds its conversation by the token each answer gives (contracts/public-chat.ts),
 * signed with the AUTH_SECRET both instances share, so either instance continues it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { ChatTurnResult } from "~/contracts/public-chat";
import { queryRows, type DatabaseHandle } from "~/server/db";
import { createDemoDatabase, DEMO_TENANT, testDatabaseEngine } from "../../db/test-database";
import { startApiInstance, type ApiInstance } from "./api-instance";

/** Four different questions: a conversation asks them in order, so a question stored twice is a doubled turn. */
const QUESTIONS = ["Hoeveel kost parkeren?", "Wat zijn de bezoekuren?", "Welke bus stopt aan het ziekenhuis?", "Waar is de cafetaria?"];

type Outcome = { ok: true; result: ChatTurnResult } | { ok: false; error: string };

/**
 * One typed turn as the website's chat sends it, with the token the conversation's last answer gave
 * (none for its first question); a 503 from the load shedder is retried as a browser would after Retry-After.
 */
async function typedTurn(instance: ApiInstance, conversation: string | undefined, address: string, text: string): Promise<Outcome> {
  for (;;) {
    try {
      const res = await fetch(`${instance.url}/api/trpc/cognition.turn`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ json: { tenant: DEMO_TENANT, conversation, text, lang: "nl" } }),
        signal: AbortSignal.timeout(90_000),
      });
      const body = await res.text();
      // Shed before the turn ran (nothing happened): the client asks again after a moment.
      if (res.status === 503) {
        await new Promise((r) => setTimeout(r, 300));
        continue;
      }
      if (!res.ok) return { ok: false, error: `http ${res.status}` };
      return { ok: true, result: (JSON.parse(body) as { result: { data: { json: ChatTurnResult } } }).result.data.json };
    } catch (e) {
      return { ok: false, error: (e as Error).message };
    }
  }
}

interface StoredTurn {
  conversationId: string;
  turnIndex: number;
  utterance: string;
  answer: string;
}

/** The typed turns stored so far, but those of conversations in `before` (an earlier test's). */
async function storedTurns(h: DatabaseHandle, before: ReadonlySet<string> = new Set()): Promise<StoredTurn[]> {
  const rows = await queryRows<StoredTurn>(
    h.db,
    sql`select m.conversation_id as "conversationId", m.turn_index as "turnIndex", m.utterance, m.answer
        from conversation_messages m join conversations c on c.id = m.conversation_id
        where c.channel = 'web' order by m.conversation_id, m.turn_index`,
  );
  return rows.filter((t) => !before.has(t.conversationId));
}

function byConversation(turns: StoredTurn[]): Map<string, StoredTurn[]> {
  const groups = new Map<string, StoredTurn[]>();
  for (const t of turns) groups.set(t.conversationId, [...(groups.get(t.conversationId) ?? []), t]);
  return groups;
}

/** A distinct client address per visitor (a header value only, through the trusted loopback proxy), so per-address limits never decide. */
const visitorAddress = (i: number) => `100.64.${(i >> 8) & 255}.${i & 255}`;

describe.runIf(testDatabaseEngine().engine === "postgres")("two app instances on one PostgreSQL", () => {
  let h: DatabaseHandle;
  let a: ApiInstance;
  let b: ApiInstance;

  beforeAll(async () => {
    h = await createDemoDatabase();
    const env = {
      DATABASE_URL: h.url!,
      EMBEDDING_PROVIDER: "local",
      VOICEDESK_TRUSTED_PROXIES: "loopback",
      DATABASE_POOL_MAX: "5",
      // Every instance of a deployment shares it: a conversation token one signed, the other accepts.
      AUTH_SECRET: "scale-out-test-auth-secret-0123456789abcdef",
    };
    [a, b] = await Promise.all([startApiInstance({ name: "scale-out-a", env }), startApiInstance({ name: "scale-out-b", env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await h?.close();
  });

  it("a conversation whose turns alternate between the instances continues where the other left it", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const answered: ChatTurnResult[] = [];
        let token: string | undefined;
        for (let k = 0; k < 3; k++) {
          const outcome = await typedTurn(k % 2 === 0 ? a : b, token, visitorAddress(i), QUESTIONS[k]!);
          if (!outcome.ok) throw new Error(`conversation ${i} turn ${k}: ${outcome.error}`);
          answered.push(outcome.result);
          token = outcome.result.conversationToken;
        }
        return answered;
      }),
    );
    for (const answered of results) {
      // Each turn found the one before it, stored by the other instance: one conversation, turns 0, 1, 2.
      expect(answered.map((r) => r.turnIndex)).toEqual([0, 1, 2]);
      expect(new Set(answered.map((r) => r.conversationId)).size).toBe(1);
    }
    const stored = await storedTurns(h);
    expect(stored).toHaveLength(18);
    for (const answered of results) {
      const turns = stored.filter((t) => t.conversationId === answered[0]!.conversationId);
      expect(turns.map((t) => t.utterance)).toEqual(QUESTIONS.slice(0, 3));
      expect(turns.map((t) => t.answer)).toEqual(answered.map((r) => r.spoken));
    }
  });

  it("one instance killed mid-burst: errors only for the requests it held, no answered turn lost, none stored twice", async () => {
    const CONVERSATIONS = 24;
    let aAlive = true;
    let answeredByA = 0;
    const inFlightOnA = new Set<string>();
    let heldByA: string[] = [];
    let killed!: () => void;
    const killedNow = new Promise<void>((resolve) => (killed = resolve));
    const answered: ChatTurnResult[] = [];
    const before = new Set((await storedTurns(h)).map((t) => t.conversationId));
    const failures: Array<{ request: string; instance: "a" | "b"; error: string }> = [];

    const conversation = async (i: number) => {
      const key = `burst-${i}`;
      // A question whose answer never came leaves the token as it was: the next continues the
      // conversation, or starts one if its first question was lost.
      let token: string | undefined;
      for (const [k, text] of QUESTIONS.entries()) {
        // Round robin over the live instances; once a is down the balancer sends everything to b.
        const onA = aAlive && (i + k) % 2 === 0;
        const request = `${key}#${k}`;
        if (onA) inFlightOnA.add(request);
        const outcome = await typedTurn(onA ? a : b, token, visitorAddress(100 + i), text);
        inFlightOnA.delete(request);
        if (outcome.ok) {
          answered.push(outcome.result);
          token = outcome.result.conversationToken;
          if (onA && ++answeredByA === 10) {
            // Mid-burst: a has answered ten turns and holds others. SIGKILL, no goodbye.
            aAlive = false;
            heldByA = [...inFlightOnA];
            a.process.kill();
            killed();
          }
        } else failures.push({ request, instance: onA ? "a" : "b", error: outcome.error });
      }
    };
    await Promise.all(Array.from({ length: CONVERSATIONS }, (_, i) => conversation(i)));
    await killedNow;
    await a.process.exited;

    // The clients saw errors only for what a held when it died; b refused nothing.
    expect(heldByA.length).toBeGreaterThan(0);
    expect(failures.filter((f) => f.instance === "b")).toEqual([]);
    for (const f of failures) expect(heldByA).toContain(f.request);

    const stored = await storedTurns(h, before);
    // No answered turn lost: each answer a client holds is stored, under the turn it was given.
    for (const r of answered) {
      const row = stored.find((t) => t.conversationId === r.conversationId && t.turnIndex === r.turnIndex);
      expect(row?.answer).toBe(r.spoken);
    }
    // None stored twice: every question once per conversation, and turn indexes without gaps.
    for (const turns of byConversation(stored).values()) {
      expect(new Set(turns.map((t) => t.utterance)).size).toBe(turns.length);
      expect(turns.map((t) => t.turnIndex)).toEqual(turns.map((_, n) => n));
    }
    // What a held when it died is stored or not (it may have written the turn before the reply
    // went out); nothing else is missing.
    expect(stored.length).toBeGreaterThanOrEqual(answered.length);
    expect(stored.length).toBeLessThanOrEqual(answered.length + failures.length);
    expect(answered.length + failures.length).toBe(CONVERSATIONS * QUESTIONS.length);
  });
});
