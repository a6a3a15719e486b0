/**
 * The REAL @livekit/agents-plugin-elevenlabs 1.9 against the ElevenLabs TEST DOUBLE: speech comes
 * back as audio with energy, and what the agent asked the vendor for (text, model, language,
 * speed) arrives and is recorded.
 */
import { initializeLogger, tts } from "@livekit/agents";
import * as elevenlabs from "@livekit/agents-plugin-elevenlabs";
import type { AudioFrame } from "@livekit/rtc-node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertEspeakInstalled } from "~/agent/tts/espeak";
import { measureSpeech } from "../../harness/speech-energy";
import { startElevenLabsDouble, type ElevenLabsDouble } from "./index";

const GREETING = "Goedemiddag, u spreekt met het onthaal van AZ Lindenhof. Waarmee kan ik u helpen?";
const SETTINGS = { stability: 0.5, similarity_boost: 0.75 };
const NO_RETRY = { maxRetry: 0, retryIntervalMs: 0, timeoutMs: 10_000 };

let double: ElevenLabsDouble;

beforeAll(async () => {
  // agents-js streams log through a global logger that must exist before any stream is built.
  initializeLogger({ pretty: false, level: "error" });
  assertEspeakInstalled();
  double = await startElevenLabsDouble();
});
afterEach(() => double.reset());
afterAll(() => double.close());

type Opts = NonNullable<ConstructorParameters<typeof elevenlabs.TTS>[0]>;

function voice(opts: Opts = {}): elevenlabs.TTS {
  return new elevenlabs.TTS({
    apiKey: double.apiKey,
    baseURL: double.baseURL,
    model: "eleven_multilingual_v2",
    language: "nl",
    voiceSettings: { ...SETTINGS, speed: 1 },
    ...opts,
  });
}

interface Spoken {
  audio: tts.SynthesizedAudio[];
  frames: AudioFrame[];
  errors: unknown[];
  seconds: number;
}

async function speakThrough(engine: elevenlabs.TTS, text: string | string[]): Promise<Spoken> {
  const errors: unknown[] = [];
  engine.on("error", (e) => errors.push(e.error));
  const stream = engine.stream({ connOptions: NO_RETRY });
  for (const part of Array.isArray(text) ? text : [text]) stream.pushText(part);
  stream.flush();
  stream.endInput();
  const audio: tts.SynthesizedAudio[] = [];
  for await (const ev of stream) {
    if (ev === tts.SynthesizeStream.END_OF_STREAM) break;
    audio.push(ev);
  }
  const frames = audio.map((a) => a.frame);
  return { audio, frames, errors, seconds: frames.reduce((s, f) => s + f.samplesPerChannel / f.sampleRate, 0) };
}

describe("ElevenLabs double with the real LiveKit plugin (multi-stream-input)", () => {
  it("returns spoken audio for the streamed text and records model, language, speed and text", async () => {
    const engine = voice({ voiceSettings: { ...SETTINGS, speed: 0.9 } });
    const spoken = await speakThrough(engine, ["Goedemiddag, u spreekt met het onthaal van AZ Lindenhof. ", "Waarmee kan ik u helpen?"]);
    await engine.close();

    expect(spoken.errors).toEqual([]);
    expect(spoken.frames.every((f) => f.sampleRate === 22_050 && f.channels === 1)).toBe(true);
    const energy = measureSpeech(spoken.frames);
    expect(energy.voicedMs).toBeGreaterThan(1500);
    expect(spoken.audio.at(-1)?.final).toBe(true);

    const [conn] = double.connections;
    expect(conn).toMatchObject({
      accepted: true,
      query: { voiceId: expect.any(String), modelId: "eleven_multilingual_v2", outputFormat: "pcm_22050", languageCode: "nl" },
    });
    const [synth] = await double.waitForSyntheses(1);
    expect(synth).toMatchObject({
      kind: "stream-context",
      speed: 0.9,
      modelId: "eleven_multilingual_v2",
      closed: true,
      voiceSettings: { ...SETTINGS, speed: 0.9 },
    });
    expect(synth!.text.replace(/\s+/g, " ").trim()).toBe(GREETING);
    expect(synth!.spoken.every((c) => c.language === "nl" && c.speed === 0.9)).toBe(true);
    // What the caller hears is what the double sent.
    expect(spoken.seconds * 1000).toBeCloseTo(synth!.audioMs, -2);
  });

  it("delivers character alignment the plugin turns into timed words", async () => {
    const engine = voice();
    const spoken = await speakThrough(engine, "Het bezoekuur is van twee tot acht.");
    await engine.close();
    const words = spoken.audio.flatMap((a) => a.timedTranscripts ?? []);
    expect(
      words
        .map((w) => w.text)
        .join("")
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe("Het bezoekuur is van twee tot acht.");
    for (const w of words) expect(w.endTime!).toBeGreaterThanOrEqual(w.startTime!);
  });

  it("makes adaptive speed audible: a slower voice_settings.speed reaches the vendor and lengthens the audio", async () => {
    const engine = voice();
    const normal = await speakThrough(engine, GREETING);
    engine.updateOptions({ voiceSettings: { ...SETTINGS, speed: 0.75 } });
    const slow = await speakThrough(engine, GREETING);
    await engine.close();

    const syntheses = await double.waitForSyntheses(2);
    expect(syntheses.map((s) => s.speed)).toEqual([1, 0.75]);
    expect(slow.seconds).toBeGreaterThan(normal.seconds * 1.2);
    // The plugin reconnects when voice settings change: ElevenLabs refuses changed settings on an open socket.
    expect(double.connections.filter((c) => c.accepted)).toHaveLength(2);
  });

  it("keeps one socket for several turns with the same settings (one context per turn)", async () => {
    const engine = voice();
    await speakThrough(engine, "Eerste zin.");
    await speakThrough(engine, "Tweede zin.");
    await engine.close();
    expect(double.connections).toHaveLength(1);
    expect(double.connections[0]!.contextIds).toHaveLength(2);
    expect(double.syntheses.map((s) => s.text.trim())).toEqual(["Eerste zin.", "Tweede zin."]);
  });

  it("answers in the pcm rate the plugin asked for", async () => {
    const engine = voice({ encoding: "pcm_16000" });
    const spoken = await speakThrough(engine, GREETING);
    await engine.close();
    expect(spoken.frames.every((f) => f.sampleRate === 16_000)).toBe(true);
    expect(measureSpeech(spoken.frames).voicedMs).toBeGreaterThan(1500);
    expect(double.connections[0]!.query.outputFormat).toBe("pcm_16000");
  });

  it("speaks French when the language is French", async () => {
    const engine = voice({ language: "fr" });
    await speakThrough(engine, "Les heures de visite sont de quatorze à vingt heures.");
    await engine.close();
    expect(double.syntheses[0]!.spoken[0]).toMatchObject({ language: "fr" });
  });

  it("refuses a speed outside ElevenLabs' documented 0.7–1.2 and the stream fails instead of speaking", async () => {
    const engine = voice({ voiceSettings: { ...SETTINGS, speed: 0.5 } });
    const spoken = await speakThrough(engine, GREETING);
    await engine.close();
    expect(spoken.frames).toEqual([]);
    expect(spoken.errors.length).toBeGreaterThan(0);
    expect(double.syntheses[0]!.error).toMatch(/speed must be between 0.7 and 1.2/);
  });

  it("refuses a wrong API key (socket closed 1008) and no audio is produced", async () => {
    const engine = new elevenlabs.TTS({ apiKey: "not-the-key", baseURL: double.baseURL, language: "nl" });
    const spoken = await speakThrough(engine, GREETING);
    await engine.close();
    expect(spoken.frames).toEqual([]);
    expect(spoken.errors.length).toBeGreaterThan(0);
    expect(double.connections[0]).toMatchObject({ accepted: false, refusal: { status: 1008 } });
    expect(double.syntheses).toEqual([]);
  });

  it("refuses mp3 output, which the plugin 1.9 would play as PCM noise", async () => {
    const engine = voice({ encoding: "mp3_44100_128" });
    const spoken = await speakThrough(engine, GREETING);
    await engine.close();
    expect(spoken.frames).toEqual([]);
    expect(double.connections[0]).toMatchObject({ accepted: false, refusal: { status: 400 } });
  });
});

describe("ElevenLabs double with the real LiveKit plugin (HTTP synthesize)", () => {
  it("returns spoken PCM for synthesize() and records the speed from the request body", async () => {
    const engine = voice({ voiceSettings: { ...SETTINGS, speed: 1.1 } });
    const frames: AudioFrame[] = [];
    for await (const ev of engine.synthesize(GREETING)) frames.push(ev.frame);
    expect(measureSpeech(frames).voicedMs).toBeGreaterThan(1500);
    const [synth] = await double.waitForSyntheses(1);
    expect(synth).toMatchObject({ kind: "http", speed: 1.1, modelId: "eleven_multilingual_v2", text: GREETING, languageCode: "nl" });
  });
});
