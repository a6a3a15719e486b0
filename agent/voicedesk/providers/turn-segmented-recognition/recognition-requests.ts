import { type stt } from "@livekit/agents";
import { type AudioFrame } from "@livekit/rtc-node";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("agent.recognition");

/** Requests go out in order, one at a time, without holding up the VAD's events. */
export class RecognitionRequests {
  #chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly recogniser: stt.STT,
    /** The stream's abort signal, read when a request goes out and when it fails. */
    private readonly abortSignal: () => AbortSignal,
    /** Hands a transcript to the stream's reader (unless the stream has closed). */
    private readonly deliver: (event: stt.SpeechEvent) => void,
  ) {}

  send(frame: AudioFrame, speechEndTime: number | undefined): void {
    this.#chain = this.#chain.then(() => this.#recognise(frame, speechEndTime));
  }

  /** Settles once every request sent so far has. */
  get settled(): Promise<void> {
    return this.#chain;
  }

  async #recognise(frame: AudioFrame, speechEndTime: number | undefined): Promise<void> {
    try {
      const event = await this.recogniser.recognize(frame, this.abortSignal());
      if (!event.alternatives?.[0]?.text) return;
      this.deliver({ ...event, speechEndTime: event.speechEndTime ?? speechEndTime });
    } catch (err) {
      // One failed request loses this turn's words, not the call's recognition.
      if (!this.abortSignal().aborted) log.warn({ err: (err as Error).message }, "recognition_request_failed");
    }
  }
}
