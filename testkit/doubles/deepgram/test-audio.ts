/**
 * Caller audio for the doubles' tests: real espeak-ng speech, digital silence and white noise at a
 * chosen level, as 20 ms AudioFrames like a room track delivers them.
 */
import { AudioFrame } from "@livekit/rtc-node";
import { EspeakTTS, ESPEAK_SAMPLE_RATE } from "~/agent/tts/espeak";
import type { Lang } from "~/lib/lang";

export async function spokenFrames(text: string, lang: Lang = "nl"): Promise<AudioFrame[]> {
  const frames: AudioFrame[] = [];
  // A ChunkedStream yields SynthesizedAudio only; no end-of-stream marker to skip.
  for await (const ev of new EspeakTTS({ lang }).synthesize(text)) frames.push(ev.frame);
  return frames;
}

function framesOf(totalMs: number, sampleRate: number, sample: () => number): AudioFrame[] {
  const perFrame = Math.round(sampleRate / 50);
  const count = Math.ceil(totalMs / 20);
  return Array.from({ length: count }, () => {
    const data = new Int16Array(perFrame);
    for (let i = 0; i < perFrame; i++) data[i] = sample();
    return new AudioFrame(data, sampleRate, 1, perFrame);
  });
}

export function silentFrames(ms: number, sampleRate = ESPEAK_SAMPLE_RATE): AudioFrame[] {
  return framesOf(ms, sampleRate, () => 0);
}

/** Uniform white noise whose RMS is `dbfs` (uniform in [-a, a] has RMS a/√3). */
export function noiseFrames(ms: number, dbfs: number, sampleRate = ESPEAK_SAMPLE_RATE): AudioFrame[] {
  const amplitude = Math.min(32767, Math.sqrt(3) * 32768 * 10 ** (dbfs / 20));
  return framesOf(ms, sampleRate, () => Math.round((Math.random() * 2 - 1) * amplitude));
}
