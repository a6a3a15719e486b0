import { AudioFrame } from "@livekit/rtc-node";

/**
 * Cuts a stream of interleaved 16-bit samples into equal frames. The session's audio output paces
 * playout per frame, so small even frames let a barge-in stop speech within one frame.
 */
export class PcmFramer {
  private pending: Int16Array = new Int16Array(0);
  private readonly samplesPerFrame: number;

  constructor(
    private readonly sampleRate: number,
    private readonly channels: number,
    frameMs = 20,
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
