/**
 * One detector over one rendered item, on the audio clock: the VAD's end-of-speech events are the
 * moments a detector is asked; its answer ends the turn now or holds it until the fallback delay,
 * unless the caller speaks again first. The first decision is the outcome.
 */
import type { RenderedItem } from "~/testkit/turn-taking/render-set";
import { replayVad, SILERO_DEFAULTS, type VadEvent, type VadTrace } from "./vad-trace";

/** What a detector knows when the VAD reports a pause. */
export interface Pause {
  /** The sample at which the VAD reported the end of speech (the detector runs from here). */
  atSample: number;
  /** The caller's last voiced sample before the pause. */
  lastSpeechSample: number;
  /** What a streaming recogniser would have written so far (interim transcript). */
  transcript: string;
  /**
   * The caller speaks again here (Infinity: never). A detector that asks again as the silence grows
   * stops at this sample, as the agent's detector is cancelled when the VAD hears the caller again;
   * it never reads audio past the moment it judges.
   */
  resumesAtSample: number;
}

export interface Judgement {
  verdict: "end" | "hold";
  /** For a later look ("end" after more silence): the sample it judged at; default the VAD's report. */
  atSample?: number;
  /** Wall time the detector took (features, inference), added to the decision time. */
  computeMs: number;
  probability?: number;
}

export interface DetectorConfig {
  id: string;
  label: string;
  vadSilenceMs: number;
  /** The turn never ends sooner than this after the last speech (the session's minimum endpointing delay). */
  minDelayMs: number;
  /** Held turns end this long after the last speech if the caller stays silent. */
  maxDelayMs: number;
  judge(item: RenderedItem, pause: Pause): Promise<Judgement>;
}

export interface Outcome {
  /** Sample of the decision, undefined when the turn never ended (a dropped turn). */
  decisionSample?: number;
  /** Decided before the caller had finished: the line would have cut them off. */
  cutOff: boolean;
  /** ms from the end of the caller's last word to the decision (complete, not cut off). */
  silenceMs?: number;
  /** Ended by the fallback delay rather than by the detector's own "end". */
  byFallback: boolean;
  pausesJudged: number;
}

/** Words of the item heard by `sample`: whole segments, and the share of the current one already spoken. */
export function transcriptAt(item: RenderedItem, sample: number): string {
  const words: string[] = [];
  item.item.segments.forEach((text, i) => {
    const start = item.segmentStarts[i]!;
    const end = item.segmentEnds[i]!;
    if (sample >= end) words.push(text);
    else if (sample > start) {
      const all = text.split(/\s+/);
      words.push(all.slice(0, Math.floor((all.length * (sample - start)) / (end - start))).join(" "));
    }
  });
  return words.join(" ").trim();
}

export async function simulate(item: RenderedItem, trace: VadTrace, detector: DetectorConfig): Promise<Outcome> {
  const events: VadEvent[] = replayVad(trace, { ...SILERO_DEFAULTS, minSilenceMs: detector.vadSilenceMs });
  const rate = item.sampleRate;
  const toSamples = (ms: number) => Math.round((ms * rate) / 1000);
  const finalEnd = item.segmentEnds[item.segmentEnds.length - 1]!;
  let pausesJudged = 0;
  const nextStartAfter = (sample: number) => events.find((e) => e.type === "start" && e.atSample > sample)?.atSample ?? Infinity;
  for (const ev of events) {
    if (ev.type !== "end") continue;
    const lastSpeech = ev.lastSpeechSample!;
    pausesJudged++;
    const resumes = nextStartAfter(ev.atSample);
    const judgement = await detector.judge(item, {
      atSample: ev.atSample,
      lastSpeechSample: lastSpeech,
      transcript: transcriptAt(item, lastSpeech),
      resumesAtSample: resumes,
    });
    const decision =
      judgement.verdict === "end"
        ? Math.max((judgement.atSample ?? ev.atSample) + toSamples(judgement.computeMs), lastSpeech + toSamples(detector.minDelayMs))
        : lastSpeech + toSamples(detector.maxDelayMs);
    if (decision >= resumes || decision > item.samples.length) continue;
    const cutOff = decision < finalEnd;
    return {
      decisionSample: decision,
      cutOff,
      silenceMs: cutOff ? undefined : ((decision - finalEnd) / rate) * 1000,
      byFallback: judgement.verdict === "hold",
      pausesJudged,
    };
  }
  return { cutOff: false, byFallback: false, pausesJudged };
}
