import { describe, expect, it } from "vitest";
import { callerLastSoundAt } from "./turn-clock";

describe("the caller's last sound, from the VAD's end-of-speech report", () => {
  it("is the arrival of their last voiced audio when the VAD reported later than its window", () => {
    // Reported 263 ms after the last voiced audio with a 100 ms window (the voice bench's first look).
    expect(callerLastSoundAt({ reportedAt: 10_263, vadSilenceMs: 100, speechStartedAt: 8_000, lastVoiceArrivedAt: 10_000 })).toBe(10_000);
  });

  it("is the report minus the window when voiced audio kept arriving (a line's hiss)", () => {
    expect(callerLastSoundAt({ reportedAt: 10_263, vadSilenceMs: 100, speechStartedAt: 8_000, lastVoiceArrivedAt: 10_250 })).toBe(10_163);
  });

  it("never dates it from an earlier utterance's voice, nor without one", () => {
    // This utterance stayed below the voiced level: the last voiced audio was the previous one's.
    expect(callerLastSoundAt({ reportedAt: 10_263, vadSilenceMs: 550, speechStartedAt: 8_000, lastVoiceArrivedAt: 5_000 })).toBe(9_713);
    expect(callerLastSoundAt({ reportedAt: 10_263, vadSilenceMs: 550, speechStartedAt: 8_000 })).toBe(9_713);
    expect(callerLastSoundAt({ reportedAt: 10_263, vadSilenceMs: 550, lastVoiceArrivedAt: 9_000 })).toBe(9_713);
  });
});
