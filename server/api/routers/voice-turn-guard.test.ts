/**
 * What a leaked or missing agent token can do: no built-in token opens the agent procedures, and a
 * worker with the right token still speaks only into a room LiveKit dispatched for that tenant and
 * channel, at a bounded rate per call.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { settlePersistence, type TurnEvent } from "~/server/cognition/orchestrator";
import { resetEnvCache } from "~/lib/env";
import { RoomClaims, type RoomDispatchLookup } from "~/server/voice/room-claims";
import { createCaller } from "../root";

const TOKEN = "guard-test-token-0123456789abcdef";
const TURNS_PER_MINUTE = 2;

let h: DatabaseHandle;
beforeAll(async () => {
  vi.stubEnv("VOICEDESK_AGENT_TOKEN", TOKEN);
  vi.stubEnv("RATE_LIMIT_VOICE_TURNS_PER_MINUTE", String(TURNS_PER_MINUTE));
  resetEnvCache();
  h = await createDemoDatabase();
});
afterAll(async () => {
  await settlePersistence();
  await h?.close();
  vi.unstubAllEnvs();
  resetEnvCache();
});

const calls: RoomDispatchLookup = {
  dispatchesOf: async (room) => (room.startsWith("call-lindenhof-") ? [{ tenant: "lindenhof", channel: "web" }] : []),
};
const agent = (token = TOKEN) =>
  createCaller({ db: h.db, session: null, headers: new Headers({ authorization: `Bearer ${token}` }), rooms: new RoomClaims(calls) });

async function turn(room: string): Promise<TurnEvent[]> {
  const out: TurnEvent[] = [];
  for await (const e of await agent().cognition.voiceTurn({
    tenant: "lindenhof",
    conversation: room,
    channel: "voice",
    lang: "nl",
    text: "Wat zijn de bezoekuren?",
  }))
    out.push(e);
  return out;
}

describe("the agent procedures without a configured token", () => {
  it("refuse every caller, including one presenting an empty or the old built-in token", async () => {
    vi.stubEnv("VOICEDESK_AGENT_TOKEN", "");
    resetEnvCache();
    try {
      await expect(agent("").voice.callSetup({ tenant: "lindenhof" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
      await expect(agent("dev-agent-token").voice.callSetup({ tenant: "lindenhof" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    } finally {
      vi.stubEnv("VOICEDESK_AGENT_TOKEN", TOKEN);
      resetEnvCache();
    }
    await expect(agent().voice.callSetup({ tenant: "lindenhof" })).resolves.toMatchObject({ tenantName: "AZ Lindenhof" });
  });
});

describe("voice turns per call", () => {
  it(`answers ${TURNS_PER_MINUTE} turns a minute in one room, then says when to retry; another call is not affected`, async () => {
    for (let i = 0; i < TURNS_PER_MINUTE; i++) expect((await turn("call-lindenhof-busy")).at(-1)?.type).toBe("done");
    await expect(turn("call-lindenhof-busy")).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect((await turn("call-lindenhof-quiet")).at(-1)?.type).toBe("done");
  });

  it("a room LiveKit holds no call in is refused before cognition runs", async () => {
    await expect(turn("made-up-room")).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("the words prepared ahead of a turn are refused for a room LiveKit holds no call in, and accepted in a real call", async () => {
    const words = { tenant: "lindenhof", channel: "voice" as const, lang: "nl" as const, text: "Waar kan ik parkeren?" };
    await expect(agent().cognition.prepareVoiceTurn({ ...words, conversation: "made-up-room" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(agent().cognition.prepareVoiceTurn({ ...words, conversation: "call-lindenhof-prepare" })).resolves.toEqual({ prepared: true });
  });
});
