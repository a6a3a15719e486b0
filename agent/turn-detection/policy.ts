/**
 * The line's end-of-turn settings with the audio model, chosen on the development part of the
 * turn-taking set (`npm run bench -- turn-taking`; docs/benchmarks.md) and checked on its sealed part.
 */
export const END_OF_TURN = {
  /** The VAD reports a pause after this much silence; the model is asked then. */
  vadSilenceMs: 150,
  /**
   * At or above: the caller has finished, the turn ends now. 0.7 rather than the model's own 0.5:
   * on the development part it cut off 54 instead of 61 of 192 paused turns for +18 ms at the median
   * (docs/benchmarks.md, suite turn-taking); no threshold reached zero cut-offs there.
   */
  smartTurnThreshold: 0.7,
  /** Below the threshold, or mid-dictation: the turn ends only after this much silence (unless the caller goes on). */
  holdMs: 2500,
} as const;

/** LiveKit's local model, measured beside it (not the default: see docs/benchmarks.md, suite turn-taking). */
export const LIVEKIT_EOT_THRESHOLD = 0.5;
