/**
 * The agent's VAD as the agent runs it, for the question "how late is the end-of-speech report":
 * LiveKit's native Silero (`loadVad`, the quiet gate included) fed the caller's audio in the agent's
 * 64 ms frames, and its hysteresis replayed exactly as `inference.VAD` applies it — start after
 * `minSpeech` at or above the activation threshold, speech held while above the deactivation
 * threshold, end once the silence counted in whole 32 ms windows reaches `minSilence` — with each
 * event reported when the frame carrying its deciding window has arrived.
 *
 * vad-trace.ts (the suite's own replay) is kept as it is: the suite's published figures and the
 * look plan in policy.ts were chosen on it. It ends speech only on windows above the activation
 * threshold, with more than `minSilence` and no frames.
 */
import { initializeLogger, VADEventType } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";
import { loadVad } from "~/agent/voicedesk/providers/quiet-gated-vad";

export const WINDOW_MS = 32;
const WINDOW_SAMPLES = 512;
const RATE = 16_000;

/** `inference.VAD`'s defaults, which the agent keeps (only the silence is set). */
export const AGENT_VAD = { activation: 0.5, deactivation: 0.35, minSpeechMs: 50 } as const;

export interface AgentVadEvent {
  type: "start" | "end";
  /** Index of the window that decided the event. */
  window: number;
  /** Sample (16 kHz) at which the event is reported: the end of the frame that carried that window. */
  reportedAt: number;
  /** For "end": where the silence the VAD counted began (the agent's "caller's last sound"). */
  silenceFrom?: number;
}

/** The plugin's hysteresis over one probability per window, events dated by the arrival of `frameMs` frames. */
export function agentVadEvents(probabilities: readonly number[], minSilenceMs: number, frameMs = 64): AgentVadEvent[] {
  const windowsPerFrame = frameMs / WINDOW_MS;
  const arrival = (w: number) => (Math.floor(w / windowsPerFrame) + 1) * windowsPerFrame * WINDOW_SAMPLES;
  const events: AgentVadEvent[] = [];
  let speaking = false;
  let speechMs = 0;
  let silenceMs = 0;
  probabilities.forEach((p, w) => {
    if (p >= AGENT_VAD.activation || (speaking && p > AGENT_VAD.deactivation)) {
      speechMs += WINDOW_MS;
      silenceMs = 0;
      if (!speaking && speechMs >= AGENT_VAD.minSpeechMs) {
        speaking = true;
        events.push({ type: "start", window: w, reportedAt: arrival(w) });
      }
    } else {
      silenceMs += WINDOW_MS;
      speechMs = 0;
      if (speaking && silenceMs >= minSilenceMs) {
        speaking = false;
        events.push({ type: "end", window: w, reportedAt: arrival(w), silenceFrom: (w + 1) * WINDOW_SAMPLES - (silenceMs / WINDOW_MS) * WINDOW_SAMPLES });
      }
    }
  });
  return events;
}

/** The agent's Silero probability for each 32 ms window of `samples` (16 kHz), fed in 64 ms frames. */
export async function agentVadProbabilities(samples: Int16Array): Promise<number[]> {
  initializeLogger({ pretty: false, level: "warn" });
  const frame = (64 * RATE) / 1000;
  const stream = loadVad(100).stream();
  const expected = Math.floor(samples.length / frame) * (frame / WINDOW_SAMPLES);
  for (let i = 0; i + frame <= samples.length; i += frame) stream.pushFrame(new AudioFrame(samples.slice(i, i + frame), RATE, 1, frame));
  const probabilities: number[] = [];
  for await (const ev of stream) {
    if (ev.type !== VADEventType.INFERENCE_DONE) continue;
    probabilities.push(ev.probability);
    if (probabilities.length >= expected) break;
  }
  stream.close();
  return probabilities;
}
