/**
 * The agent's voice activity detector over a rendered item, once: Silero (the plugin the agent runs,
 * same model and window), one speech probability per 32 ms window. The hysteresis the plugin applies
 * on top (start after `minSpeechMs` above the activation threshold, end after more than
 * `minSilenceMs` below it) is replayed here for any setting, so one pass serves every detector.
 */
import { initializeLogger, VADEventType, type VAD } from "@livekit/agents";
import * as silero from "@livekit/agents-plugin-silero";
import { AudioFrame } from "@livekit/rtc-node";

export interface VadTrace {
  windowSamples: number;
  sampleRate: number;
  /** Probability of window i, which ends at sample (i + 1) · windowSamples. */
  probabilities: number[];
}

let vadModel: Promise<VAD> | undefined;

export async function vadTrace(samples: Int16Array, sampleRate: number): Promise<VadTrace> {
  if (!vadModel) {
    // agents-js streams log through a global logger that must exist before the first stream.
    initializeLogger({ pretty: false, level: "warn" });
    vadModel = silero.VAD.load({ sampleRate: 16_000 });
  }
  const stream = (await vadModel).stream();
  const windowSamples = 512;
  const expected = Math.floor(samples.length / windowSamples);
  const probabilities: number[] = [];
  const frame = 320;
  for (let i = 0; i + frame <= samples.length; i += frame) stream.pushFrame(new AudioFrame(samples.slice(i, i + frame), sampleRate, 1, frame));
  for await (const ev of stream) {
    if (ev.type !== VADEventType.INFERENCE_DONE) continue;
    probabilities.push(ev.probability);
    if (probabilities.length >= expected - 1) break;
  }
  stream.close();
  return { windowSamples, sampleRate, probabilities };
}

export interface VadSettings {
  activation: number;
  minSpeechMs: number;
  minSilenceMs: number;
}

/** The plugin's defaults, except the silence, which each detector sets. */
export const SILERO_DEFAULTS = { activation: 0.5, minSpeechMs: 50 } as const;

export interface VadEvent {
  type: "start" | "end";
  /** Sample at which the event is emitted (the end of the window that decided it). */
  atSample: number;
  /** For "end": the sample where the last voiced window ended (the caller's last sound). */
  lastSpeechSample?: number;
}

export function replayVad(trace: VadTrace, settings: VadSettings): VadEvent[] {
  const windowMs = (trace.windowSamples / trace.sampleRate) * 1000;
  const events: VadEvent[] = [];
  let speaking = false;
  let speechMs = 0;
  let silenceMs = 0;
  let lastVoicedEnd = 0;
  trace.probabilities.forEach((p, i) => {
    const end = (i + 1) * trace.windowSamples;
    if (p > settings.activation) {
      speechMs += windowMs;
      silenceMs = 0;
      lastVoicedEnd = end;
      if (!speaking && speechMs >= settings.minSpeechMs) {
        speaking = true;
        events.push({ type: "start", atSample: end });
      }
    } else {
      silenceMs += windowMs;
      speechMs = 0;
      if (speaking && silenceMs > settings.minSilenceMs) {
        speaking = false;
        events.push({ type: "end", atSample: end, lastSpeechSample: lastVoicedEnd });
      }
    }
  });
  return events;
}
