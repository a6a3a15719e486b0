import { describe, expect, it } from "vitest";
import { measureSpeech, rmsDbfs, SpeechEnergyMeter } from "./speech-energy";

// 250 Hz: a whole number of cycles per 20 ms frame, so the RMS is exact.
const frame = (amplitude: number, ms = 20, sampleRate = 48000) => {
  const n = (sampleRate * ms) / 1000;
  const data = new Int16Array(n);
  for (let i = 0; i < n; i++) data[i] = Math.round(amplitude * Math.sin((2 * Math.PI * 250 * i) / sampleRate));
  return { data, sampleRate, channels: 1, samplesPerChannel: n };
};

describe("speech energy meter", () => {
  it("reads digital silence as -Infinity and a full-scale sine near -3 dBFS", () => {
    expect(rmsDbfs(new Int16Array(480))).toBe(-Infinity);
    expect(rmsDbfs(frame(32767).data)).toBeCloseTo(-3.01, 1);
  });

  it("counts loud frames as speech and quiet line noise as silence", () => {
    const meter = new SpeechEnergyMeter();
    for (let i = 0; i < 10; i++) meter.push(frame(60)); // about -55 dBFS
    expect(meter.hasSpeech()).toBe(false);
    for (let i = 0; i < 20; i++) meter.push(frame(6000)); // about -18 dBFS
    const s = meter.summary();
    expect(s.frames).toBe(30);
    expect(s.totalMs).toBeCloseTo(600);
    expect(s.voicedMs).toBeCloseTo(400);
    expect(meter.hasSpeech(300)).toBe(true);
    expect(meter.hasSpeech(500)).toBe(false);
  });

  it("summarises a finished batch the same way", () => {
    expect(measureSpeech([frame(6000), frame(0)]).voicedMs).toBeCloseTo(20);
  });
});
