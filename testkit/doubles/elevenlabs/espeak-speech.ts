/**
 * Part of the ElevenLabs TEST DOUBLE. Real audio for the text it receives: espeak-ng speaks it in
 * the requested language at the requested speed, resampled to the `pcm_<rate>` the client asked
 * for. Not ElevenLabs' voice, but real speech with real energy and a duration that follows the
 * text and the speed, which is what the tests of our pipeline need.
 */
import { AudioResampler, type AudioFrame } from "@livekit/rtc-node";
import { ESPEAK_SAMPLE_RATE } from "~/agent/tts/espeak/espeak-process";
import { espeakFrames } from "~/agent/tts/espeak/espeak-process";
import { ESPEAK_VOICES } from "~/agent/tts/espeak/lang";
import type { Lang } from "~/lib/lang";

/** espeak-ng refuses to go slower than this, whatever it is asked. */
const ESPEAK_MIN_WPM = 80;

export interface SpokenAudio {
  /** Mono 16-bit little-endian PCM at `sampleRate`. */
  pcm: Buffer;
  sampleRate: number;
  durationMs: number;
  wordsPerMinute: number;
}

/**
 * ElevenLabs' speed 1.0 is the voice's natural pace, as our espeak voices' `naturalWpm` is; the
 * double maps the one onto the other, over ElevenLabs' whole 0.7–1.2 range (our own espeak TTS
 * stops at 1.0, the double must not hide a speed the agent sent).
 */
export function espeakWpm(lang: Lang, speed: number): number {
  return Math.max(ESPEAK_MIN_WPM, Math.round(ESPEAK_VOICES[lang].naturalWpm * speed));
}

function concatFrames(frames: AudioFrame[]): Buffer {
  return Buffer.concat(frames.map((f) => Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength)));
}

export async function speak(text: string, lang: Lang, speed: number, sampleRate: number, signal: AbortSignal): Promise<SpokenAudio> {
  const wordsPerMinute = espeakWpm(lang, speed);
  const frames: AudioFrame[] = [];
  for await (const frame of espeakFrames({ text, voice: ESPEAK_VOICES[lang].name, wordsPerMinute, binary: "espeak-ng" }, signal)) {
    frames.push(frame);
  }
  let out = frames;
  if (sampleRate !== ESPEAK_SAMPLE_RATE && frames.length > 0) {
    const resampler = new AudioResampler(ESPEAK_SAMPLE_RATE, sampleRate, 1);
    try {
      out = [...frames.flatMap((f) => resampler.push(f)), ...resampler.flush()];
    } finally {
      resampler.close();
    }
  }
  const pcm = concatFrames(out);
  return { pcm, sampleRate, durationMs: (pcm.length / 2 / sampleRate) * 1000, wordsPerMinute };
}
