/**
 * A voice call where the caller types (a fresh machine has no offline speech recogniser): the real
 * livekit-server, the real worker with Silero VAD and espeak-ng, the real app and cognition core.
 */
import { eq } from "drizzle-orm";
import { RoomServiceClient } from "livekit-server-sdk";
import { describe, expect, it } from "vitest";
import { conversationMessages, conversations, pipelineTelemetry } from "~/server/db/schema";
import { voiceStack } from "~/testkit/voice/voice-stack";

const GREETING_TIMEOUT_MS = 40_000;

describe("a browser caller who types during a voice call", () => {
  const stack = voiceStack("typed-call");

  it("hears the automated-assistant greeting in the tenant's language, then a spoken answer with the turn on the page", async () => {
    const caller = await stack.call();
    const hello = await caller.waitForEvent("hello", GREETING_TIMEOUT_MS);
    expect(hello).toMatchObject({ tenantName: "AZ Lindenhof", language: "nl", automated: true });
    const greeting = await caller.waitForSpeech({ timeoutMs: GREETING_TIMEOUT_MS, minVoicedMs: 1000 });
    expect(greeting.voicedMs).toBeGreaterThanOrEqual(1000);
    await caller.waitForSilence({ silenceMs: 1200, timeoutMs: 30_000 });

    const askedAt = performance.now();
    await caller.type("Wat zijn de bezoekuren?");
    const turn = await caller.waitForEvent("turn", 20_000);
    expect(turn).toMatchObject({ utterance: "Wat zijn de bezoekuren?", path: "faq", language: "nl", action: "none" });
    expect(turn.spoken).toMatch(/14 tot 20 uur|veertien/);
    const answer = await caller.waitForSpeech({ timeoutMs: 15_000, minVoicedMs: 1500, after: askedAt });
    expect(answer.voicedMs).toBeGreaterThanOrEqual(1500);

    // The turn is stored with the agent's side of the timings once its first audio went out.
    await expect
      .poll(
        async () => {
          const [conv] = await stack.db!.db.select().from(conversations).where(eq(conversations.externalId, caller.room.name!));
          if (!conv) return undefined;
          const [msg] = await stack.db!.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conv.id));
          if (!msg) return undefined;
          const [t] = await stack.db!.db.select().from(pipelineTelemetry).where(eq(pipelineTelemetry.messageId, msg.id));
          return t?.agentTimings?.firstAudioMs;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBeGreaterThan(0);
  }, 120_000);

  it("a typed handoff request is answered and the page is handed the helpdesk number", async () => {
    const caller = await stack.call();
    await caller.waitForEvent("hello", GREETING_TIMEOUT_MS);
    await caller.type("Kan ik een medewerker spreken?");
    const turn = await caller.waitForEvent("turn", 20_000);
    expect(turn.action).toBe("transfer");
    const transfer = await caller.waitForEvent("transfer", 40_000);
    expect(transfer.helpdeskPhone).toMatch(/011/);
  }, 120_000);

  it("a typed goodbye ends the call: the goodbye is spoken, then the room is closed", async () => {
    const caller = await stack.call();
    await caller.waitForEvent("hello", GREETING_TIMEOUT_MS);
    await caller.waitForSilence({ silenceMs: 1200, timeoutMs: 30_000 });
    const askedAt = performance.now();
    await caller.type("Dank u, tot ziens");
    const turn = await caller.waitForEvent("turn", 20_000);
    expect(turn.action).toBe("end_call");
    await caller.waitForSpeech({ timeoutMs: 15_000, minVoicedMs: 800, after: askedAt });
    await caller.waitForEvent("end_call", 30_000);
    // The room is deleted: the caller's connection ends without the caller hanging up.
    await expect.poll(() => caller.room.isConnected, { timeout: 20_000 }).toBe(false);
  }, 120_000);

  it("a caller whose connection is dropped (not a hang-up) still ends the call's agent, so its job process is free for the next caller", async () => {
    const caller = await stack.call();
    await caller.waitForEvent("hello", GREETING_TIMEOUT_MS);
    const room = caller.room.name!;
    const rooms = new RoomServiceClient(stack.server!.url, stack.server!.apiKey, stack.server!.apiSecret);
    const identity = caller.room.localParticipant!.identity;
    const state = async () => {
      const [live] = await rooms.listRooms([room]);
      if (!live) return "room closed";
      const agents = (await rooms.listParticipants(room)).filter((p) => p.identity !== identity).length;
      return agents > 0 ? "agent in the room" : "agent left, room still open";
    };
    expect(await state()).toBe("agent in the room");
    // Removed by the server: the disconnect reason a clean hang-up gives is missing, as when a tab
    // or a phone network drops. The agents framework closes its session only on a clean hang-up;
    // LiveKit itself would close the room only after its departure timeout (20 s), taking the
    // agent with it — so the agent must be seen leaving while the room is still open.
    await rooms.removeParticipant(room, identity);
    await expect.poll(state, { timeout: 30_000, interval: 250 }).toBe("agent left, room still open");
  }, 120_000);
});
