/**
 * The end-of-turn detectors the bench compares, each as the agent would run it:
 *  - rules: what the line did before (Silero VAD with its default 550 ms silence, a 500 ms minimum
 *    delay, the dictation rules holding a number or a name for 2.5 s);
 *  - an audio model (Smart Turn v3.2, LiveKit's local v1-mini) asked at a short VAD pause;
 *  - a model with the dictation rules in front of it.
 * Probabilities are cached per (model, item, sample), so a threshold sweep costs one inference per pause.
 */
import { predict as livekitPredict } from "@livekit/local-inference";
import type { Lang } from "~/lib/lang";
import { looksMidDictation, looksUnfinished } from "~/agent/voicedesk/turn-taking/dictation";
import type { Look } from "~/agent/turn-detection/policy";
import type { EndOfTurnModel } from "~/agent/turn-detection/smart-turn";
import { StreamingLogMel } from "~/agent/turn-detection/whisper-log-mel";
import type { RenderedItem } from "~/testkit/turn-taking/render-set";
import type { DetectorConfig, Judgement, Pause } from "./simulate";

export const RULES_VAD_SILENCE_MS = 550;
export const FALLBACK_MS = 2500;

export function rulesDetector(): DetectorConfig {
  return {
    id: "rules",
    label: "rules (before): VAD 550 ms, min 500 ms, dictation → 2.5 s",
    vadSilenceMs: RULES_VAD_SILENCE_MS,
    minDelayMs: 500,
    maxDelayMs: FALLBACK_MS,
    judge: async (item, pause) => ({ verdict: looksMidDictation(pause.transcript, item.item.lang as Lang) ? "hold" : "end", computeMs: 0 }),
  };
}

export type ProbabilitySource = (item: RenderedItem, atSample: number) => Promise<{ probability: number; computeMs: number }>;

/** Smart Turn on the streamed log-mel features of the item (the whole item is the caller's turn). */
export function smartTurnSource(model: EndOfTurnModel): ProbabilitySource {
  let current: { id: string; mel: StreamingLogMel; fed: number } | undefined;
  return async (item, atSample) => {
    if (!current || current.id !== item.item.id || current.fed > atSample) current = { id: item.item.id, mel: new StreamingLogMel(), fed: 0 };
    // Feeding happens while the caller speaks in the agent, so it is not part of the decision time.
    current.mel.push(item.samples.subarray(current.fed, atSample));
    current.fed = atSample;
    const started = performance.now();
    const probability = await model.predict(current.mel.features());
    return { probability, computeMs: performance.now() - started };
  };
}

/** The v1-mini model takes at most the last 1.2 s of 16 kHz PCM (it refuses more). */
const LIVEKIT_WINDOW_SAMPLES = 19_200;

/** LiveKit's turn-detector-v1-mini (`@livekit/local-inference`): the last 1.2 s of raw 16 kHz PCM. */
export function livekitSource(): ProbabilitySource {
  return async (item, atSample) => {
    const started = performance.now();
    const probability = await livekitPredict(item.samples.slice(Math.max(0, atSample - LIVEKIT_WINDOW_SAMPLES), atSample));
    return { probability, computeMs: performance.now() - started };
  };
}

export function cached(source: ProbabilitySource): ProbabilitySource {
  const memo = new Map<string, { probability: number; computeMs: number }>();
  return async (item, atSample) => {
    const key = `${item.item.id}@${atSample}`;
    let hit = memo.get(key);
    if (!hit) {
      hit = await source(item, atSample);
      memo.set(key, hit);
    }
    return hit;
  };
}

export interface ModelDetectorOptions {
  id: string;
  label: string;
  source: ProbabilitySource;
  threshold: number;
  vadSilenceMs: number;
  /** Put the dictation rules in front: a number or a lead-in being dictated holds the turn whatever the model says. */
  withRules: boolean;
}

/** One look at the VAD's report: the model's verdict then is final. */
export function modelDetector(o: ModelDetectorOptions): DetectorConfig {
  return scheduledDetector({ ...o, looks: [{ silenceMs: 0, threshold: o.threshold }] });
}

export interface ScheduledDetectorOptions {
  id: string;
  label: string;
  source: ProbabilitySource;
  vadSilenceMs: number;
  /** Ascending silences; the first look whose probability reaches its threshold ends the turn. */
  looks: readonly Look[];
  withRules: boolean;
  /** A second model that must also agree (≥ its threshold) before a look ends the turn. */
  second?: { source: ProbabilitySource; threshold: number };
}

/**
 * The model asked again as the silence grows, with a threshold that falls: a confident "finished"
 * ends the turn at the first look, a doubtful one only after a longer silence. Each look hears the
 * audio up to its own moment (the silence included) and nothing after; a caller who speaks again
 * cancels the looks still to come.
 */
export function scheduledDetector(o: ScheduledDetectorOptions): DetectorConfig {
  return {
    id: o.id,
    label: o.label,
    vadSilenceMs: o.vadSilenceMs,
    minDelayMs: 0,
    maxDelayMs: FALLBACK_MS,
    judge: async (item: RenderedItem, pause: Pause): Promise<Judgement> => {
      if (o.withRules && looksUnfinished(pause.transcript, item.item.lang as Lang)) return { verdict: "hold", computeMs: 0 };
      const perMs = item.sampleRate / 1000;
      for (const look of o.looks) {
        const at = Math.max(pause.atSample, pause.lastSpeechSample + Math.round(look.silenceMs * perMs));
        if (at >= pause.resumesAtSample || at > item.samples.length) break;
        const { probability, computeMs } = await o.source(item, at);
        if (probability < look.threshold) continue;
        if (o.second) {
          const other = await o.second.source(item, at);
          if (other.probability < o.second.threshold) continue;
          return { verdict: "end", atSample: at, computeMs: Math.max(computeMs, other.computeMs), probability };
        }
        return { verdict: "end", atSample: at, computeMs, probability };
      }
      return { verdict: "hold", computeMs: 0 };
    },
  };
}
