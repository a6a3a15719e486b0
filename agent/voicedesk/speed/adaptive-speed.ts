import type { Lang } from "~/lib/lang";
import { anyPhrase, normaliseForMatch } from "~/lib/text/normalise";
import { VOICE_PACKS } from "../lang";

/** The synthesiser speed range Voicedesk allows: below 0.70 speech smears, above 1.00 it rushes. */
export const MIN_SPEED = 0.7;
export const MAX_SPEED = 1.0;

/** Steps of an explicit "slower, please": normal → slower → slowest. */
export const DISCRETE_LEVELS = [1.0, 0.85, 0.75] as const;

/** A caller under stress hears a calmer pace. */
export const DISTRESS_OFFSET = -0.05;

/**
 * Words-per-minute buckets of the caller's own speech (elderly callers, the main population of a
 * hospital line, often speak under 110 wpm): matching their pace at a small offset reads as
 * attentive, not mocking. Utterances shorter than MIN_WPM_SAMPLE_MS are too short to measure.
 */
export const WPM_BUCKETS: ReadonlyArray<{ below: number; offset: number }> = [
  { below: 110, offset: -0.1 },
  { below: 140, offset: -0.05 },
];
export const MIN_WPM_SAMPLE_MS = 1500;

export interface SpeedSignals {
  /** Index into DISCRETE_LEVELS, moved only by explicit requests. */
  level: number;
  distressed: boolean;
  /** The caller's pace in the last measurable utterance, if any. */
  callerWpm: number | null;
}

export const INITIAL_SPEED_SIGNALS: SpeedSignals = { level: 0, distressed: false, callerWpm: null };

/** Update the signals with one caller utterance (its transcript and, when known, its duration). */
export function observeUtterance(signals: SpeedSignals, transcript: string, lang: Lang, durationMs?: number): SpeedSignals {
  const pack = VOICE_PACKS[lang];
  const text = normaliseForMatch(transcript);
  let level = signals.level;
  if (anyPhrase(text, pack.slowerRequests)) level = Math.min(level + 1, DISCRETE_LEVELS.length - 1);
  else if (anyPhrase(text, pack.fasterRequests)) level = 0;
  const distressed = signals.distressed || anyPhrase(text, pack.distressCues);
  let callerWpm = signals.callerWpm;
  const wordCount = text.trim().split(" ").filter(Boolean).length;
  if (durationMs !== undefined && durationMs >= MIN_WPM_SAMPLE_MS && wordCount >= 3) callerWpm = (wordCount / durationMs) * 60_000;
  return { level, distressed, callerWpm };
}

export function wpmOffset(wpm: number | null): number {
  if (wpm === null) return 0;
  return WPM_BUCKETS.find((b) => wpm < b.below)?.offset ?? 0;
}

/**
 * clamp(discrete + offset, 0.70, 1.00). Additive, not multiplicative: stacked discounts multiplied
 * together cascade into audibly degraded speech; added and clamped they stay within the range.
 */
export function composeSpeed(signals: SpeedSignals): number {
  const discrete = DISCRETE_LEVELS[signals.level] ?? DISCRETE_LEVELS[0];
  const offset = (signals.distressed ? DISTRESS_OFFSET : 0) + wpmOffset(signals.callerWpm);
  const speed = Math.min(MAX_SPEED, Math.max(MIN_SPEED, discrete + offset));
  return Math.round(speed * 100) / 100;
}
