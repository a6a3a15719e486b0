/**
 * Part of the ElevenLabs TEST DOUBLE. Character timings in ElevenLabs' shape
 * (`chars`, `charStartTimesMs`, `charsDurationsMs`). espeak does not report where each character
 * fell, so the double spreads the characters evenly over the audio it produced; times run on
 * from the previous chunks of the same context, which is how the plugin accumulates them.
 */
export interface CharAlignment {
  chars: string[];
  charStartTimesMs: number[];
  charsDurationsMs: number[];
}

export function spreadAlignment(text: string, startMs: number, durationMs: number): CharAlignment {
  const chars = [...text];
  if (chars.length === 0) return { chars: [], charStartTimesMs: [], charsDurationsMs: [] };
  const per = durationMs / chars.length;
  return {
    chars,
    charStartTimesMs: chars.map((_, i) => Math.round(startMs + i * per)),
    charsDurationsMs: chars.map((_, i) => Math.round(startMs + (i + 1) * per) - Math.round(startMs + i * per)),
  };
}

/** The part of an alignment whose characters start inside [fromMs, toMs). */
export function sliceAlignment(a: CharAlignment, fromMs: number, toMs: number): CharAlignment {
  const keep = a.charStartTimesMs.map((t) => t >= fromMs && t < toMs);
  return {
    chars: a.chars.filter((_, i) => keep[i]),
    charStartTimesMs: a.charStartTimesMs.filter((_, i) => keep[i]),
    charsDurationsMs: a.charsDurationsMs.filter((_, i) => keep[i]),
  };
}
