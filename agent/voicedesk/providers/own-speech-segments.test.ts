import { initializeLogger, normalizeLanguage, stt } from "@livekit/agents";
import { AudioFrame, AudioResampler, AudioResamplerQuality } from "@livekit/rtc-node";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type Lang, type PerLang } from "~/lib/lang";
import { framesOf } from "~/testkit/harness/tts-output";
import { assertEspeakInstalled, EspeakTTS } from "../../tts/espeak";
import { END_OF_TURN } from "../../turn-detection/policy";
import { loadVad } from "./quiet-gated-vad";

/** The local-speech spec's questions: the Dutch and Italian ones reached Whisper garbled (2026-11-26). */
const QUESTIONS: PerLang<string> = {
  nl: "Wat zijn de bezoekuren?",
  en: "What are the visiting hours?",
  fr: "Quelles sont les heures de visite?",
  it: "Quali sono gli orari di visita?",
};

/**
 * A recogniser that is not streaming, like the OpenAI-compatible Whisper: agents-js runs it behind
 * the VAD (stt.StreamAdapter), once per speech segment. It keeps what it was sent.
 */
class RecordingRecogniser extends stt.STT {
  label = "recording";
  readonly sent: Int16Array[] = [];
  constructor() {
    super({ streaming: false, interimResults: false });
  }
  protected async _recognize(buffer: AudioFrame | AudioFrame[]): Promise<stt.SpeechEvent> {
    const frames = Array.isArray(buffer) ? buffer : [buffer];
    this.sent.push(Int16Array.from(frames.flatMap((f) => Array.from(f.data))));
    return {
      type: stt.SpeechEventType.FINAL_TRANSCRIPT,
      alternatives: [{ text: "heard", language: normalizeLanguage("en"), startTime: 0, endTime: 0, confidence: 1 }],
    };
  }
  stream(): stt.SpeechStream {
    throw new Error("not streaming");
  }
}

/** The caller's audio as the session takes it (CallController: 16 kHz). */
const RATE = 16_000;

/** The caller's line: quiet, the question, quiet long enough for the VAD to report its end. */
async function callerLine(lang: Lang): Promise<{ line: Int16Array; rate: number; speechFrom: number; speechTo: number }> {
  const voiced = (await framesOf(new EspeakTTS({ lang }).synthesize(QUESTIONS[lang]))).map((a) => a.frame);
  const resampler = new AudioResampler(voiced[0]!.sampleRate, RATE, 1, AudioResamplerQuality.HIGH);
  const frames = [...voiced.flatMap((f) => resampler.push(f)), ...resampler.flush()];
  const rate = RATE;
  const speech = Int16Array.from(frames.flatMap((f) => Array.from(f.data)));
  const line = new Int16Array(rate + speech.length + 2 * rate);
  line.set(speech, rate);
  return { line, rate, speechFrom: rate, speechTo: rate + speech.length };
}

/** Where `segment` sits in `line`, found by its last sounding 20 ms, or -1 when it is no excerpt of it. */
function excerptStart(segment: Int16Array, line: Int16Array, rate: number): number {
  let last = segment.length - 1;
  while (last >= 0 && segment[last] === 0) last--;
  const probe = segment.subarray(Math.max(0, last + 1 - rate / 50), last + 1);
  for (let end = probe.length; end <= line.length; end++) {
    if (line[end - 1] !== probe[probe.length - 1]) continue;
    if (probe.every((s, i) => line[end - probe.length + i] === s)) {
      const start = end - (last + 1);
      return start >= 0 && segment.every((s, i) => line[start + i] === s) ? start : -1;
    }
  }
  return -1;
}

beforeAll(() => {
  initializeLogger({ pretty: false, level: "warn" });
  assertEspeakInstalled();
});

describe("what a recogniser behind the VAD is sent for a caller's question", () => {
  it.each(LANGUAGES)("is the %s question whole and in order, from the quiet before its first word", async (lang) => {
    const { line, rate, speechFrom, speechTo } = await callerLine(lang);
    const recogniser = new RecordingRecogniser();
    const stream = new stt.StreamAdapter(recogniser, loadVad(END_OF_TURN.vadSilenceMs)).stream();
    const ended = (async () => {
      for await (const ev of stream) if (ev.type === stt.SpeechEventType.FINAL_TRANSCRIPT) return;
    })();
    // 10 ms frames, as the room delivers them.
    const step = rate / 100;
    for (let i = 0; i + step <= line.length; i += step) stream.pushFrame(new AudioFrame(line.slice(i, i + step), rate, 1, step));
    await ended;
    stream.close();

    expect(recogniser.sent.length).toBeGreaterThanOrEqual(1);
    const first = recogniser.sent[0]!;
    const start = excerptStart(first, line, rate);
    // An excerpt of the line as the caller said it — not the sentence's end pasted over its start.
    expect(start, "the segment is no excerpt of the caller's line").toBeGreaterThanOrEqual(0);
    // It begins in the quiet before the first word, so Whisper hears that word's onset…
    expect(start).toBeLessThan(speechFrom);
    expect(first.subarray(0, speechFrom - start).every((s) => s === 0)).toBe(true);
    // …and goes on past the middle of the question (a pause may end it earlier; the rest follows in the next segment).
    expect(start + first.length).toBeGreaterThan((speechFrom + speechTo) / 2);
  });
});
