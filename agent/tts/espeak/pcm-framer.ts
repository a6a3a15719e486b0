import { AudioFrame } from "@livekit/rtc-node";

/**
 * How long a frame of the line's voice is. Each frame crosses the session's audio output one by one
 * (web streams, the playout bookkeeping, an awaited hand-over to the media SDK's queue): that cost is
 * per frame, so 40 ms frames cost half what 20 ms frames did on a speaking call. A barge-in clears
 * the queued audio, not frame by frame, so it still stops the voice at once.
 */
export const SPOKEN_FRAME_MS = 40;

/** Cuts a stream of interleaved 16-bit samples into equal frames. */
export class PcmFramer {
  private pending: Int16Array = new Int16Array(0);
  private readonly samplesPerFrame: number;

  constructor(
    private readonly sampleRate: number,
    private readonly channels: number,
    frameMs = SPOKEN_FRAME_MS,
  ) {
    this.samplesPerFrame = Math.round((sampleRate * frameMs) / 1000) * channels;
  }

  push(samples: Int16Array): AudioFrame[] {
    if (samples.length === 0) return [];
    const all = new Int16Array(this.pending.length + samples.length);
    all.set(this.pending);
    all.set(samples, this.pending.length);
    const frames: AudioFrame[] = [];
    let offset = 0;
    while (all.length - offset >= this.samplesPerFrame) {
      frames.push(this.frame(all.slice(offset, offset + this.samplesPerFrame)));
      offset += this.samplesPerFrame;
    }
    this.pending = all.slice(offset);
    return frames;
  }

  /** The last, shorter frame (if any samples are left). */
  flush(): AudioFrame[] {
    const whole = this.pending.length - (this.pending.length % this.channels);
    const rest = this.pending.slice(0, whole);
    this.pending = new Int16Array(0);
    return rest.length === 0 ? [] : [this.frame(rest)];
  }

  private frame(data: Int16Array): AudioFrame {
    return new AudioFrame(data, this.sampleRate, this.channels, data.length / this.channels);
  }
}
