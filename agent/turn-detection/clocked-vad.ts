import { VAD, type VADStream } from "@livekit/agents";
import type { CallerAudioClock } from "./caller-audio-clock";

/**
 * One call's view of the process's VAD for its session: the same model and options, with the
 * session's stream watched by the call's audio clock. Other streams of the call (the local
 * recogniser's segmenter) take the process's VAD itself (`unclocked`), so only the session's
 * stream moves the clock.
 */
export class ClockedVad extends VAD {
  readonly label: string;

  constructor(
    readonly inner: VAD,
    private readonly clock: CallerAudioClock,
  ) {
    super(inner.capabilities);
    this.label = inner.label;
  }

  // The session checks the turn detector's silence floor against this knob.
  override get minSilenceDuration(): number | null {
    return this.inner.minSilenceDuration;
  }

  stream(): VADStream {
    const stream = this.inner.stream();
    // A stream reports its metrics to the VAD it belongs to; the session listens on this one.
    stream["vad"] = this;
    return this.clock.observe(stream);
  }
}

/** The VAD to open a stream of one's own on: the process's, never the clocked view. */
export function unclocked(vad: VAD): VAD {
  return vad instanceof ClockedVad ? vad.inner : vad;
}
