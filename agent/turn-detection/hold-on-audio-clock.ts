import type { llm } from "@livekit/agents";
import type { CallerAudioClock } from "./caller-audio-clock";
import type { TurnDetectorLike } from "./turn-detector-like";

/** What the session is told once the hold is over: the turn ends now, with no delay of its own added. */
const HOLD_OVER = 1;

/**
 * The end-of-turn hold, counted in audio. When the detector holds a turn (a number being dictated,
 * a doubtful ending), agents-js would wait its maximum endpointing delay on the wall clock from the
 * VAD's report; here the answer waits until the VAD has judged `holdMs` of silence after the
 * caller's last sound (CallerAudioClock), then ends the turn at once. If the caller speaks first,
 * the VAD's start of speech cancels the session's wait as before, and the detector's own "hold"
 * is returned (moot). A detector's "finished" passes straight through: nothing waits longer on a
 * quiet host, where the audio and the wall clock agree.
 */
export function holdOnAudioClock(detector: TurnDetectorLike, clock: CallerAudioClock, holdMs: number): TurnDetectorLike {
  return {
    model: detector.model,
    provider: detector.provider,
    unlikelyThreshold: (language) => detector.unlikelyThreshold(language),
    supportsLanguage: (language) => detector.supportsLanguage(language),
    async predictEndOfTurn(chatCtx: llm.ChatContext): Promise<number> {
      const probability = await detector.predictEndOfTurn(chatCtx);
      const threshold = (await detector.unlikelyThreshold()) ?? 0;
      if (probability >= threshold) return probability;
      return (await clock.untilSilence(holdMs)) === "silent" ? HOLD_OVER : probability;
    },
  };
}
