import type { voice } from "@livekit/agents";
import type { Lang } from "~/lib/lang";
import type { AudioTurnDetector } from "../../turn-detection/audio-turn-detector";
import type { CallerAudioClock } from "../../turn-detection/caller-audio-clock";
import { holdOnAudioClock } from "../../turn-detection/hold-on-audio-clock";
import type { TurnDetectorLike } from "../../turn-detection/turn-detector-like";
import { END_OF_TURN } from "../../turn-detection/policy";
import { dictationAwareTurnDetector } from "./dictation-turn-detector";

/** Silero's own default: the VAD reports a pause after this much silence when no audio model decides. */
export const RULES_VAD_SILENCE_MS = 550;

/** How long a silence the VAD waits before it reports the caller stopped, with or without the audio model. */
export function vadSilenceMs(withAudioModel: boolean): number {
  return withAudioModel ? END_OF_TURN.vadSilenceMs : RULES_VAD_SILENCE_MS;
}

/**
 * Turn-taking, spelled out. Nothing here calls a cloud service: VAD is Silero (in the package); the
 * end-of-turn detector is Smart Turn with the dictation rules in front when the model is installed
 * (no minimum delay: it decides at the VAD's 150 ms pause; a held turn ends after 2.5 s), else the
 * rules alone with a 500 ms minimum; interruption is VAD gated by STT words (so a cough or the
 * line's own filtered echo never cuts it off).
 *
 * A held turn's 2.5 s are counted in the caller's audio as the VAD judged it (`clock`), not on the
 * wall clock (see CallerAudioClock): the session's own maximum delay is then only the fallback of a
 * detector that was given no clock.
 */
export function voicedeskTurnHandling(
  currentLang: () => Lang,
  hasStt: boolean,
  audioDetector?: AudioTurnDetector,
  clock?: CallerAudioClock,
): voice.AgentSessionOptions["turnHandling"] {
  const detector: TurnDetectorLike = audioDetector ?? dictationAwareTurnDetector(currentLang);
  return {
    turnDetection: !hasStt ? "manual" : clock ? holdOnAudioClock(detector, clock, END_OF_TURN.holdMs) : detector,
    endpointing: audioDetector ? { mode: "fixed", minDelay: 0, maxDelay: END_OF_TURN.holdMs } : { mode: "fixed", minDelay: 500, maxDelay: END_OF_TURN.holdMs },
    interruption: { enabled: true, mode: "vad", minDuration: 400, minWords: hasStt ? 1 : 0, resumeFalseInterruption: false },
    preemptiveGeneration: { enabled: false },
  };
}
