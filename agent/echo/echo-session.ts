import { voice, type stt, type tts, type VAD } from "@livekit/agents";

export interface EchoSessionParts {
  tts: tts.TTS;
  /** Caller voice activity: drives barge-in, and end of turn when an STT is present. */
  vad: VAD;
  /** Optional: without it the line only greets. */
  stt?: stt.STT;
}

/**
 * Every turn-taking choice is spelled out. Left to its defaults, agents-js 1.9 builds a turn
 * detector and (under `dev`) an adaptive interruption detector that call LiveKit's cloud — a
 * hospital line must neither depend on nor send caller audio to a service nobody contracted.
 */
export function echoSessionOptions(parts: EchoSessionParts): voice.AgentSessionOptions {
  return {
    tts: parts.tts,
    vad: parts.vad,
    stt: parts.stt,
    turnHandling: {
      turnDetection: "vad",
      interruption: { mode: "vad" },
      preemptiveGeneration: { enabled: false },
    },
  };
}

export function createEchoSession(parts: EchoSessionParts): voice.AgentSession {
  return new voice.AgentSession(echoSessionOptions(parts));
}
