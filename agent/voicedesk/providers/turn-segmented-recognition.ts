import { stt, VADEventType, type APIConnectOptions, type VAD, type VADEvent, type VADStream } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("agent.recognition");

/**
 * A pause shorter than this stays inside the request the recogniser is sent: the comma of "Good
 * afternoon, I have a question about visiting hours" or a breath between two phrases (synthetic and
 * real callers pause 200–450 ms there). Silero's own default window, the one the line used before
 * the end-of-turn model brought the VAD's report down to 100 ms; measured on the comma questions of
 * own-speech-segments' neighbour test: one request at 550 ms, two at 100 ms.
 */
export const RECOGNITION_GAP_MS = 550;

/**
 * A caller who never pauses this long (or a line whose noise the VAD takes for speech) is sent in
 * pieces of this length: Whisper reads 30 s at a time, and the audio kept must stay bounded.
 */
export const LONGEST_REQUEST_MS = 30_000;

export interface SegmentLimits {
  gapMs: number;
  longestMs: number;
}

/**
 * A recogniser that is not streaming (the OpenAI-compatible local Whisper) behind the VAD, sent the
 * caller's audio once per *turn* rather than once per VAD pause.
 *
 * Why not agents-js's StreamAdapter: it sends a request at every END_OF_SPEECH of the VAD it is
 * given, and the session's VAD reports a pause after 100 ms for the end-of-turn model. A question
 * with a comma then reached Whisper as two requests, each decoded without the other's context
 * ("Goedemiddag," | "ik heb een vraag…"), and the second waited behind the first. Here the VAD's
 * pauses only mark where the caller's sound ended; the request goes out when
 * - the line's end-of-turn detector heard a finished turn (`flush()`, from finalizeNow), at once, or
 * - the caller stayed quiet for RECOGNITION_GAP_MS (a turn the detector is still unsure of: its words
 *   must be ready when it decides, and a longer pause is a phrase of its own), or
 * - the call's audio ends.
 * The request is the caller's audio from the VAD's pre-roll before the first word to the VAD's
 * report after the last one, pauses included, as the caller said it.
 */
export class TurnSegmentedRecognition extends stt.STT {
  readonly label: string;

  constructor(
    private readonly recogniser: stt.STT,
    private readonly vad: VAD,
    private readonly limits: SegmentLimits = { gapMs: RECOGNITION_GAP_MS, longestMs: LONGEST_REQUEST_MS },
  ) {
    super({ streaming: true, interimResults: false });
    this.label = `voicedesk.TurnSegmented<${recogniser.label}>`;
    recogniser.on("metrics_collected", (metrics) => this.emit("metrics_collected", metrics));
    recogniser.on("error", (error) => this.emit("error", error));
  }

  protected _recognize(frame: AudioFrame | AudioFrame[], abortSignal?: AbortSignal): Promise<stt.SpeechEvent> {
    return this.recogniser.recognize(frame, abortSignal);
  }

  stream(options?: { connOptions?: APIConnectOptions }): stt.SpeechStream {
    return new TurnSegmentedStream(this, this.recogniser, this.vad.stream(), this.limits, options?.connOptions);
  }
}

/** The caller's audio since the VAD first heard them, up to where it last heard them stop. */
class OpenSegment {
  #chunks: Int16Array[] = [];
  #samples = 0;
  /** Samples up to the VAD's last END_OF_SPEECH; undefined while the caller is speaking. */
  soundEnd: number | undefined;
  /** Wall-clock time of the caller's last sound (the session's clock for the turn's timings). */
  speechEndTime: number | undefined;

  constructor(
    readonly sampleRate: number,
    preRoll: Int16Array,
  ) {
    this.append(preRoll);
  }

  append(pcm: Int16Array): void {
    // The VAD hands out views of a buffer it reuses: keep copies (see own-speech-segments).
    this.#chunks.push(pcm.slice());
    this.#samples += pcm.length;
  }

  get samples(): number {
    return this.#samples;
  }

  /** Silence after the caller's last sound so far, ms (0 while they speak). */
  pausedMs(vadSilenceMs: number): number {
    if (this.soundEnd === undefined) return 0;
    return vadSilenceMs + ((this.#samples - this.soundEnd) * 1000) / this.sampleRate;
  }

  /** One frame from the pre-roll to the VAD's last report of the caller stopping. */
  toFrame(): AudioFrame {
    const end = this.soundEnd ?? this.#samples;
    const pcm = new Int16Array(end);
    let at = 0;
    for (const chunk of this.#chunks) {
      if (at >= end) break;
      const part = chunk.subarray(0, Math.min(chunk.length, end - at));
      pcm.set(part, at);
      at += part.length;
    }
    return new AudioFrame(pcm, this.sampleRate, 1, end);
  }
}

/** The VAD judges 32 ms windows: audio short of one more window is all it can leave unread. */
const VAD_WINDOW_MS = 32;

class TurnSegmentedStream extends stt.SpeechStream {
  readonly label: string;
  #segment: OpenSegment | undefined;
  /** finalizeNow arrived while this stream's VAD still heard speech: cut at its next report. */
  #cutAtNextPause = false;
  /** Requests go out in order, one at a time, without holding up the VAD's events. */
  #requests: Promise<void> = Promise.resolve();
  #vadSilenceMs = 0;
  /**
   * The VAD reads the audio behind the input, on its own queue. A flush and the end of input are
   * about the audio pushed before them, so they take effect once the VAD has read that far.
   */
  #pushedSamples = 0;
  #readSamples = 0;
  #windowSamples = 0;
  #flushAt: number | undefined;
  #inputEndAt: number | undefined;
  #vadDone!: () => void;
  readonly #vadDoneSignal = new Promise<void>((resolve) => (this.#vadDone = resolve));

  constructor(
    owner: stt.STT,
    private readonly recogniser: stt.STT,
    private readonly vadStream: VADStream,
    private readonly limits: SegmentLimits,
    connOptions?: APIConnectOptions,
  ) {
    super(owner, undefined, connOptions);
    this.label = `voicedesk.TurnSegmentedStream<${recogniser.label}>`;
  }

  override close(): void {
    super.close();
    this.#closeVad();
  }

  #vadClosed = false;
  /**
   * Closes the VAD stream once. The end of input and the stream's own close() both close it, and a
   * second close() of agents-js's VAD stream rejects ("WritableStream is closed") from a promise it
   * does not return — an unhandled rejection at the end of a call (the final fresh-clone run's).
   */
  #closeVad(): void {
    if (this.#vadClosed) return;
    this.#vadClosed = true;
    this.vadStream.close();
  }

  protected async run(): Promise<void> {
    const forwardInput = async () => {
      for await (const input of this.input) {
        if (typeof input === "symbol") {
          this.#flushAt = this.#pushedSamples;
        } else {
          this.#windowSamples ||= Math.round((input.sampleRate * VAD_WINDOW_MS) / 1000);
          this.#pushedSamples += input.samplesPerChannel;
          this.vadStream.pushFrame(input);
        }
        this.#catchUp();
      }
      this.#inputEndAt = this.#pushedSamples;
      this.#catchUp();
    };
    const followVad = async () => {
      const events = this.vadStream[Symbol.asyncIterator]();
      for (;;) {
        const next = await Promise.race([events.next(), this.#vadDoneSignal.then(() => undefined)]);
        if (!next || next.done) break;
        this.#onVadEvent(next.value);
        this.#catchUp();
      }
      await this.#requests;
    };
    await Promise.all([forwardInput(), followVad()]);
  }

  #onVadEvent(ev: VADEvent): void {
    switch (ev.type) {
      case VADEventType.START_OF_SPEECH: {
        this.queue.put({ type: stt.SpeechEventType.START_OF_SPEECH });
        const frame = ev.frames[0];
        if (this.#segment) this.#segment.soundEnd = undefined;
        else if (frame) this.#segment = new OpenSegment(frame.sampleRate, frame.data.subarray(0, frame.samplesPerChannel));
        break;
      }
      case VADEventType.INFERENCE_DONE: {
        for (const f of ev.frames) this.#readSamples += f.samplesPerChannel;
        const segment = this.#segment;
        // Before START_OF_SPEECH the window is in the pre-roll the START event carries.
        if (!segment) break;
        for (const f of ev.frames) segment.append(f.data.subarray(0, f.samplesPerChannel));
        if (segment.pausedMs(this.#vadSilenceMs) >= this.limits.gapMs) this.#cut("gap");
        else if ((segment.samples * 1000) / segment.sampleRate >= this.limits.longestMs) {
          this.#cut("too_long");
          // The caller goes on: the next piece starts where this one ended (in a pause, the next START_OF_SPEECH opens it).
          if (ev.speaking) this.#segment = new OpenSegment(segment.sampleRate, new Int16Array(0));
        }
        break;
      }
      case VADEventType.END_OF_SPEECH: {
        const speechEndTime = Date.now() - ev.silenceDuration - ev.inferenceDuration;
        this.queue.put({ type: stt.SpeechEventType.END_OF_SPEECH, speechEndTime });
        const segment = this.#segment;
        if (!segment) break;
        segment.speechEndTime = speechEndTime;
        this.#vadSilenceMs = ev.silenceDuration;
        segment.soundEnd = segment.samples;
        if (this.#cutAtNextPause) this.#cut("turn_end");
        else if (segment.pausedMs(this.#vadSilenceMs) >= this.limits.gapMs) this.#cut("gap");
        break;
      }
    }
  }

  /** A flush or the end of input takes effect once the VAD has read the audio pushed before it. */
  #catchUp(): void {
    const readUpTo = (sample: number) => sample - this.#readSamples < Math.max(1, this.#windowSamples);
    if (this.#flushAt !== undefined && readUpTo(this.#flushAt)) {
      this.#flushAt = undefined;
      this.#finalizeNow();
    }
    if (this.#inputEndAt !== undefined && readUpTo(this.#inputEndAt)) {
      this.#inputEndAt = undefined;
      // The call's audio ended in a pause: what the caller said is still theirs to be heard.
      if (this.#segment?.soundEnd !== undefined) this.#cut("input_end");
      this.#closeVad();
      this.#vadDone();
    }
  }

  /** The end-of-turn detector heard a finished turn: the caller's words go to the recogniser now. */
  #finalizeNow(): void {
    const segment = this.#segment;
    if (!segment) return;
    if (segment.soundEnd !== undefined) this.#cut("turn_end");
    else this.#cutAtNextPause = true;
  }

  #cut(reason: "turn_end" | "gap" | "input_end" | "too_long"): void {
    const segment = this.#segment;
    this.#segment = undefined;
    this.#cutAtNextPause = false;
    if (!segment) return;
    const frame = segment.toFrame();
    const audioMs = Math.round((frame.samplesPerChannel * 1000) / frame.sampleRate);
    log.info({ reason, audioMs }, "recognition_request");
    this.#requests = this.#requests.then(() => this.#recognise(frame, segment.speechEndTime));
  }

  async #recognise(frame: AudioFrame, speechEndTime: number | undefined): Promise<void> {
    try {
      const event = await this.recogniser.recognize(frame, this.abortSignal);
      if (!event.alternatives?.[0]?.text) return;
      if (!this.queue.closed) this.queue.put({ ...event, speechEndTime: event.speechEndTime ?? speechEndTime });
    } catch (err) {
      // One failed request loses this turn's words, not the call's recognition.
      if (!this.abortSignal.aborted) log.warn({ err: (err as Error).message }, "recognition_request_failed");
    }
  }
}
