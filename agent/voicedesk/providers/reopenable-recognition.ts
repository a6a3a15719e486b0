import type { stt } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { ReadableStream } from "node:stream/web";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("agent.recognition");

/**
 * One recognition stream at a time over the call's audio, with a way to move to a fresh stream
 * after the recogniser's options changed (the language lock).
 *
 * Why not the plugin's own `stream.updateOptions`: in agents-plugin-deepgram 1.9 it reconnects the
 * websocket but leaves the old send loop running on the same audio queue, so half of every later
 * frame goes to the closed socket and the recogniser never hears a whole utterance again (seen in
 * the spoken-call e2e test: 1.3 s of a 2.6 s question arrived). A fresh stream per option change
 * has no shared queue: the old one gets its end of input and finishes what it heard.
 */
/** What this class uses of a recogniser's stream (agents' stt.SpeechStream). */
export type RecognitionStream = Pick<stt.SpeechStream, "pushFrame" | "flush" | "endInput" | "close"> & AsyncIterable<stt.SpeechEvent>;
export interface StreamingRecogniser {
  stream(): RecognitionStream;
}

export class ReopenableRecognition {
  #current: RecognitionStream | undefined;
  #controller: ReadableStreamDefaultController<stt.SpeechEvent> | undefined;
  #open = 0;
  #audioDone = false;
  /** The session stopped reading (the call ended): its controller is closed, nothing more goes in. */
  #cancelled = false;

  constructor(private readonly recogniser: StreamingRecogniser) {}

  events(audio: ReadableStream<AudioFrame> | AsyncIterable<AudioFrame>): ReadableStream<stt.SpeechEvent> {
    return new ReadableStream<stt.SpeechEvent>({
      start: (controller) => {
        this.#controller = controller;
        this.#openStream();
        void this.#pump(audio);
      },
      cancel: () => {
        this.#cancelled = true;
        this.#audioDone = true;
        this.#current?.close();
      },
    });
  }

  /**
   * The caller finished: ask the recogniser for its final words now (Deepgram's Finalize; the
   * local Whisper's request for the turn, see TurnSegmentedRecognition) instead of after its own
   * endpointing delay or pause, so the end-of-turn decision has them at once. Recognition goes on
   * in the same stream.
   */
  finalizeNow(): void {
    if (!this.#audioDone) this.#current?.flush();
  }

  /** The recogniser's options changed: new audio goes to a new stream from now on. */
  reopen(): void {
    if (!this.#controller || this.#audioDone) return;
    const old = this.#current;
    this.#openStream();
    old?.endInput();
    log.info({ streams: this.#open }, "recognition_stream_reopened");
  }

  #openStream(): void {
    const stream = this.recogniser.stream();
    this.#current = stream;
    this.#open += 1;
    void (async () => {
      try {
        for await (const event of stream) if (!this.#cancelled) this.#controller?.enqueue(event);
      } catch (err) {
        log.warn({ err: (err as Error).message }, "recognition_stream_failed");
      } finally {
        this.#open -= 1;
        // After a cancel the controller is already closed: closing it again threw into nowhere (an
        // unhandled rejection at the end of every call).
        if (this.#audioDone && this.#open === 0 && !this.#cancelled) this.#controller?.close();
      }
    })();
  }

  async #pump(audio: ReadableStream<AudioFrame> | AsyncIterable<AudioFrame>): Promise<void> {
    try {
      for await (const frame of audio) this.#current?.pushFrame(frame);
    } finally {
      this.#audioDone = true;
      this.#current?.endInput();
    }
  }
}
