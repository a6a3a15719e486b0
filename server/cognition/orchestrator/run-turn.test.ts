/**
 * One turn through every path, on the demo tenant, offline: the reference four-turn call, the
 * pre-filter short-circuit, the language lock, not-found → transfer, persistence and streaming.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { conversationMessages, conversations, pipelineTelemetry } from "~/server/db/schema";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { runTurn, settlePersistence, streamTurn, type TurnDeps, type TurnEvent } from "./index";
import { captureLogs } from "~/lib/logger";

let h: DatabaseHandle;
let deps: TurnDeps;

beforeAll(async () => {
  h = await createDemoDatabase();
  const embedder = createLocalEmbedder();
  deps = { db: h.db, embedder, llm: null };
});

afterAll(async () => {
  await settlePersistence();
  await h?.close();
});

const turn = (conversation: string, text: string, lang?: "nl" | "en" | "fr" | "it") =>
  runTurn(deps, { tenant: "lindenhof", conversation, text, lang, channel: "cli" });

async function telemetryOf(conversationKey: string) {
  await settlePersistence();
  const [conv] = await h.db.select().from(conversations).where(eq(conversations.externalId, conversationKey));
  const messages = await h.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conv!.id))
    .orderBy(conversationMessages.turnIndex);
  const telemetry = await h.db.select().from(pipelineTelemetry).where(eq(pipelineTelemetry.conversationId, conv!.id));
  return { conv: conv!, messages, telemetry };
}

describe("the reference four-turn call, re-enacted on the demo tenant (offline)", () => {
  const CALL = [
    "Ik heb last van hartkloppingen, bij welke dienst moet ik zijn?",
    "Welke artsen werken er op de dienst cardiologie?",
    "Vertel me meer over professor Vanderstraeten.",
    "Wanneer werkt hij?",
  ];

  /** The call up to turn n in a conversation of its own, so each turn's test stands alone. */
  async function callUpTo(n: number) {
    const call = `four-turn-call-${n}`;
    let last;
    for (const text of CALL.slice(0, n)) last = await turn(call, text);
    return { call, r: last! };
  }

  it("turn 1: a symptom is routed to its department, with the disclaimer and a phone number spoken in groups", async () => {
    const { r } = await callUpTo(1);
    expect(r.path).toBe("capability");
    expect(r.language).toBe("nl");
    expect(r.disclaimer).toBe(true);
    expect(r.spoken).toMatch(/^Ter informatie, dit is geen medisch advies/);
    expect(r.spoken).toMatch(/Cardiologie/);
    // "011 30 42 00" spoken with commas, so the synthesiser chunks the digits.
    expect(r.spoken).toMatch(/011, 30, 42, 00/);
    expect(r.citations.map((c) => c.ref)).toContain("department:cardiologie");
  });

  it("turn 2: the department's doctors, compressed to two names and the rest", async () => {
    const { r } = await callUpTo(2);
    expect(r.path).toBe("capability");
    expect(r.disclaimer).toBe(false); // once per conversation
    const named = r.spoken.match(/\b(?:Prof\. )?Dr\. [A-Z]\w+ [A-Z]\w+/g) ?? [];
    expect(named).toHaveLength(2);
    expect(r.spoken).toMatch(/andere/);
    expect(r.sentences.length).toBeLessThanOrEqual(3);
  });

  it("turn 3: 'professor Vanderstraeten' resolves to the canonical doctor", async () => {
    const { r } = await callUpTo(3);
    expect(r.path).toBe("capability");
    expect(r.spoken).toMatch(/Prof\. Dr\. Hilde Vanderstraeten/);
    expect(r.citations.map((c) => c.ref)).toContain("doctor:vanderstraeten-hilde");
  });

  it("turn 4: 'wanneer werkt hij?' is answered by the schedule capability, with no retrieval", async () => {
    const { call, r } = await callUpTo(4);
    expect(r.path).toBe("capability");
    expect(r.intent).toBe("doctor_schedule");
    expect(r.spoken).toMatch(/Vanderstraeten houdt raadpleging op maandagvoormiddag/);
    const { messages, telemetry } = await telemetryOf(call);
    expect(messages.map((m) => m.turnIndex)).toEqual([0, 1, 2, 3]);
    expect(messages.filter((m) => m.disclaimer)).toHaveLength(1);
    const last = telemetry.find((t) => t.messageId === messages[3]!.id)!;
    expect(last.retrievalCardinality).toBe(0);
    expect(last.path).toBe("capability");
    expect(Object.keys(last.stageLatencies)).toEqual(expect.arrayContaining(["load", "prefilter", "resolve", "capability", "shape"]));
  });
});

describe("the pre-filter short-circuits terminal turns", () => {
  it("stores the answer twice: as the caller heard it, and written for call replay (phone numbers as digits)", async () => {
    await turn("written-form", "Ik heb last van hartkloppingen, bij welke dienst moet ik zijn?");
    const { messages } = await telemetryOf("written-form");
    expect(messages[0]!.answer).toMatch(/011, 30, 42, 00/);
    expect(messages[0]!.answerWritten).toMatch(/011 30 42 00/);
    expect(messages[0]!.answerWritten).toMatch(/^Ter informatie, dit is geen medisch advies/);
    // The same sentences: only what is done for the ear differs.
    expect(messages[0]!.answerWritten!.replace(/011 30 42 00/, "011, 30, 42, 00")).toBe(messages[0]!.answer);
  });

  it("a dosage question gets the fixed safety reply that names the GP, the out-of-hours service and 112", async () => {
    const r = await turn("prefilter-1", "Hoeveel paracetamol mag ik nemen?");
    expect(r).toMatchObject({ path: "prefilter", class: "SAFETY_REFUSAL", found: true, citations: [] });
    expect(r.spoken).toMatch(/huisarts/);
    expect(r.spoken).toMatch(/1733/);
    expect(r.spoken).toMatch(/112/);
  });

  it("a handoff request transfers and a farewell ends the call, as actions", async () => {
    expect((await turn("prefilter-2", "Bedankt, maar verbind me door met iemand")).action).toBe("transfer");
    expect((await turn("prefilter-3", "Dank u, tot ziens")).action).toBe("end_call");
  });

  it("'can you repeat that' says the last answer again, unchanged", async () => {
    const first = await turn("prefilter-4", "Hoeveel kost parkeren?");
    const again = await turn("prefilter-4", "Kunt u dat herhalen?");
    expect(again.spoken).toBe(first.spoken);
    expect(again.class).toBe("REPEAT_REQUEST");
  });

  it("'slower, please' repeats the last answer too (the voice agent slows down)", async () => {
    const first = await turn("prefilter-5", "Is er wifi?");
    expect((await turn("prefilter-5", "Kunt u wat trager spreken?")).spoken).toBe(first.spoken);
  });
});

describe("the call language locks on the first confirmed utterance", () => {
  it("a later turn in another language gets a polite locked reply in that language, and an explicit switch is honoured", async () => {
    expect((await turn("lock-1", "Wat zijn de bezoekuren?")).language).toBe("nl");
    const locked = await turn("lock-1", "What are the visiting hours?");
    expect(locked.class).toBe("LANGUAGE_LOCKED");
    expect(locked.spoken).toMatch(/Dutch/);
    const switched = await turn("lock-1", "English, please");
    expect(switched.language).toBe("en");
    const answered = await turn("lock-1", "How much does parking cost?");
    expect(answered.language).toBe("en");
    expect(answered.spoken).toMatch(/per hour/);
  });
});

describe("grounded or silent: not found, twice, puts the caller through", () => {
  it("never reads an unrelated page for an out-of-domain question, and transfers on the second miss", async () => {
    const first = await turn("notfound-1", "Wie won de Tour de France?");
    expect(first).toMatchObject({ path: "extractive", found: false, action: "none", citations: [] });
    expect(first.spoken).toMatch(/niet terugvinden/);
    const second = await turn("notfound-1", "Wat is de hoofdstad van Peru?");
    expect(second).toMatchObject({ path: "fallback", found: false, action: "transfer" });
    expect(second.spoken).toMatch(/verbind u door/);
  });

  it("an answered question in between resets the streak", async () => {
    await turn("notfound-2", "Wie won de Tour de France?");
    expect((await turn("notfound-2", "Is er wifi?")).found).toBe(true);
    expect((await turn("notfound-2", "Wat is de hoofdstad van Peru?")).action).toBe("none");
  });

  it("an extractive answer speaks sentences of the hospital's pages and cites the chunks it used", async () => {
    const r = await turn("extractive-1", "Hoe vraag ik een kopie van mijn medisch dossier?");
    expect(r.path).toBe("extractive");
    expect(r.found).toBe(true);
    expect(r.citations.length).toBeGreaterThan(0);
    expect(r.citations.every((c) => c.source === "chunk" && c.chunkId)).toBe(true);
    expect(r.spoken).toMatch(/dossier/);
  });
});

describe("streaming: sentences as soon as they are safe, then the whole result", () => {
  it("yields every sentence of the spoken answer, in order, before the result", async () => {
    const events: TurnEvent[] = [];
    for await (const e of streamTurn(deps, { tenant: "lindenhof", conversation: "stream-1", text: "Hoeveel kost parkeren?", channel: "web" })) events.push(e);
    const done = events.at(-1);
    expect(done?.type).toBe("done");
    const sentences = events.filter((e): e is Extract<TurnEvent, { type: "sentence" }> => e.type === "sentence");
    expect(sentences.map((s) => s.index)).toEqual(sentences.map((_, i) => i));
    if (done?.type === "done") expect(sentences.map((s) => s.text).join(" ")).toBe(done.result.spoken);
  });
});

describe("two turns of one call open at once", () => {
  it("both are stored, each under its own turn index (the caller went on after the line decided, and the turn was asked again)", async () => {
    const logs = captureLogs();
    try {
      const [first, second] = await Promise.all([turn("overlap-1", "Wat zijn de bezoekuren?"), turn("overlap-1", "Wat zijn de bezoekuren op zondag?")]);
      expect([first.turnIndex, second.turnIndex].sort()).toEqual([0, 1]);
      const { messages } = await telemetryOf("overlap-1");
      expect(messages.map((m) => m.turnIndex)).toEqual([0, 1]);
      expect(logs.events("turn_index_taken")).toHaveLength(0);
    } finally {
      logs.restore();
    }
    // The next turn follows both.
    expect((await turn("overlap-1", "Hoeveel kost parkeren?")).turnIndex).toBe(2);
  });
});

describe("bad input gets a clear error and loses nothing", () => {
  it("an unknown tenant is named in the error", async () => {
    await expect(runTurn(deps, { tenant: "nope", conversation: "x", text: "hallo" })).rejects.toThrow(/unknown tenant "nope"/);
  });

  it("an over-long utterance is refused before anything runs", async () => {
    await expect(runTurn(deps, { tenant: "lindenhof", conversation: "x", text: "a".repeat(2001) })).rejects.toThrow(/at most 2000 characters/);
  });

  it("an empty transcript asks the caller to say it again", async () => {
    const r = await turn("empty-1", "   ");
    expect(r.class).toBe("EMPTY");
    expect(r.spoken).toMatch(/niet goed verstaan/);
  });
});

describe("a caller who answers the line's offer to put them through", () => {
  it("'ja graag' after the safety reply's offer is a transfer, not a new question", async () => {
    await turn("offer-1", "Hoeveel paracetamol mag ik nemen?");
    const r = await turn("offer-1", "Ja graag");
    expect(r).toMatchObject({ action: "transfer", class: "OFFER_ACCEPTED" });
    expect(r.spoken).toMatch(/verbind u door/);
  });

  it("'nee, dank u' after a not-found offer is declined politely, with no transfer", async () => {
    await turn("offer-2", "Wie won de Tour de France?");
    const r = await turn("offer-2", "Nee dank u");
    expect(r).toMatchObject({ action: "none", class: "OFFER_DECLINED" });
    expect(r.spoken).toMatch(/Waarmee kan ik u nog helpen/);
  });

  it("'ja' without an offer on the table is not a transfer", async () => {
    await turn("offer-3", "Hoeveel kost parkeren?");
    expect((await turn("offer-3", "ja")).action).toBe("none");
  });

  it("in English too", async () => {
    await turn("offer-4", "How many pills should I take?", "en");
    expect((await turn("offer-4", "Yes please", "en")).action).toBe("transfer");
  });
});
