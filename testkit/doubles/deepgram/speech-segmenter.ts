/**
 * Part of the Deepgram TEST DOUBLE. Cuts a caller's raw linear16 audio into speech segments by
 * loudness, on the audio clock (seconds of audio received), never on wall time: the real
 * plugin pushes audio faster than real time in tests and stops sending during long silences
 * (its AudioEnergyFilter), and Deepgram's own timestamps are audio-clock too.
 *
 * This is what makes the double honest: it may read the words from a test's script, but it only
 * says them after it really heard a voice followed by a pause. Pure, no I/O.
 */
import { DEFAULT_SPEECH_THRESHOLD_DBFS, rmsDbfs } from "../../harness/speech-energy";

export interface SegmenterOptions {
  sampleRate: number;
  /** Metering window. Deepgram-like endpointing needs resolution finer than the 100 ms chunks the plugin sends. */
  frameMs?: number;
  thresholdDbfs?: number;
  /**
   * Loud white noise crosses zero on about half of all samples; voiced speech far less often
   * (espeak vowels 0.03–0.2 at 16 kHz, fricatives up to ~0.5, which the pause logic absorbs).
   * Without this guard a hiss above −40 dBFS would count as a caller speaking.
   */
  maxZeroCrossingRate?: number;
  /** Voiced audio needed before the segment counts as speech onset (SpeechStarted). */
  onsetVoicedMs?: number;
  /** Silence that ends a segment (the double's endpointing). */
  endSilenceMs: number;
}

export interface SpeechSegment {
  /** Audio-clock start of the first voiced frame, seconds. */
  startSec: number;
  /** Audio-clock end of the last voiced frame, seconds. */
  lastVoicedEndSec: number;
  voicedMs: number;
  onsetReported: boolean;
}

export type SegmenterEvent = { kind: "onset"; segment: SpeechSegment } | { kind: "voiced"; segment: SpeechSegment } | { kind: "end"; segment: SpeechSegment };

export interface FrameVerdict {
  dbfs: number;
  zeroCrossingRate: number;
  voiced: boolean;
}

export const DEFAULT_MAX_ZERO_CROSSING_RATE = 0.4;

export function zeroCrossingRate(samples: Int16Array): number {
  if (samples.length < 2) return 0;
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) {
    if (samples[i]! >= 0 !== samples[i - 1]! >= 0) crossings++;
  }
  return crossings / (samples.length - 1);
}

export function judgeFrame(samples: Int16Array, thresholdDbfs: number, maxZcr: number): FrameVerdict {
  const dbfs = rmsDbfs(samples);
  const zcr = zeroCrossingRate(samples);
  return { dbfs, zeroCrossingRate: zcr, voiced: dbfs >= thresholdDbfs && zcr <= maxZcr };
}

export class SpeechSegmenter {
  private readonly frameBytes: number;
  private readonly thresholdDbfs: number;
  private readonly maxZcr: number;
  private readonly onsetVoicedMs: number;
  private readonly frameSec: number;
  private pending: Buffer = Buffer.alloc(0);
  private samplesSeen = 0;
  private segment: SpeechSegment | undefined;
  private silenceRunMs = 0;
  private lastVoicedEndSec = 0;

  constructor(private readonly opts: SegmenterOptions) {
    const frameMs = opts.frameMs ?? 20;
    const samplesPerFrame = Math.max(1, Math.round((opts.sampleRate * frameMs) / 1000));
    this.frameBytes = samplesPerFrame * 2;
    this.frameSec = samplesPerFrame / opts.sampleRate;
    this.thresholdDbfs = opts.thresholdDbfs ?? DEFAULT_SPEECH_THRESHOLD_DBFS;
    this.maxZcr = opts.maxZeroCrossingRate ?? DEFAULT_MAX_ZERO_CROSSING_RATE;
    this.onsetVoicedMs = opts.onsetVoicedMs ?? 100;
  }

  /** Seconds of audio received so far. */
  get audioSec(): number {
    return this.samplesSeen / this.opts.sampleRate;
  }

  /** Audio-clock end of the last voiced frame heard on this stream (0 before any). */
  get lastVoicedSec(): number {
    return this.lastVoicedEndSec;
  }

  get openSegment(): SpeechSegment | undefined {
    return this.segment === undefined ? undefined : { ...this.segment };
  }

  /** Feeds raw little-endian 16-bit mono bytes; chunks may split samples and frames anywhere. */
  push(bytes: Buffer): SegmenterEvent[] {
    this.pending = this.pending.length === 0 ? bytes : Buffer.concat([this.pending, bytes]);
    const events: SegmenterEvent[] = [];
    let offset = 0;
    while (this.pending.length - offset >= this.frameBytes) {
      // slice() of the ArrayBuffer copies into a fresh, 2-byte-aligned buffer for the Int16Array view.
      const start = this.pending.byteOffset + offset;
      const samples = new Int16Array(this.pending.buffer.slice(start, start + this.frameBytes));
      offset += this.frameBytes;
      this.meterFrame(samples, events);
    }
    this.pending = Buffer.from(this.pending.subarray(offset));
    return events;
  }

  /** Ends the open segment now (Finalize / CloseStream): whatever was heard is final. */
  flush(): SpeechSegment | undefined {
    const open = this.segment;
    this.segment = undefined;
    this.silenceRunMs = 0;
    return open;
  }

  private meterFrame(samples: Int16Array, events: SegmenterEvent[]): void {
    const frameStartSec = this.samplesSeen / this.opts.sampleRate;
    this.samplesSeen += samples.length;
    const frameMs = this.frameSec * 1000;
    const { voiced } = judgeFrame(samples, this.thresholdDbfs, this.maxZcr);

    if (voiced) {
      this.lastVoicedEndSec = frameStartSec + this.frameSec;
      this.silenceRunMs = 0;
      this.segment ??= { startSec: frameStartSec, lastVoicedEndSec: frameStartSec, voicedMs: 0, onsetReported: false };
      const seg = this.segment;
      seg.voicedMs += frameMs;
      seg.lastVoicedEndSec = this.lastVoicedEndSec;
      if (!seg.onsetReported && seg.voicedMs >= this.onsetVoicedMs) {
        seg.onsetReported = true;
        events.push({ kind: "onset", segment: { ...seg } });
      }
      if (seg.onsetReported) events.push({ kind: "voiced", segment: { ...seg } });
      return;
    }

    if (this.segment === undefined) return;
    this.silenceRunMs += frameMs;
    if (this.silenceRunMs >= this.opts.endSilenceMs) {
      events.push({ kind: "end", segment: { ...this.segment } });
      this.segment = undefined;
      this.silenceRunMs = 0;
    }
  }
}
