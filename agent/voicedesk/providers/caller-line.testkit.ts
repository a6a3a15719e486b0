/**
 * What the recognition tests put on the line and what a recogniser behind the VAD was sent: the
 * caller's question in the local voice at the session's 16 kHz, with quiet around it, and a
 * recogniser that keeps every request instead of transcribing it.
 */
import { normalizeLanguage, stt } from "@livekit/agents";
import { AudioFrame, AudioResampler, AudioResamplerQuality } from "@livekit/rtc-node";
import type { Lang } from "~/lib/lang";
import { EspeakTTS } from "../../tts/espeak";

/** The caller's audio as the session takes it (CallController: 16 kHz). */
export const RATE = 16_000;

/**
 * A recogniser that is not streaming, like the OpenAI-compatible Whisper: agents-js runs it behind
 * the VAD, once per request it is sent. It keeps what it was sent.
 */
export class RecordingRecogniser extends stt.STT {
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
      alternatives: [{ text: `request ${this.sent.length}`, language: normalizeLanguage("en"), startTime: 0, endTime: 0, confidence: 1 }],
    };
  }
  stream(): stt.SpeechStream {
    throw new Error("not streaming");
  }
}

/** `text` in the local voice, at RATE. */
export async function spoken(lang: Lang, text: string): Promise<Int16Array> {
  const voiced: AudioFrame[] = [];
  for await (const audio of new EspeakTTS({ lang }).synthesize(text)) voiced.push(audio.frame);
  const resampler = new AudioResampler(voiced[0]!.sampleRate, RATE, 1, AudioResamplerQuality.HIGH);
  const frames = [...voiced.flatMap((f) => resampler.push(f)), ...resampler.flush()];
  return Int16Array.from(frames.flatMap((f) => Array.from(f.data)));
}

export interface CallerLine {
  line: Int16Array;
  /** Sample where the voice's audio starts in `line`. */
  speechFrom: number;
  /** Sample after the last one that sounds (the voice's own trailing quiet excluded). */
  speechTo: number;
}

/** Above this a sample is sound (−50 dBFS), not the resampler's ripple in the quiet. */
const AUDIBLE = 100;

/** One second of quiet, the speech, `quietAfterMs` of quiet (long enough by default for any pause report). */
export function callerLine(speech: Int16Array, quietAfterMs = 2000): CallerLine {
  const line = new Int16Array(RATE + speech.length + (quietAfterMs * RATE) / 1000);
  line.set(speech, RATE);
  let last = speech.length;
  while (last > 0 && Math.abs(speech[last - 1]!) < AUDIBLE) last--;
  return { line, speechFrom: RATE, speechTo: RATE + last };
}

/** `pcm` as the room delivers it: 10 ms frames. */
export function* roomFrames(pcm: Int16Array): Generator<AudioFrame> {
  const step = RATE / 100;
  for (let i = 0; i + step <= pcm.length; i += step) yield new AudioFrame(pcm.slice(i, i + step), RATE, 1, step);
}

/** Where `segment` sits in `line`, found by its last sounding 20 ms, or -1 when it is no excerpt of it. */
export function excerptStart(segment: Int16Array, line: Int16Array): number {
  let last = segment.length - 1;
  while (last >= 0 && segment[last] === 0) last--;
  const probe = segment.subarray(Math.max(0, last + 1 - RATE / 50), last + 1);
  for (let end = probe.length; end <= line.length; end++) {
    if (line[end - 1] !== probe[probe.length - 1]) continue;
    if (probe.every((s, i) => line[end - probe.length + i] === s)) {
      const start = end - (last + 1);
      return start >= 0 && segment.every((s, i) => line[start + i] === s) ? start : -1;
    }
  }
  return -1;
}
