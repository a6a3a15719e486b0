/**
 * The line's local voice with SVOX Pico for English, French and Italian (scripts/setup/voices.sh
 * installs it; `npm test` runs that setup first), Dutch on espeak-ng.
 */
import { initializeLogger } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { beforeAll, describe, expect, it } from "vitest";
import { measureSpeech } from "~/testkit/harness/speech-energy";
import { framesOf, processAlive, seconds, until } from "~/testkit/harness/tts-output";
import { VOICE_PACKS } from "../../voicedesk/lang";
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

/** The longest quiet (20 ms windows with RMS under −50 dBFS) between two sounds, and the loudest sample after the last one. */
function pauses(frames: AudioFrame[]): { longestMs: number; peakAfterLastWord: number } {
  const samples = Int16Array.from(frames.flatMap((f) => Array.from(f.data.subarray(0, f.samplesPerChannel))));
  const rate = frames[0]!.sampleRate;
  const win = rate / 50;
  let longest = 0;
  let quiet = 0;
  let lastWordEnd = 0;
  for (let i = 0; i + win <= samples.length; i += win) {
    let sum = 0;
    for (let j = i; j < i + win; j++) sum += samples[j]! * samples[j]!;
    if (Math.sqrt(sum / win) / 32768 > 0.0032) {
      if (lastWordEnd > 0) longest = Math.max(longest, quiet);
      quiet = 0;
      lastWordEnd = i + win;
    } else quiet += 20;
  }
  return { longestMs: longest, peakAfterLastWord: samples.subarray(lastWordEnd).reduce((m, x) => Math.max(m, Math.abs(x)), 0) };
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

  // pico2wave appended its rewritten WAV header to the pipe (a full-scale click after every
  // sentence), and a closed speed tag made it pad some sentences twice: the Italian greeting paused
  // over a second between its sentences, and callers asked into the pause.
  it.each(["en", "fr", "it"] as const)("says the line's %s greeting without a click or a long pause between its sentences", async (lang) => {
    const stream = new EspeakTTS({ lang, pico: true }).stream();
    stream.pushText(VOICE_PACKS[lang].greeting("AZ Lindenhof"));
    stream.endInput();
    const heard = pauses((await framesOf(stream)).map((a) => a.frame));
    expect(heard.peakAfterLastWord).toBeLessThan(2000);
    expect(heard.longestMs).toBeLessThan(500);
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
