import { TokenVerifier } from "livekit-server-sdk";
import { describe, expect, it } from "vitest";
import { parseDispatch } from "~/agent/voicedesk/call/dispatch";
import { livekitCallControl } from "~/agent/voicedesk/livekit-call-control";
import { readRoomEvent } from "~/app/talk/[tenant]/_components/room-streams";
import { mintCallToken } from "~/server/api/routers/web-call";
import { ROOM_EVENTS_TOPIC, VOICE_AGENT_NAME, parseRoomEvent, type RoomEvent } from "./room-protocol";

/**
 * Both sides of the room wire, run for real: the app's token endpoint writes the dispatch that the
 * agent's job entry reads; the agent's call control writes the events that the caller's page reads.
 */

const KEY = "room-protocol-key";
const SECRET = "room-protocol-secret-long-enough-for-hs256";

/** The agent's real `sendEvent`, with a room whose local participant records what it sends. */
function agentSender() {
  const sent: Array<{ text: string; topic: string | undefined }> = [];
  const room = {
    name: "call-lindenhof-abc",
    localParticipant: { sendText: async (text: string, opts?: { topic?: string }) => void sent.push({ text, topic: opts?.topic }) },
    remoteParticipants: new Map(),
  };
  const control = livekitCallControl({ room } as never, { url: "ws://127.0.0.1:7880", apiKey: KEY, apiSecret: SECRET });
  return { control, sent };
}

describe("dispatch metadata: app token endpoint → agent job entry", () => {
  it("the agent reads the tenant, channel and page language that the token's dispatch carries", async () => {
    const join = await mintCallToken({ tenant: "lindenhof", lang: "fr", apiKey: KEY, apiSecret: SECRET, url: "ws://127.0.0.1:7880" });
    const claims = await new TokenVerifier(KEY, SECRET).verify(join.token);
    const dispatches = claims.roomConfig?.agents ?? [];
    expect(dispatches.map((d) => d.agentName)).toEqual([VOICE_AGENT_NAME]);
    expect(parseDispatch(dispatches[0]!.metadata)).toEqual({ tenant: "lindenhof", channel: "web", lang: "fr" });
  });

  it("a SIP dispatch rule's metadata without a language is accepted; garbage is refused, not guessed", () => {
    expect(parseDispatch(JSON.stringify({ tenant: "lindenhof", channel: "sip" }))).toEqual({ tenant: "lindenhof", channel: "sip" });
    expect(parseDispatch(JSON.stringify({ channel: "sip" }))).toBeUndefined();
    expect(parseDispatch("{not json")).toBeUndefined();
    expect(parseDispatch(undefined)).toBeUndefined();
  });
});

describe("room events: agent call control → caller's page", () => {
  const events: RoomEvent[] = [
    { type: "hello", tenantName: "AZ Lindenhof", language: "nl", automated: true },
    {
      type: "turn",
      turnIndex: 0,
      utterance: "Wat zijn de bezoekuren?",
      spoken: "De bezoekuren zijn van twee tot acht uur 's avonds.",
      language: "nl",
      path: "faq",
      disclaimer: false,
      action: "none",
    },
    { type: "speech_done", turnIndex: 0, interrupted: true },
    { type: "transfer", helpdeskPhone: "011 30 40 00" },
    { type: "end_call" },
  ];

  it.each(events.map((e) => [e.type, e] as const))("a %s event sent by the agent is read by the page unchanged, on the events topic", async (_type, event) => {
    const { control, sent } = agentSender();
    await control.sendEvent(event);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.topic).toBe(ROOM_EVENTS_TOPIC);
    expect(readRoomEvent(sent[0]!.text, "agent-1")).toEqual(event);
  });

  it("the page drops a malformed event and says which field was wrong", () => {
    const parsed = parseRoomEvent(JSON.stringify({ type: "turn", turnIndex: -1 }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/turnIndex/);
    expect(readRoomEvent("not json", "agent-1")).toBeUndefined();
  });

  it("an agent whose room has no local participant yet sends nothing and does not throw", async () => {
    const control = livekitCallControl({ room: { localParticipant: undefined } } as never, { url: "ws://127.0.0.1:7880", apiKey: KEY, apiSecret: SECRET });
    await expect(control.sendEvent({ type: "end_call" })).resolves.toBeUndefined();
  });
});
