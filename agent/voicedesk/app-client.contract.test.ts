/**
 * Contract: the agent worker ↔ app wire. Both real sides run: the app's tRPC router over HTTP on a
 * database with the demo tenant, and the agent's AppClient (httpBatchStreamLink, bearer token).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { conversationMessages, conversations, pipelineTelemetry } from "~/server/db/schema";
import { serveApiForTests, type TestApi } from "~/server/api/serve-for-tests";
import type { RoomDispatchLookup } from "~/server/voice/room-claims";
import { prepareVoiceTurn, settlePersistence, type TurnEvent } from "~/server/cognition/orchestrator";
import { createAppClient, type AppClient } from "./app-client";
import { testAgentToken } from "~/testkit/test-secrets";
import { captureLogs } from "~/lib/logger";

let h: DatabaseHandle;
let api: TestApi;

/** What LiveKit would hold for the rooms these turns claim (the real lookup is tested in server/voice/room-claims.test.ts). */
const livekitRooms: RoomDispatchLookup = {
  dispatchesOf: async (room) =>
    ({
      "room-contract-1": [{ tenant: "lindenhof", channel: "web" as const }],
      "room-contract-2": [{ tenant: "lindenhof", channel: "web" as const }],
      "room-contract-3": [{ tenant: "lindenhof", channel: "sip" as const }],
      "room-contract-prepared": [{ tenant: "lindenhof", channel: "web" as const }],
      "room-hangup-1": [{ tenant: "lindenhof", channel: "sip" as const }],
      "room-hangup-2": [{ tenant: "lindenhof", channel: "sip" as const }],
      "room-hangup-3": [{ tenant: "lindenhof", channel: "sip" as const }],
      "room-caller-1": [{ tenant: "lindenhof", channel: "sip" as const }],
      "room-caller-2": [{ tenant: "lindenhof", channel: "sip" as const }],
      "room-caller-3": [{ tenant: "lindenhof", channel: "sip" as const }],
      "room-browser-call": [{ tenant: "lindenhof", channel: "web" as const }],
    })[room] ?? [],
};
let client: AppClient;

beforeAll(async () => {
  h = await createDemoDatabase();
  api = await serveApiForTests(h.db, { rooms: livekitRooms });
  client = createAppClient({ appUrl: api.appUrl, agentToken: testAgentToken() });
});

afterAll(async () => {
  await settlePersistence();
  await api?.close();
  await h?.close();
});

async function collect(it: AsyncGenerator<TurnEvent>): Promise<TurnEvent[]> {
  const out: TurnEvent[] = [];
  for await (const e of it) out.push(e);
  return out;
}

describe("agent ↔ app: call setup", () => {
  it("gives the agent the tenant's name, languages, helpdesk number and recogniser keyterms", async () => {
    const setup = await client.callSetup("lindenhof");
    expect(setup.tenantName).toBe("AZ Lindenhof");
    expect(setup.defaultLanguage).toBe("nl");
    expect(setup.helpdeskPhone).toMatch(/\d/);
    expect(setup.keyterms).toEqual(expect.arrayContaining(["Vanderstraeten", "Cardiologie"]));
    expect(new Set(setup.keyterms).size).toBe(setup.keyterms.length);
  });

  it("an unknown tenant is a clear NOT_FOUND, not an empty setup", async () => {
    await expect(client.callSetup("no-such-hospital")).rejects.toThrow(/No hospital with the slug "no-such-hospital"/);
  });

  it("refuses a worker without the agent token", async () => {
    const stranger = createAppClient({ appUrl: api.appUrl, agentToken: "wrong" });
    await expect(stranger.callSetup("lindenhof")).rejects.toThrow(/Agent token missing or wrong/);
  });
});

describe("agent ↔ app: the final words prepared before the end-of-turn decision", () => {
  it("the turn that follows uses the vector made from them, and answers as it would have", async () => {
    const logs = captureLogs();
    try {
      // Answered from the pages: with the test's embedder (no second opinion) only retrieval asks for the vector.
      const words = { tenant: "lindenhof", conversation: "room-contract-prepared", channel: "voice" as const, text: "Hoe laat opent de cafetaria?" };
      await client.prepareVoiceTurn({ ...words, lang: "nl" });
      const done = (await collect(client.voiceTurn({ ...words, lang: "nl" }))).at(-1);
      if (done?.type !== "done") throw new Error("no result");
      expect(done.result.path).toBe("extractive");
      expect(done.result.spoken).toMatch(/cafetaria/i);
      expect(logs.events("prepared_question_used")).toHaveLength(1);
    } finally {
      logs.restore();
    }
  });

  it("prepares the words the turn will read: trimmed, the tenant's mishears corrected in the call's language", async () => {
    const prepared: string[] = [];
    const words = { tenant: "lindenhof", conversation: "room-contract-prepared", channel: "voice" as const };
    await prepareVoiceTurn(h.db, { ...words, lang: "nl", text: "  Waar is de dienst kardiologie? " }, (q) => prepared.push(q));
    await prepareVoiceTurn(h.db, { ...words, lang: "nl", text: "   " }, (q) => prepared.push(q));
    // The same words the streamed turn below stores for this utterance.
    expect(prepared).toEqual(["Waar is de dienst cardiologie?"]);
  });

  it("is refused for a room not dispatched for that hospital and channel, and for words no caller could say, with a clear error", async () => {
    const words = { conversation: "room-contract-prepared", lang: "nl" as const, text: "parkeren" };
    await expect(client.prepareVoiceTurn({ ...words, channel: "voice", tenant: "no-such-hospital" })).rejects.toThrow(/no-such-hospital/);
    await expect(client.prepareVoiceTurn({ ...words, channel: "sip", tenant: "lindenhof" })).rejects.toThrow(/channel sip/);
    await expect(client.prepareVoiceTurn({ ...words, channel: "voice", tenant: "lindenhof", text: "parkeren\u0007" })).rejects.toThrow(/control character/);
  });
});

describe("agent ↔ app: a streamed voice turn", () => {
  it("streams each sentence before the whole result, and the sentences are what is spoken", async () => {
    const events = await collect(
      client.voiceTurn({ tenant: "lindenhof", conversation: "room-contract-1", channel: "voice", lang: "nl", text: "Wat zijn de bezoekuren?" }),
    );
    const done = events.at(-1);
    expect(done?.type).toBe("done");
    if (done?.type !== "done") return;
    const sentences = events.filter((e) => e.type === "sentence").map((e) => (e.type === "sentence" ? e.text : ""));
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.join(" ")).toBe(done.result.spoken);
    expect(done.result.spoken).toMatch(/14/);
    expect(done.result.path).toBe("faq");
  });

  it("fixes the tenant's known mishears before cognition ('kardiologie' → cardiologie)", async () => {
    const events = await collect(
      client.voiceTurn({ tenant: "lindenhof", conversation: "room-contract-2", channel: "voice", lang: "nl", text: "Waar is de dienst kardiologie?" }),
    );
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error("no result");
    expect(done.result.spoken).toMatch(/Cardiologie/);
    await settlePersistence();
    const [row] = await h.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, done.result.conversationId));
    expect(row?.utterance).toBe("Waar is de dienst cardiologie?");
  });

  it("joins the agent-side timings to the turn's telemetry row", async () => {
    const events = await collect(
      client.voiceTurn({ tenant: "lindenhof", conversation: "room-contract-3", channel: "sip", lang: "nl", text: "Hoeveel kost parkeren?" }),
    );
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error("no result");
    await client.voiceTimings("lindenhof", done.result, { transcriptMs: 210, firstSentenceMs: 480, firstAudioMs: 690 });
    const [message] = await h.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, done.result.conversationId));
    const [telemetry] = await h.db.select().from(pipelineTelemetry).where(eq(pipelineTelemetry.messageId, message!.id));
    expect(telemetry?.agentTimings).toEqual({ transcriptMs: 210, firstSentenceMs: 480, firstAudioMs: 690 });
    // The app's stages start at the procedure's entry: its call checks and the wait for the previous turn's writes are counted.
    expect(Object.keys(telemetry?.stageLatencies ?? {})).toEqual(expect.arrayContaining(["admit", "settle", "load"]));
  });

  it("timings for a turn that does not exist are refused loudly", async () => {
    await expect(
      client.voiceTimings("lindenhof", { conversationId: "00000000-0000-4000-8000-000000000000", turnIndex: 9 }, { firstAudioMs: 1 }),
    ).rejects.toThrow(/no turn 9/);
  });

  it("a turn index past the database's integer column is refused as bad input, not failed as an internal error", async () => {
    // 2^40 is a safe integer to JavaScript; Postgres refused it as out of range for the turn_index column.
    await expect(
      client.voiceTimings("lindenhof", { conversationId: "00000000-0000-4000-8000-000000000000", turnIndex: 2 ** 40 }, { firstAudioMs: 1 }),
    ).rejects.toThrow(/at most 2147483647/);
  });

  it("a turn that claims a room LiveKit holds for another channel, or a room with no call, is refused and nothing is answered", async () => {
    await settlePersistence();
    const before = (await h.db.select().from(conversationMessages)).length;
    // room-contract-3 is a phone call: a leaked agent token cannot speak into it as a browser call.
    await expect(
      collect(client.voiceTurn({ tenant: "lindenhof", conversation: "room-contract-3", channel: "voice", lang: "nl", text: "Hoeveel kost parkeren?" })),
    ).rejects.toThrow(/not dispatched for tenant lindenhof on channel voice/);
    await expect(
      collect(client.voiceTurn({ tenant: "lindenhof", conversation: "no-such-room", channel: "voice", lang: "nl", text: "Hoeveel kost parkeren?" })),
    ).rejects.toThrow(/not a call the voice agent was dispatched to/);
    await settlePersistence();
    expect((await h.db.select().from(conversationMessages)).length).toBe(before);
  });

  it("rejects a malformed turn with the field named", async () => {
    await expect(collect(client.voiceTurn({ tenant: "lindenhof", conversation: "", channel: "voice", text: "x" }))).rejects.toThrow(/conversation/);
  });
});

describe("agent ↔ app: the caller hangs up", () => {
  const conversationRow = async (conversationId: string) => (await h.db.select().from(conversations).where(eq(conversations.id, conversationId)))[0];

  it("closes an answered call as ended_by_caller, with the turn the caller hung up on written", async () => {
    // The agent reports the hang-up while the app may still be writing the turn: nothing is lost.
    const stream = client.voiceTurn({ tenant: "lindenhof", conversation: "room-hangup-1", channel: "sip", lang: "nl", text: "Wat zijn de bezoekuren?" });
    const events = await collect(stream);
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error("no result");
    await client.callEnded({ tenant: "lindenhof", conversation: "room-hangup-1", channel: "sip" });

    const row = await conversationRow(done.result.conversationId);
    expect(row).toMatchObject({ disposition: "ended_by_caller", channel: "sip" });
    expect(row?.endedAt).toBeInstanceOf(Date);
    const messages = await h.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, done.result.conversationId));
    expect(messages.map((m) => m.utterance)).toEqual(["Wat zijn de bezoekuren?"]);
  });

  it("keeps the disposition when the hang-up is recorded before the turn's own write", async () => {
    // Hang-up first (the turn is still being computed), the turn's write second.
    const turn = collect(client.voiceTurn({ tenant: "lindenhof", conversation: "room-hangup-2", channel: "sip", lang: "nl", text: "Hoeveel kost parkeren?" }));
    await client.callEnded({ tenant: "lindenhof", conversation: "room-hangup-2", channel: "sip" });
    const done = (await turn).at(-1);
    if (done?.type !== "done") throw new Error("no result");
    await settlePersistence();
    expect((await conversationRow(done.result.conversationId))?.disposition).toBe("ended_by_caller");
    const messages = await h.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, done.result.conversationId));
    expect(messages).toHaveLength(1);
  });

  it("leaves a call the line handed over as escalated", async () => {
    const events = await collect(
      client.voiceTurn({ tenant: "lindenhof", conversation: "room-hangup-3", channel: "sip", lang: "nl", text: "Kunt u me doorverbinden met het onthaal?" }),
    );
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error("no result");
    expect(done.result.action).toBe("transfer");
    await client.callEnded({ tenant: "lindenhof", conversation: "room-hangup-3", channel: "sip" });
    expect((await conversationRow(done.result.conversationId))?.disposition).toBe("escalated");
  });

  it("records a call that ended before its first question", async () => {
    await client.callEnded({ tenant: "lindenhof", conversation: "room-hangup-4", channel: "voice" });
    const [row] = await h.db.select().from(conversations).where(eq(conversations.externalId, "room-hangup-4"));
    expect(row).toMatchObject({ disposition: "ended_by_caller", channel: "voice" });
  });

  it("an unknown tenant is NOT_FOUND", async () => {
    await expect(client.callEnded({ tenant: "no-such-hospital", conversation: "room-x", channel: "sip" })).rejects.toThrow(/unknown tenant/);
  });
});

describe("agent ↔ app: a phone call starts", () => {
  it("opens the conversation with a keyed pseudonym of the caller reference, never the reference itself", async () => {
    await client.callStarted({ tenant: "lindenhof", conversation: "room-caller-1", channel: "sip", callerRef: "sip_5d41402abc4b2a76" });
    await client.callStarted({ tenant: "lindenhof", conversation: "room-caller-2", channel: "sip", callerRef: "sip_5d41402abc4b2a76" });
    await client.callStarted({ tenant: "lindenhof", conversation: "room-caller-3", channel: "sip", callerRef: "sip_7d793037a0760186" });
    const rows = await h.db.select().from(conversations);
    const of = (id: string) => rows.find((r) => r.externalId === id)?.callerPseudonym;
    expect(of("room-caller-1")).toMatch(/^[0-9a-f]{32}$/);
    expect(of("room-caller-2")).toBe(of("room-caller-1"));
    expect(of("room-caller-3")).not.toBe(of("room-caller-1"));
    expect(JSON.stringify(rows)).not.toContain("5d41402abc4b2a76");
  });

  it("is refused for a room LiveKit holds no phone call of this tenant in, and opens nothing", async () => {
    const before = (await h.db.select().from(conversations)).length;
    const start = (conversation: string) => client.callStarted({ tenant: "lindenhof", conversation, channel: "sip", callerRef: "sip_5d41402abc4b2a76" });
    await expect(start("room-nobody-dispatched")).rejects.toThrow("not a call the voice agent was dispatched to");
    // A browser call's room claimed as a phone call.
    await expect(start("room-browser-call")).rejects.toThrow("not dispatched for tenant lindenhof on channel sip");
    expect(await h.db.select().from(conversations)).toHaveLength(before);
  });
});
