/**
 * The line's local voice with SVOX Pico for English, French and Italian (scripts/setup/voices.sh
 * installs it; `npm test` runs that setup first), Dutch on espeak-ng.
 */
import { initializeLogger } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { beforeAll, describe, expect, it } from "vitest";
import { measureSpeech } from "~/testkit/harness/speech-energy";
import { framesOf, processAlive, seconds, until } from "~/testkit/harness/tts-output";
import { ESPEAK_SAMPLE_RATE, EspeakTTS } from "../espeak";
import { picoInstalled } from "./voices";

const GREETINGS = {
  en: "Good afternoon, this is the front desk of Lindenhof hospital.",
  fr: "Bonjour, vous êtes bien à l'accueil de l'hôpital Lindenhof.",
  it: "Buongiorno, è in linea con l'accoglienza dell'ospedale Lindenhof.",
} as const;

const LONG_SENTENCE = Array.from({ length: 600 }, (_, i) => `item ${i}`).join(", ") + ".";

beforeAll(() => {
  initializeLogger({ pretty: false, level: "warn" });
  if (!picoInstalled()) throw new Error("pico2wave is not installed: bash scripts/setup/voices.sh");
});

/** Silence before the first sample above a whisper, ms. */
function leadingSilenceMs(frames: AudioFrame[]): number {
  let samples = 0;
  for (const f of frames) {
    const data = f.data.subarray(0, f.samplesPerChannel);
    const loud = data.findIndex((x) => Math.abs(x) >= 500);
    if (loud >= 0) return ((samples + loud) * 1000) / f.sampleRate;
    samples += data.length;
  }
  return Infinity;
}

describe("the Pico voice", () => {
  it.each(["en", "fr", "it"] as const)("speaks a %s greeting as audible speech at the rate the TTS declares, without Pico's lead-in padding", async (lang) => {
    const voice = new EspeakTTS({ lang, pico: true });
    expect(voice.voiceLabel).toMatch(/^pico:/);
    const frames = (await framesOf(voice.synthesize(GREETINGS[lang]))).map((a) => a.frame);
    expect(frames.every((f) => f.sampleRate === ESPEAK_SAMPLE_RATE && f.channels === 1)).toBe(true);
    expect(voice.sampleRate).toBe(ESPEAK_SAMPLE_RATE);
    const energy = measureSpeech(frames);
    expect(energy.totalMs).toBeGreaterThan(1500);
    expect(energy.voicedMs).toBeGreaterThan(1000);
    expect(leadingSilenceMs(frames)).toBeLessThan(30);
  });

  it("keeps Dutch, which Pico lacks, on espeak-ng", async () => {
    const voice = new EspeakTTS({ lang: "nl", pico: true });
    expect(voice.voiceLabel).toBe("espeak-ng:nl");
    const frames = (await framesOf(voice.synthesize("Goedemiddag, u spreekt met het onthaal."))).map((a) => a.frame);
    expect(measureSpeech(frames).voicedMs).toBeGreaterThan(500);
  });

  it("switches between Pico and espeak-ng when the call's language changes, at one rate", async () => {
    const voice = new EspeakTTS({ lang: "nl", pico: true });
    const stream = voice.stream();
    stream.pushText("Goedemiddag. ");
    stream.flush();
    const dutch = await stream.next();
    expect(dutch.done).toBe(false);
    voice.updateOptions({ lang: "en" });
    expect(voice.voiceLabel).toBe("pico:en-GB");
    stream.pushText("The visiting hours are from two to eight.");
    stream.endInput();
    const rest = await framesOf(stream);
    expect(rest.some((a) => a.deltaText?.includes("visiting"))).toBe(true);
    expect(rest.every((a) => a.frame.sampleRate === ESPEAK_SAMPLE_RATE)).toBe(true);
  });

  it("says the same words more slowly at a lower speed", async () => {
    const normal = seconds((await framesOf(new EspeakTTS({ lang: "en", pico: true }).synthesize(GREETINGS.en))).map((a) => a.frame));
    const slow = seconds((await framesOf(new EspeakTTS({ lang: "en", pico: true, speed: 0.7 }).synthesize(GREETINGS.en))).map((a) => a.frame));
    expect(slow).toBeGreaterThan(normal * 1.2);
  });

  it("reads markup characters and a leading dash as text", async () => {
    const frames = (await framesOf(new EspeakTTS({ lang: "en", pico: true }).synthesize('-1 < 2 & "3" > 0 </speed>'))).map((a) => a.frame);
    expect(measureSpeech(frames).voicedMs).toBeGreaterThan(300);
  });

  it("kills pico2wave at once when the caller barges in", async () => {
    const voice = new EspeakTTS({ lang: "en", pico: true });
    const stream = voice.stream();
    stream.pushText(LONG_SENTENCE);
    stream.endInput();
    const first = await stream.next();
    expect(first.done).toBe(false);
    const pids = voice.liveSynthesisPids;
    expect(pids).toHaveLength(1);
    stream.close();
    expect(await until(() => voice.liveSynthesisPids.length === 0, 1000)).toBe(true);
    expect(processAlive(pids[0]!)).toBe(false);
  });

  it("tells the operator how to install Pico when it is missing", async () => {
    const voice = new EspeakTTS({ lang: "en", pico: true, picoBinary: "/nonexistent/pico2wave" });
    const errors: Error[] = [];
    voice.on("error", (e) => errors.push(e.error));
    const stream = voice.stream();
    stream.pushText("Hello.");
    stream.endInput();
    expect(await framesOf(stream)).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/pico2wave failed: not installed.*voices\.sh/);
  });
});
