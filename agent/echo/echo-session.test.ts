import { initializeLogger, stt, VADEventType } from "@livekit/agents";
import * as silero from "@livekit/agents-plugin-silero";
import { AudioFrame } from "@livekit/rtc-node";
import { beforeAll, describe, expect, it } from "vitest";
import { EspeakTTS } from "../tts/espeak";
import { echoSessionOptions } from "./echo-session";

beforeAll(() => {
  initializeLogger({ pretty: false, level: "warn" });
});

describe("echo line session", () => {
  it("pins turn detection and barge-in to the local VAD, never to a cloud default", async () => {
    const vad = await silero.VAD.load();
    const options = echoSessionOptions({ tts: new EspeakTTS(), vad });
    expect(options.turnHandling?.turnDetection).toBe("vad");
    expect(options.turnHandling?.interruption?.mode).toBe("vad");
    expect(options.vad).toBe(vad);
    expect(options.llm).toBeUndefined();
  });

  it("only greets without an STT, and listens once one is plugged in", async () => {
    const vad = await silero.VAD.load();
    expect(echoSessionOptions({ tts: new EspeakTTS(), vad }).stt).toBeUndefined();
    const ears = new stt.testing.FakeSTT();
    expect(echoSessionOptions({ tts: new EspeakTTS(), vad, stt: ears }).stt).toBe(ears);
  });

  it("loads Silero VAD offline and hears espeak speech in it", async () => {
    const vad = await silero.VAD.load();
    const speech = await new EspeakTTS({ lang: "nl" }).synthesize("Goedemiddag, ik heb een vraag over de bezoekuren.").collect();
    const stream = vad.stream();
    const silence = new AudioFrame(new Int16Array(speech.sampleRate / 2), speech.sampleRate, 1, speech.sampleRate / 2);
    stream.pushFrame(silence);
    stream.pushFrame(speech);
    stream.pushFrame(silence);
    stream.pushFrame(silence);
    // No endInput(): in agents-js 1.9 it closes the input while its own writer holds the lock and
    // rejects ("WritableStream is locked"). Trailing silence lets the VAD end the segment instead.
    const events: VADEventType[] = [];
    for await (const ev of stream) {
      events.push(ev.type);
      if (ev.type === VADEventType.END_OF_SPEECH) break;
    }
    stream.close();
    expect(events).toContain(VADEventType.START_OF_SPEECH);
    expect(events).toContain(VADEventType.END_OF_SPEECH);
  });
});
