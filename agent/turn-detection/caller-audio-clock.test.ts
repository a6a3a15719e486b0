import { initializeLogger, VADEventType } from "@livekit/agents";
import { beforeAll, describe, expect, it } from "vitest";
import { CallerAudioClock } from "./caller-audio-clock";
import { ClockedVad, unclocked } from "./clocked-vad";
import { arrivingAudio, ScriptedVad, type ScriptedVadStream } from "./scripted-vad.testkit";

/** A clocked stream fed `ms` of audio that has arrived, with its events read as the session reads them. */
function clockedStream(clock: CallerAudioClock, arrivedMs = 60_000) {
  const stream = new ClockedVad(new ScriptedVad(), clock).stream() as ScriptedVadStream;
  const audio = arrivingAudio();
  stream.updateInputStream(audio.stream);
  audio.arrive(arrivedMs);
  void (async () => {
    for await (const _ of stream);
  })();
  return stream;
}

beforeAll(() => initializeLogger({ pretty: false, level: "warn" }));

describe("the caller's silence, counted in judged audio", () => {
  it("counts from the caller's last sound, and a start of speech answers every wait with 'spoke'", async () => {
    const clock = new CallerAudioClock();
    const vad = clockedStream(clock);
    vad.report(VADEventType.START_OF_SPEECH, 100);
    vad.report(VADEventType.END_OF_SPEECH, 1200, { silenceMs: 200 });
    await expect.poll(() => clock.judgedSilenceMs).toBe(200);
    const wait = clock.untilSilence(2500);
    vad.report(VADEventType.START_OF_SPEECH, 2000);
    expect(await wait).toBe("spoke");
    expect(clock.judgedSilenceMs).toBe(0);
  });

  it("a stream whose timestamps start again at 0 (a flushed VAD) keeps counting the pause it was in", async () => {
    const clock = new CallerAudioClock();
    const vad = clockedStream(clock);
    vad.report(VADEventType.START_OF_SPEECH, 100);
    vad.report(VADEventType.END_OF_SPEECH, 5000, { silenceMs: 500 });
    await expect.poll(() => clock.judgedSilenceMs).toBe(500);
    const wait = clock.untilSilence(1000);
    vad.report(VADEventType.INFERENCE_DONE, 64);
    await expect.poll(() => clock.judgedSilenceMs).toBe(564);
    vad.report(VADEventType.INFERENCE_DONE, 600);
    expect(await wait).toBe("silent");
  });

  it("dates the caller's last voiced audio by its arrival, whatever quiet follows it", async () => {
    const clock = new CallerAudioClock();
    const stream = new ClockedVad(new ScriptedVad(), clock).stream() as ScriptedVadStream;
    const audio = arrivingAudio();
    stream.updateInputStream(audio.stream);
    void (async () => {
      for await (const _ of stream);
    })();
    // A line's hiss (≈ −61 dBFS) is no voice.
    audio.arrive(64, 30);
    await expect.poll(() => clock.vadBehindMs).toBe(64);
    expect(clock.lastVoiceArrivedAt).toBeUndefined();
    const before = performance.now();
    audio.arrive(64, 3000);
    await expect.poll(() => clock.lastVoiceArrivedAt).toBeGreaterThanOrEqual(before);
    const voiced = clock.lastVoiceArrivedAt;
    audio.arrive(64, 30);
    audio.arrive(64);
    await expect.poll(() => clock.vadBehindMs).toBe(256);
    expect(clock.lastVoiceArrivedAt).toBe(voiced);
  });

  it("a call that ends leaves nothing waiting", async () => {
    const clock = new CallerAudioClock();
    const vad = clockedStream(clock);
    vad.report(VADEventType.END_OF_SPEECH, 1000, { silenceMs: 100 });
    await expect.poll(() => clock.judgedSilenceMs).toBe(100);
    const wait = clock.untilSilence(2500);
    clock.close();
    expect(await wait).toBe("spoke");
  });

  it("the VAD's metrics reach the session, which listens on the call's clocked VAD", async () => {
    const clocked = new ClockedVad(new ScriptedVad(), new CallerAudioClock());
    const metrics = new Promise((resolve) => clocked.once("metrics_collected", resolve));
    const stream = clocked.stream() as ScriptedVadStream;
    // agents-js 1.9 reports once per second's worth of 32 ms windows.
    for (let i = 0; i < 32; i++) stream.report(VADEventType.START_OF_SPEECH, 32 * i);
    expect(await metrics).toMatchObject({ type: "vad_metrics", label: "scripted" });
  });

  it("another stream of the call opens on the process's VAD, never moving the clock", () => {
    const inner = new ScriptedVad();
    const clocked = new ClockedVad(inner, new CallerAudioClock());
    expect(unclocked(clocked)).toBe(inner);
    expect(unclocked(inner)).toBe(inner);
  });
});
