import type { voice } from "@livekit/agents";
import type { Lang } from "../../../lib/lang";
import { dictationAwareTurnDetector } from "./dictation-turn-detector";

/**
 * Turn-taking, spelled out. Nothing here calls a cloud service: VAD is Silero (in the package), the
 * end-of-turn detector is ./dictation rules, interruption is VAD gated by STT words (so a cough
 * or the line's own filtered echo never cuts it off).
 */
export function voicedeskTurnHandling(currentLang: () => Lang, hasStt: boolean): voice.AgentSessionOptions["turnHandling"] {
  return {
    turnDetection: hasStt ? dictationAwareTurnDetector(currentLang) : "manual",
    endpointing: { mode: "fixed", minDelay: 500, maxDelay: 2500 },
    interruption: { enabled: true, mode: "vad", minDuration: 400, minWords: hasStt ? 1 : 0, resumeFalseInterruption: false },
    preemptiveGeneration: { enabled: false },
  };
}
