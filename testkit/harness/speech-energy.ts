/**
 * How much of an audio stream carries speech, by loudness. Good enough to tell "the agent spoke"
 * from "silence, comfort noise or a dead track" without a recogniser; not a voice activity model.
 * Pure, no I/O.
 */
export interface PcmFrameLike {
  data: Int16Array;
  sampleRate: number;
  channels: number;
  samplesPerChannel: number;
}

/** Root-mean-square level in dB relative to full scale; -Infinity for digital silence. */
export function rmsDbfs(samples: Int16Array): number {
  if (samples.length === 0) return -Infinity;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]! / 32768;
    sum += s * s;
  }
  const rms = Math.sqrt(sum / samples.length);
  return rms === 0 ? -Infinity : 20 * Math.log10(rms);
}

export interface SpeechEnergySummary {
  frames: number;
  totalMs: number;
  /** Milliseconds of frames louder than the threshold. */
  voicedMs: number;
  peakDbfs: number;
}

/**
 * Speech sits around -30..-10 dBFS; Opus-decoded silence and line noise stay below -50.
 * -40 leaves margin on both sides.
 */
export const DEFAULT_SPEECH_THRESHOLD_DBFS = -40;

export class SpeechEnergyMeter {
  private summaryState: SpeechEnergySummary = { frames: 0, totalMs: 0, voicedMs: 0, peakDbfs: -Infinity };

  constructor(private readonly thresholdDbfs = DEFAULT_SPEECH_THRESHOLD_DBFS) {}

  /** Returns whether this frame counted as voiced. */
  push(frame: PcmFrameLike): boolean {
    const level = rmsDbfs(frame.data);
    const ms = (frame.samplesPerChannel / frame.sampleRate) * 1000;
    const s = this.summaryState;
    s.frames += 1;
    s.totalMs += ms;
    s.peakDbfs = Math.max(s.peakDbfs, level);
    const voiced = level >= this.thresholdDbfs;
    if (voiced) s.voicedMs += ms;
    return voiced;
  }

  summary(): SpeechEnergySummary {
    return { ...this.summaryState };
  }

  /** At least `minVoicedMs` of loud-enough audio: a word or two, not a click. */
  hasSpeech(minVoicedMs = 300): boolean {
    return this.summaryState.voicedMs >= minVoicedMs;
  }
}

/** Convenience for a finished batch of frames. */
export function measureSpeech(frames: Iterable<PcmFrameLike>, thresholdDbfs = DEFAULT_SPEECH_THRESHOLD_DBFS): SpeechEnergySummary {
  const meter = new SpeechEnergyMeter(thresholdDbfs);
  for (const f of frames) meter.push(f);
  return meter.summary();
}
