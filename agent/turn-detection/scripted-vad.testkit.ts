/**
 * A VAD for tests whose judgements the test makes: it reports what it "judged" at the audio times
 * the test names, whenever the test calls it — which is how a VAD running behind the audio is played.
 * The audio that reaches its input is the test's too (`arrive`), so a CallerAudioClock on it sees
 * the arrival clock and the judged clock apart.
 */
import { VAD, VADEventType, VADStream } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";
import { ReadableStream, type ReadableStreamDefaultController } from "node:stream/web";

const RATE = 16_000;

export class ScriptedVadStream extends VADStream {
  /** What the VAD reports having judged up to `atMs` of the caller's audio. */
  report(type: VADEventType, atMs: number, durations: { silenceMs?: number; speechMs?: number } = {}): void {
    this.sendVADEvent({
      type,
      samplesIndex: Math.round((atMs * RATE) / 1000),
      timestamp: atMs,
      silenceDuration: durations.silenceMs ?? 0,
      speechDuration: durations.speechMs ?? 0,
      frames: [],
      probability: type === VADEventType.END_OF_SPEECH ? 0 : 0.9,
      inferenceDuration: 1,
      speaking: type === VADEventType.START_OF_SPEECH,
      rawAccumulatedSilence: 0,
      rawAccumulatedSpeech: 0,
    });
  }

  /** Silence judged window by window from `fromMs` to `toMs`. */
  silence(fromMs: number, toMs: number): void {
    for (let at = fromMs + 32; at <= toMs; at += 32) this.report(VADEventType.INFERENCE_DONE, at, { silenceMs: at - fromMs });
  }
}

export class ScriptedVad extends VAD {
  readonly label = "scripted";
  streams: ScriptedVadStream[] = [];
  constructor() {
    super({ updateInterval: 32 });
  }
  stream(): ScriptedVadStream {
    const stream = new ScriptedVadStream(this);
    this.streams.push(stream);
    return stream;
  }
}

/** Caller audio the test hands over as it "arrives": `ms` of silent 16 kHz frames at a time. */
export function arrivingAudio(): { stream: ReadableStream<AudioFrame>; arrive(ms: number, level?: number): void } {
  let controller!: ReadableStreamDefaultController<AudioFrame>;
  const stream = new ReadableStream<AudioFrame>({ start: (c) => void (controller = c) });
  return {
    stream,
    /** `ms` of audio at a constant sample value `level` (0: digital silence; 3000 is ≈ −21 dBFS, a voice). */
    arrive(ms, level = 0) {
      const samples = Math.round((RATE * ms) / 1000);
      controller.enqueue(new AudioFrame(new Int16Array(samples).fill(level), RATE, 1, samples));
    },
  };
}
