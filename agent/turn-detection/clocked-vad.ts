import { VAD, type VADStream } from "@livekit/agents";
import type { CallerAudioClock } from "./caller-audio-clock";
import { SharedVadEvents } from "./shared-vad-events";

/**
 * One call's view of the process's VAD for its session: the same model and options, with the
 * session's stream watched by the call's audio clock, and its events shared (`events`) with the
 * rest of the call (the local recogniser's segmenter), so that a call runs one VAD stream. A stream
 * opened elsewhere on the process's VAD itself (`unclocked`) would not move the clock.
 */
export class ClockedVad extends VAD {
  readonly label: string;
  /** The session's VAD events, for the call's other followers. */
  readonly events = new SharedVadEvents();

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
    return this.clock.observe(this.events.follow(stream));
  }
}

/** The VAD to open a stream of one's own on: the process's, never the clocked view. */
export function unclocked(vad: VAD): VAD {
  return vad instanceof ClockedVad ? vad.inner : vad;
}
