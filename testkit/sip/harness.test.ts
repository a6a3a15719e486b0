/** Pure parts of the SIP test kit: G.711, RTP, sipp's output, the probe's event lines. */
import { describe, expect, it } from "vitest";
import { decodeUlaw, encodeUlaw, linearToUlaw, ulawToLinear, ULAW_SILENCE } from "./g711";
import { parseProbeLine, PROBE_LINE_PREFIX, ProbeEventLog } from "./probe-events";
import { parseRtpHeader, speechOnsetAfter } from "./rtp-sink";
import { parseSippScreen, sipHeader, sippMessages } from "./sipp";

describe("G.711 µ-law", () => {
  it("encodes silence, full scale and the sign as the standard tables do", () => {
    expect(linearToUlaw(0)).toBe(ULAW_SILENCE);
    expect(linearToUlaw(32767)).toBe(0x80);
    expect(linearToUlaw(-32768)).toBe(0x00);
    expect(linearToUlaw(-1)).toBe(0x7f);
    expect(ulawToLinear(0xff)).toBe(0);
    expect(ulawToLinear(0x80)).toBe(32124);
    expect(ulawToLinear(0x00)).toBe(-32124);
  });

  it("keeps every sample within the quantisation step of its segment", () => {
    const samples = Int16Array.from({ length: 65536 }, (_, i) => i - 32768);
    const back = decodeUlaw(encodeUlaw(samples));
    const outside: number[] = [];
    for (let i = 0; i < samples.length; i++) {
      const s = Math.max(-32124, Math.min(32124, samples[i]!));
      // Segment k holds |s| + 132 in [2^(k+7), 2^(k+8)) with steps of 2^(k+3).
      const step = 2 ** (Math.floor(Math.log2(Math.abs(s) + 132)) - 4);
      if (Math.abs(back[i]! - s) > step) outside.push(samples[i]!);
    }
    expect(outside).toEqual([]);
  });
});

describe("RTP header", () => {
  it("reads payload type, sequence, timestamp and SSRC, and skips CSRCs and extensions", () => {
    const p = new Uint8Array(12 + 4 + 8 + 160);
    p[0] = 0x80 | 0x10 | 1; // v2, extension, 1 CSRC
    p[1] = 0x80 | 0; // marker, PT 0
    new DataView(p.buffer).setUint16(2, 513);
    new DataView(p.buffer).setUint32(4, 160_000);
    new DataView(p.buffer).setUint32(8, 0xdeadbeef);
    new DataView(p.buffer).setUint16(12 + 4 + 2, 1); // extension of one 32-bit word
    expect(parseRtpHeader(p)).toEqual({ version: 2, payloadType: 0, marker: true, sequence: 513, timestamp: 160_000, ssrc: 0xdeadbeef, payloadOffset: 24 });
  });

  it("rejects what is not RTP version 2", () => {
    expect(parseRtpHeader(new Uint8Array([0x40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeUndefined();
    expect(parseRtpHeader(new Uint8Array(8))).toBeUndefined();
  });
});

/** 20-ms speech packets arriving from `fromMs` to `toMs` (what the caller's ear records of one utterance). */
const utterance = (fromMs: number, toMs: number) => Array.from({ length: (toMs - fromMs) / 20 }, (_, i) => ({ at: fromMs + 20 * (i + 1), ms: 20 }));

describe("the answer the caller hears", () => {
  it("is what starts after a pause, not the end of an answer still playing when the question ended", () => {
    // The previous answer plays until 15 s; the question ended at 14 s; the line answers at 16.2 s.
    const heard = [...utterance(2_000, 15_000), ...utterance(16_200, 20_000)];
    expect(speechOnsetAfter(heard, 14_000, 700)).toBe(16_220);
  });

  it("is the first speech after the question when the line was quiet", () => {
    const heard = [...utterance(2_000, 9_000), ...utterance(15_500, 18_000)];
    expect(speechOnsetAfter(heard, 14_000, 700)).toBe(15_520);
  });

  it("does not take a short gap inside one utterance for a new one", () => {
    const heard = [...utterance(2_000, 15_000), ...utterance(15_300, 16_000)];
    expect(speechOnsetAfter(heard, 14_000, 700)).toBeUndefined();
  });
});

describe("sipp output", () => {
  it("reads the cumulative call counts of the final screen", () => {
    const screen = ["  Successful call        |        0                  |        3", "  Failed call            |        0                  |        1"].join(
      "\n",
    );
    expect(parseSippScreen(screen)).toEqual({ successfulCalls: 3, failedCalls: 1 });
  });

  it("splits a -trace_msg log into messages with direction, method or status, and CSeq method", () => {
    const log = [
      "----------------------------------------------- 2026-11-23 13:33:12.830366",
      "UDP message sent (10 bytes):",
      "",
      "INVITE sip:+3289000000@127.0.0.1:15060 SIP/2.0",
      "CSeq: 1 INVITE",
      "",
      "----------------------------------------------- 2026-11-23 13:33:12.831495",
      "UDP message received [375] bytes :",
      "",
      "SIP/2.0 603 Declined",
      "CSeq: 2 REFER",
      "Refer-To: tel:+3211000000",
      "",
    ].join("\n");
    const messages = sippMessages(log);
    expect(messages.map(({ direction, method, status, cseqMethod }) => ({ direction, method, status, cseqMethod }))).toEqual([
      { direction: "sent", method: "INVITE", status: undefined, cseqMethod: "INVITE" },
      { direction: "received", method: undefined, status: 603, cseqMethod: "REFER" },
    ]);
    expect(sipHeader(messages[1]!.text, "refer-to")).toBe("tel:+3211000000");
    expect(messages[1]!.loggedAt! - messages[0]!.loggedAt!).toBe(1);
  });
});

describe("probe events", () => {
  it("parses its own lines out of mixed worker output and ignores everything else", () => {
    const line = `[14:00:00] INFO ${PROBE_LINE_PREFIX}${JSON.stringify({ type: "answer_started", room: "r1", at: 5 })}`;
    expect(parseProbeLine(line)).toEqual({ type: "answer_started", room: "r1", at: 5 });
    expect(parseProbeLine('{"level":30,"msg":"registered worker"}')).toBeUndefined();
    expect(parseProbeLine(`${PROBE_LINE_PREFIX}{"type":"unknown","room":"r"}`)).toBeUndefined();
  });

  it("hands a waiting test the event when it arrives, and names what it saw when it does not", async () => {
    const log = new ProbeEventLog();
    const waiting = log.waitFor("job_shutdown", { room: "r1", timeoutMs: 1000 });
    log.push({ type: "job_shutdown", room: "r2", at: 1 });
    log.push({ type: "job_shutdown", room: "r1", at: 2 });
    await expect(waiting).resolves.toMatchObject({ room: "r1", at: 2 });
    await expect(log.waitFor("answer_started", { room: "r1", timeoutMs: 20 })).rejects.toThrow(/no answer_started in r1 within 20 ms; saw: job_shutdown/);
  });
});
