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
   * Looks at growing silences with falling thresholds: a sure ending is taken at the VAD's report, a
   * doubtful one after 0.9 s, a likely one after 2 s; none → the hold. Chosen on the development
   * part (scripts/bench/turn-taking/explore-sweep.ts --grid: 180 three-look plans over Smart Turn's
   * probabilities cached at 100–2,000 ms of silence, 60 ms per inference): this plan cut off 40 of
   * 192 paused turns for a 296 ms median wait, against 53–56 for the best one-look settings at
   * 0.9–0.95, and 119 for the rules alone. A fourth look (0.9 at 400 ms) added 9 cut-offs and won
   * nothing at the median; each look is one inference (~30–60 ms of CPU on a quiet core).
   */
  looks: [
    { silenceMs: 100, threshold: 0.95 },
    { silenceMs: 900, threshold: 0.7 },
    { silenceMs: 2000, threshold: 0.5 },
  ] as readonly Look[],
  /** No look heard a finished turn, or the words are mid-dictation: the turn ends only after this much silence (unless the caller goes on). */
  holdMs: 2500,
} as const;

/** Smart Turn's own decision threshold (Pipecat's default), for the one-look comparison in the bench. */
export const SMART_TURN_OWN_THRESHOLD = 0.5;

/** LiveKit's local model, measured beside it (not the default: see docs/benchmarks.md, suite turn-taking). */
export const LIVEKIT_EOT_THRESHOLD = 0.5;
