import { initializeLogger, VAD, VADEventType, VADStream } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";
import { ReadableStream } from "node:stream/web";
import { beforeAll, describe, expect, it } from "vitest";
import { CallerAudioClock } from "./caller-audio-clock";
import { ClockedVad, unclocked } from "./clocked-vad";

class ReportingStream extends VADStream {
  report(type: VADEventType, atMs: number, silenceMs = 0): void {
    this.sendVADEvent({
      type,
      samplesIndex: atMs * 16,
      timestamp: atMs,
      silenceDuration: silenceMs,
      speechDuration: 0,
      frames: [],
      probability: 0,
      inferenceDuration: 1,
      speaking: type === VADEventType.START_OF_SPEECH,
      rawAccumulatedSilence: 0,
      rawAccumulatedSpeech: 0,
    });
  }
}

class ReportingVad extends VAD {
  readonly label = "reporting";
  constructor() {
    super({ updateInterval: 32 });
  }
  stream(): ReportingStream {
    return new ReportingStream(this);
  }
}

/** A clocked stream fed `ms` of audio that has arrived, with its events read as the session reads them. */
function clockedStream(clock: CallerAudioClock, arrivedMs = 60_000) {
  const stream = new ClockedVad(new ReportingVad(), clock).stream() as ReportingStream;
  const samples = (16_000 * arrivedMs) / 1000;
  stream.updateInputStream(new ReadableStream({ start: (c) => c.enqueue(new AudioFrame(new Int16Array(samples), 16_000, 1, samples)) }));
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
    vad.report(VADEventType.END_OF_SPEECH, 1200, 200);
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
    vad.report(VADEventType.END_OF_SPEECH, 5000, 500);
    await expect.poll(() => clock.judgedSilenceMs).toBe(500);
    const wait = clock.untilSilence(1000);
    vad.report(VADEventType.INFERENCE_DONE, 64);
    await expect.poll(() => clock.judgedSilenceMs).toBe(564);
    vad.report(VADEventType.INFERENCE_DONE, 600);
    expect(await wait).toBe("silent");
  });

  it("a call that ends leaves nothing waiting", async () => {
    const clock = new CallerAudioClock();
    const vad = clockedStream(clock);
    vad.report(VADEventType.END_OF_SPEECH, 1000, 100);
    await expect.poll(() => clock.judgedSilenceMs).toBe(100);
    const wait = clock.untilSilence(2500);
    clock.close();
    expect(await wait).toBe("spoke");
  });

  it("another stream of the call opens on the process's VAD, never moving the clock", () => {
    const inner = new ReportingVad();
    const clocked = new ClockedVad(inner, new CallerAudioClock());
    expect(unclocked(clocked)).toBe(inner);
    expect(unclocked(inner)).toBe(inner);
  });
});
