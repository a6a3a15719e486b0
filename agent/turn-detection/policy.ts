/**
 * The line's end-of-turn settings with the audio model, chosen on the development part of the
 * turn-taking set (`npm run bench -- turn-taking`; docs/benchmarks.md) and checked on its sealed part.
 */

/** One look of the model at a pause: at this much silence after the caller's last sound, a probability at or above the threshold ends the turn. */
export interface Look {
  silenceMs: number;
  threshold: number;
}

export const END_OF_TURN = {
  /** The VAD reports a pause after this much silence; the first look follows at once. */
  vadSilenceMs: 100,
  /**
   * Looks at growing silences with falling thresholds (ascending silence): sure endings are taken
   * at once, doubtful ones after more silence. PLACEHOLDER — chosen by the sweep.
   */
  looks: [
    { silenceMs: 150, threshold: 0.9 },
    { silenceMs: 250, threshold: 0.9 },
    { silenceMs: 400, threshold: 0.7 },
    { silenceMs: 600, threshold: 0.7 },
    { silenceMs: 900, threshold: 0.5 },
    { silenceMs: 1300, threshold: 0.5 },
    { silenceMs: 2000, threshold: 0.5 },
  ] as readonly Look[],
  /** No look heard a finished turn, or the words are mid-dictation: the turn ends only after this much silence (unless the caller goes on). */
  holdMs: 2500,
} as const;

/** Smart Turn's own decision threshold (Pipecat's default), for the one-look comparison in the bench. */
export const SMART_TURN_OWN_THRESHOLD = 0.5;

/** LiveKit's local model, measured beside it (not the default: see docs/benchmarks.md, suite turn-taking). */
export const LIVEKIT_EOT_THRESHOLD = 0.5;
