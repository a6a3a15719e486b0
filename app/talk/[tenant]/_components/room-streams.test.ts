import { afterEach, describe, expect, it, vi } from "vitest";
import { readRoomEvent, telHref, transcriptionHeader } from "./room-streams";

afterEach(() => vi.restoreAllMocks());

describe("room events from the agent", () => {
  it("reads a valid transfer event", () => {
    expect(readRoomEvent(JSON.stringify({ type: "transfer", helpdeskPhone: "011 30 40 00" }), "agent")).toEqual({
      type: "transfer",
      helpdeskPhone: "011 30 40 00",
    });
  });

  it.each([
    ["not JSON", "{nope"],
    ["an unknown type", JSON.stringify({ type: "confetti" })],
    ["a turn without its fields", JSON.stringify({ type: "turn", turnIndex: 0 })],
  ])("drops %s with a console warning instead of throwing", (_what, payload) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(readRoomEvent(payload, "agent-1")).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("agent-1");
  });
});

describe("whose words a transcription carries", () => {
  const local = { identity: "caller-1", trackSids: ["TR_mic"] };

  it("the caller's, when the agent publishes them for the caller's microphone track", () => {
    const h = transcriptionHeader(
      {
        streamId: "s1",
        senderIdentity: "agent-x",
        attributes: { "lk.segment_id": "SG_1", "lk.transcribed_track_id": "TR_mic", "lk.transcription_final": "true" },
      },
      local,
    );
    expect(h).toEqual({ segmentId: "SG_1", speaker: "caller", finalMarked: true });
  });

  it("the caller's, when sent under the caller's identity", () => {
    expect(transcriptionHeader({ streamId: "s1", senderIdentity: "caller-1", attributes: {} }, local).speaker).toBe("caller");
  });

  it("the agent's otherwise; the stream id stands in for a missing segment id", () => {
    const h = transcriptionHeader(
      { streamId: "s2", senderIdentity: "agent-x", attributes: { "lk.transcribed_track_id": "TR_agent", "lk.transcription_final": "false" } },
      local,
    );
    expect(h).toEqual({ segmentId: "s2", speaker: "agent", finalMarked: false });
  });
});

describe("tel: links", () => {
  it("keep only what a phone dials", () => {
    expect(telHref("011 30 40 00")).toBe("tel:011304000");
    expect(telHref("+32 11/30.40.00")).toBe("tel:+3211304000");
  });
});
