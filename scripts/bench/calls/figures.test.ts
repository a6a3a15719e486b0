import { describe, expect, it } from "vitest";
import { callsOfThisRun, recognitionOf, rtpHeard } from "./figures";

const request = (voicedMs: number, text: string) => ({ model: "whisper-1", audioMs: 2_000, voicedMs, text });

describe("calls bench: what the recogniser was asked in a level", () => {
  it("tells a question heard with no scripted words left from quiet sent to the recogniser", () => {
    const figures = recognitionOf([
      request(1_200, "Wat zijn de bezoekuren?"),
      request(900, ""), // speech, but the script ran dry: the bench's fault, not the line's
      request(100, ""), // a cough or the line's quiet: no words expected
    ]);
    expect(figures).toEqual({ requests: 3, voiced: 2, unscripted: 1 });
  });
});

describe("calls bench: where the callers' ear heard the line", () => {
  it("tells a call whose answered port sent nothing from a stream on a port no call was answered on", () => {
    const call = (n: number, port: number) => ({ callId: `c-${n}@h`, callNumber: n, ringingMs: 500, rtpSource: `127.0.0.1:${port}`, ackAt: 1 });
    const heard = rtpHeard(
      [call(1, 20_000), call(2, 20_002), { ...call(3, 0), rtpSource: undefined }],
      [
        { source: "127.0.0.1:20000", packets: 900, speechMs: 9_000 },
        { source: "127.0.0.1:20004", packets: 800, speechMs: 7_000 },
      ],
    );
    expect(heard).toEqual({ calls: 2, callsWithPackets: 1, callsWithSpeech: 1, otherSources: 1 });
  });
});

describe("calls bench: which calls in sipp's trace the callers follow", () => {
  it("leaves out a call of an earlier run with the same call number, whose port is not this call's", () => {
    const traced = (callId: string, port: number) => ({ callId, callNumber: 1, ringingMs: 400, rtpSource: `127.0.0.1:${port}`, ackAt: 1 });
    const earlier = traced("events-1-0e51ddab-1@127.0.0.1", 27_918);
    const now = traced("events-1-7c21a0f4-1@127.0.0.1", 31_002);
    expect(callsOfThisRun([earlier, now], (n) => `events-1-7c21a0f4-${n}@127.0.0.1`)).toEqual([now]);
  });
});
