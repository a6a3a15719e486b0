/**
 * Part of the ElevenLabs TEST DOUBLE. Turns one piece of received text into audio for a recorded
 * request: which language (the URL's `language_code`, else detected from the text like a
 * multilingual model would, else the double's default), which speed (the request's
 * `voice_settings.speed`), and a record of what was spoken.
 */
import { detectLanguage } from "~/lib/lang/detect";
import type { Lang } from "~/lib/lang";
import { speak, type SpokenAudio } from "./espeak-speech";
import type { RecordedSynthesis } from "./records";

/** ElevenLabs documents speed 0.7–1.2; the double refuses anything else so a bad adaptive value shows. */
export const MIN_VENDOR_SPEED = 0.7;
export const MAX_VENDOR_SPEED = 1.2;

export function speedProblem(speed: unknown): string | undefined {
  if (speed === undefined) return undefined;
  if (typeof speed !== "number" || !(speed >= MIN_VENDOR_SPEED && speed <= MAX_VENDOR_SPEED)) {
    return `voice_settings.speed must be between ${MIN_VENDOR_SPEED} and ${MAX_VENDOR_SPEED}, got ${String(speed)} (TEST DOUBLE enforces the documented range)`;
  }
  return undefined;
}

export async function synthesizeFor(
  record: RecordedSynthesis,
  text: string,
  opts: { language?: Lang; defaultLanguage: Lang; sampleRate: number; signal: AbortSignal },
): Promise<SpokenAudio> {
  const language = opts.language ?? detectLanguage(text).lang ?? opts.defaultLanguage;
  const audio = await speak(text, language, record.speed, opts.sampleRate, opts.signal);
  record.spoken.push({ text, language, speed: record.speed, wordsPerMinute: audio.wordsPerMinute, audioMs: Math.round(audio.durationMs) });
  record.audioMs += Math.round(audio.durationMs);
  return audio;
}

export function newSynthesisRecord(
  init: Omit<RecordedSynthesis, "at" | "speed" | "textParts" | "text" | "flushes" | "closed" | "spoken" | "audioMs" | "finishedAt">,
): RecordedSynthesis {
  const speed = typeof init.voiceSettings?.speed === "number" ? init.voiceSettings.speed : 1;
  return { ...init, at: new Date().toISOString(), speed, textParts: [], text: "", flushes: 0, closed: false, spoken: [], audioMs: 0 };
}
