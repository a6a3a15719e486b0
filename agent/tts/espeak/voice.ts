/**
 * One espeak-ng voice per language. Language data lives in ./lang/<code>.ts; this file only says
 * what such an entry is and how the caller-facing `speed` becomes espeak's words per minute.
 */
export interface EspeakVoice {
  /** espeak-ng voice name (`espeak-ng --voices` lists them). */
  name: string;
  /**
   * Words per minute at speed 1.00. espeak-ng's own default (175) sounds hurried on a phone line,
   * so each language sets a pace that reads as natural to a native listener.
   */
  naturalWpm: number;
}

/** The reference pilot clamps adaptive speed to this band; below 0.70 speech audibly degrades. */
export const MIN_SPEED = 0.7;
export const MAX_SPEED = 1.0;

/** espeak-ng refuses to go slower than 80 wpm, whatever it is asked. */
const ESPEAK_MIN_WPM = 80;

/** Pure: speed 0.70–1.00 relative to the voice's natural pace → espeak `-s` value. */
export function wordsPerMinute(voice: EspeakVoice, speed: number): number {
  if (!(speed >= MIN_SPEED && speed <= MAX_SPEED)) {
    throw new RangeError(`speed must be between ${MIN_SPEED} and ${MAX_SPEED}, got ${speed}`);
  }
  return Math.max(ESPEAK_MIN_WPM, Math.round(voice.naturalWpm * speed));
}
