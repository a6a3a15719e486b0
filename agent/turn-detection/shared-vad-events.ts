import { VADEventType, type VADEvent, type VADStream } from "@livekit/agents";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("agent.vad");

/** What a follower of a call's VAD is told. */
export interface VadListener {
  /**
   * One event of the call's VAD, as the VAD sends it. `readSamples`: the caller's audio the VAD has
   * judged so far, in samples since the call's first VAD stream began — the end of the event's window.
   */
  event(ev: VADEvent, readSamples: number): void;
  /** The VAD stream was closed: no more events come unless the session opens another one. */
  stopped(): void;
}

/**
 * One call's VAD events, for every part of the call that needs them, from the one VAD stream the
 * session runs.
 *
 * Why: the local recogniser's segmenter (TurnSegmentedRecognition) opened a Silero stream of its own
 * over the same caller audio, so every call ran the VAD twice (the job hosts' profile, suite
 * `calls`: two VAD pumps per call). It now follows the session's stream through this.
 *
 * Followers hear each event synchronously as the VAD sends it, before the session reads it: a
 * window's audio is still as the VAD handed it out. A follower that throws is logged, never lets the
 * VAD (the session's turn-taking) fail.
 */
export class SharedVadEvents {
  #listeners = new Set<VadListener>();
  #stream: VADStream | undefined;
  #readSamples = 0;
  #open = false;
  #recognised = 0;

  /** Caller audio (samples) the call's VAD has judged, over all its streams. */
  get readSamples(): number {
    return this.#readSamples;
  }

  /** Whether the session's VAD stream is running (opened and not yet closed). */
  get open(): boolean {
    return this.#open;
  }

  /** The session's VAD stream: its events go to the followers from now on. Returns the same stream. */
  follow<S extends VADStream>(stream: S): S {
    this.#stream = stream;
    this.#open = true;
    const own = () => this.#stream === stream;
    // sendVADEvent is the one funnel every event of a stream goes through, called on `this`.
    const send = (stream["sendVADEvent"] as (ev: VADEvent) => boolean).bind(stream);
    Object.defineProperty(stream, "sendVADEvent", {
      configurable: true,
      writable: true,
      value: (ev: VADEvent): boolean => {
        const sent = send(ev);
        if (sent && own()) this.#publish(ev);
        return sent;
      },
    });
    const close = stream.close.bind(stream);
    stream.close = () => {
      try {
        close();
      } finally {
        if (own() && this.#open) {
          this.#open = false;
          for (const listener of this.#listeners) this.#tell(listener, (l) => l.stopped());
        }
      }
    };
    return stream;
  }

  /**
   * Where `samples` of the caller's audio handed to the call's recogniser start, in the VAD's sample
   * positions; each call moves the position on. The recogniser is given the call's audio from its
   * start, in order, as the VAD is (agents-js tees the same frames to both), so the count of what it
   * was given is the position — also for a recognition stream opened later in the call
   * (ReopenableRecognition.reopen), which starts where the last one stopped.
   *
   * Why not where the VAD is now: on a busy host the VAD runs seconds behind the recogniser's input
   * (4.8 s at 10 calls), and a stream placed there cut every later request that far before its audio.
   * Counted when a frame is handed over, not when a stream reads it: a stream that was just replaced
   * may still be reading its last frames.
   */
  recognitionInput(samples: number): number {
    const at = this.#recognised;
    this.#recognised += samples;
    return at;
  }

  /** Follow the call's VAD; returns the way to stop. */
  subscribe(listener: VadListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #publish(ev: VADEvent): void {
    if (ev.type === VADEventType.INFERENCE_DONE) for (const f of ev.frames) this.#readSamples += f.samplesPerChannel;
    const read = this.#readSamples;
    for (const listener of this.#listeners) this.#tell(listener, (l) => l.event(ev, read));
  }

  #tell(listener: VadListener, call: (l: VadListener) => void): void {
    try {
      call(listener);
    } catch (err) {
      log.warn({ err: (err as Error).constructor.name, message: (err as Error).message }, "vad_follower_failed");
    }
  }
}
