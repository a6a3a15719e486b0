import type { Lang } from "~/lib/lang";
import { VOICE_PACKS } from "../lang";

/** When each filler tier speaks, counted from the end of the caller's turn. */
export const FILLER_TIERS_MS = [1500, 4000, 10_000] as const;

export interface FillerLadder {
  /** The answer's first sentence is ready: no tier may speak from now on. Idempotent. */
  cancel(): void;
  /** Tiers spoken so far, for telemetry. */
  readonly spoken: number;
}

/**
 * Masks the wait for a slow answer: tier 1 at 1.5 s ("een ogenblikje"), tier 2 at 4 s, tier 3 at
 * 10 s, each only if the answer has not started. Deterministic answers arrive well before 1.5 s and
 * are never preceded by a filler.
 */
export function startFillerLadder(lang: Lang, say: (phrase: string, tier: number) => void, tiersMs: readonly number[] = FILLER_TIERS_MS): FillerLadder {
  const phrases = VOICE_PACKS[lang].fillers;
  let spoken = 0;
  let cancelled = false;
  const timers = tiersMs.map((at, tier) =>
    setTimeout(() => {
      if (cancelled) return;
      spoken += 1;
      say(phrases[Math.min(tier, phrases.length - 1)]!, tier + 1);
    }, at),
  );
  return {
    cancel() {
      cancelled = true;
      for (const t of timers) clearTimeout(t);
    },
    get spoken() {
      return spoken;
    },
  };
}
