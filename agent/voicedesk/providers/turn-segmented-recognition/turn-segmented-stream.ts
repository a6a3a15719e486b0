import { stt, VADEventType, type APIConnectOptions, type VADEvent } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";
import { moduleLogger } from "~/lib/logger";
import { type VadListener } from "../../../turn-detection/shared-vad-events";
import { InputLedger } from "./input-ledger";
import { MisalignmentTripwire } from "./misalignment-tripwire";
import { MAX_PENDING_EVENTS, pendingVadEvent, type PendingVadEvent } from "./pending-vad-event";
import { RecognitionRequests } from "./recognition-requests";
import { type SegmentLimits } from "./request-bounds";
import { soundMs } from "./request-sound";
import { drainOwnVad, type VadSource } from "./vad-source";

const log = moduleLogger("agent.recognition");

/** The caller's audio since the VAD first heard them (sample positions). */
interface OpenSegment {
  start: number;
  /** Position of the VAD's last END_OF_SPEECH; undefined while the caller is speaking. */
  soundEnd: number | undefined;
  /** Wall-clock time of the caller's last sound (the session's clock for the turn's timings). */
  speechEndTime: number | undefined;
}

/** The VAD judges 32 ms windows: audio short of one more window is all it can leave unread. */
const VAD_WINDOW_MS = 32;
/**
 * Audio kept before the VAD's position for a segment's start: its pre-roll (500 ms) and the speech
 * that made it sure (a few windows), with room to spare.
 */
const KEEP_BEFORE_READ_MS = 2_000;

export class TurnSegmentedStream extends stt.SpeechStream implements VadListener {
  readonly label: string;
  #segment: OpenSegment | undefined;
  /** finalizeNow arrived while the VAD still heard speech: cut at its next report. */
  #cutAtNextPause = false;
  readonly #requests: RecognitionRequests;
  #vadSilenceMs = 0;
  #ledger: InputLedger | undefined;
  /** VAD events whose window this stream's input has not reached yet, in order. */
  #pending: PendingVadEvent[] = [];
  /** Where this stream's first input frame sits in the call's audio (SharedVadEvents.recognitionInput). */
  #inputFrom: number | undefined;
  readonly #misaligned: MisalignmentTripwire;
  /** Position up to which the VAD's events have been taken in. */
  #readSamples = 0;
  #sampleRate = 0;
  #windowSamples = 0;
  #lastWindowMuted = false;
  /** The VAD's speech state changed inside a muted stretch: follow what it says once the input sounds again. */
  #masked = false;
  /**
   * The VAD reads the audio behind the input. A flush and the end of input are about the audio
   * pushed before them, so they take effect once the VAD has read that far.
   */
  #flushAt: number | undefined;
  #inputEndAt: number | undefined;
  #unsubscribe: () => void;
  #finished = false;
  #vadDone!: () => void;
  readonly #vadDoneSignal = new Promise<void>((resolve) => (this.#vadDone = resolve));

  constructor(
    owner: stt.STT,
    private readonly recogniser: stt.STT,
    private readonly source: VadSource,
    private readonly limits: SegmentLimits,
    private readonly callId: string | undefined,
    connOptions?: APIConnectOptions,
  ) {
    super(owner, undefined, connOptions);
    this.label = `voicedesk.TurnSegmentedStream<${recogniser.label}>`;
    this.#requests = new RecognitionRequests(
      recogniser,
      () => this.abortSignal,
      (event) => {
        if (!this.queue.closed) this.queue.put(event);
      },
    );
    this.#misaligned = new MisalignmentTripwire(callId, (samples) => this.#ms(samples));
    this.#unsubscribe = source.events.subscribe(this);
    // Nobody else reads a stream of its own: its events are taken as sent (see SharedVadEvents).
    if (!source.shared) drainOwnVad(source.own);
  }

  override close(): void {
    super.close();
    this.#finish();
  }

  /** Each frame's place in the call's audio is taken as it is handed over, in the order given (see SharedVadEvents.recognitionInput). */
  override pushFrame(frame: AudioFrame): void {
    super.pushFrame(frame);
    const at = this.source.events.recognitionInput(frame.samplesPerChannel);
    this.#inputFrom ??= at;
  }

  #ownClosed = false;
  /**
   * Closes a VAD stream of its own once. The end of input and the stream's own close() both end it,
   * and a second close() of agents-js's VAD stream rejects ("WritableStream is closed") from a
   * promise it does not return — an unhandled rejection at the end of a call.
   */
  #closeOwn(): void {
    if (this.source.shared || this.#ownClosed) return;
    this.#ownClosed = true;
    this.source.own.close();
  }

  /** No more VAD events for this stream: it stops following, and run() may end. */
  #finish(): void {
    if (this.#finished) return;
    this.#finished = true;
    this.#unsubscribe();
    this.#closeOwn();
    this.#vadDone();
  }

  protected async run(): Promise<void> {
    for await (const input of this.input) {
      if (typeof input === "symbol") {
        this.#flushAt = this.#ledger?.end ?? 0;
      } else {
        if (!this.#ledger) {
          this.#sampleRate = input.sampleRate;
          this.#windowSamples = Math.round((input.sampleRate * VAD_WINDOW_MS) / 1000);
          this.#ledger = new InputLedger(this.#inputFrom ?? 0);
          this.#readSamples = this.#ledger.end;
        }
        this.#ledger.push(input.data.subarray(0, input.samplesPerChannel));
        if (!this.source.shared && !this.#ownClosed) this.source.own.pushFrame(input);
        this.#takeIn();
      }
      this.#catchUp();
    }
    this.#inputEndAt = this.#ledger?.end ?? 0;
    this.#takeIn();
    this.#catchUp();
    if (this.source.shared && !this.source.events.open) this.#endOfAudio();
    await this.#vadDoneSignal;
    await this.#requests.settled;
  }

  event(ev: VADEvent, at: number): void {
    if (this.#finished) return;
    this.#pending.push(pendingVadEvent(ev, at));
    // Input that stopped coming must not make the events pile up without end.
    if (this.#pending.length > MAX_PENDING_EVENTS) this.#pending.shift();
    this.#takeIn();
    this.#catchUp();
  }

  stopped(): void {
    // The session closed its VAD: what the caller said up to here is all there will be.
    if (this.#inputEndAt !== undefined) this.#endOfAudio();
  }

  /**
   * Takes in the VAD's events whose windows this stream's input has reached, and never one before:
   * a cut is taken from this input, and audio that has not arrived is none. Events about audio
   * before this stream's input began (a stream opened while the VAD, behind, still judged what the
   * one before it was given) are that stream's; once the input ended, events past its end are the
   * next one's, or nobody's.
   */
  #takeIn(): void {
    const ledger = this.#ledger;
    if (!ledger) return;
    const inputFrom = this.#inputFrom ?? 0;
    let taken = 0;
    while (taken < this.#pending.length) {
      const pending = this.#pending[taken]!;
      if (pending.at <= inputFrom) {
        taken += 1;
        continue;
      }
      if (pending.at > ledger.end) {
        if (this.#inputEndAt === undefined) break;
        taken = this.#pending.length;
        break;
      }
      taken += 1;
      if (pending.sound) this.#misaligned.check(ledger, pending.at - pending.sound.length, pending.sound);
      this.#onVadEvent(pending);
    }
    if (taken > 0) this.#pending.splice(0, taken);
    const keepFrom = Math.min(this.#segment?.start ?? Infinity, this.#readSamples - (KEEP_BEFORE_READ_MS * this.#sampleRate) / 1000);
    ledger.dropBefore(keepFrom);
  }

  #pausedMs(segment: OpenSegment): number {
    if (segment.soundEnd === undefined) return 0;
    return this.#vadSilenceMs + ((this.#readSamples - segment.soundEnd) * 1000) / this.#sampleRate;
  }

  #ms(samples: number): number {
    return Math.round((samples * 1000) / this.#sampleRate);
  }

  #onVadEvent(ev: PendingVadEvent): void {
    const { at } = ev;
    const sounded = ev.sound !== undefined;
    switch (ev.type) {
      case VADEventType.START_OF_SPEECH: {
        if (this.#lastWindowMuted) {
          this.#masked = true;
          break;
        }
        this.#startOfSpeech(at - ev.segmentSamples);
        break;
      }
      case VADEventType.INFERENCE_DONE: {
        const windowStart = this.#readSamples;
        this.#readSamples = at;
        // Silence in this stream's input where the VAD heard sound: the session muted the recogniser.
        this.#lastWindowMuted = this.source.shared && sounded && this.#ledger!.zeroes(windowStart, at);
        if (this.#lastWindowMuted) {
          this.#mutedWindow(windowStart, ev.speaking);
          break;
        }
        if (this.#masked) {
          this.#masked = false;
          // The VAD heard the caller speak on through the muted stretch: their sound starts here for us.
          if (ev.speaking && (!this.#segment || this.#segment.soundEnd !== undefined)) this.#startOfSpeech(windowStart);
        }
        const segment = this.#segment;
        // Before START_OF_SPEECH the window is in the pre-roll the START event carries.
        if (!segment) break;
        if (this.#pausedMs(segment) >= this.limits.gapMs) this.#cut("gap");
        else if (((this.#readSamples - segment.start) * 1000) / this.#sampleRate >= this.limits.longestMs) {
          this.#cut("too_long");
          // The caller goes on: the next piece starts where this one ended (in a pause, the next START_OF_SPEECH opens it).
          if (ev.speaking) this.#segment = { start: at, soundEnd: undefined, speechEndTime: undefined };
        }
        break;
      }
      case VADEventType.END_OF_SPEECH: {
        if (this.#lastWindowMuted) {
          this.#masked = true;
          break;
        }
        this.#endOfSpeech(Date.now() - ev.silenceMs - ev.inferenceMs, ev.silenceMs, at);
        break;
      }
    }
  }

  #startOfSpeech(from: number): void {
    this.queue.put({ type: stt.SpeechEventType.START_OF_SPEECH });
    if (this.#segment) this.#segment.soundEnd = undefined;
    else this.#segment = { start: Math.max(from, this.#inputFrom ?? 0), soundEnd: undefined, speechEndTime: undefined };
  }

  #endOfSpeech(speechEndTime: number, vadSilenceMs: number, at: number): void {
    this.queue.put({ type: stt.SpeechEventType.END_OF_SPEECH, speechEndTime });
    const segment = this.#segment;
    if (!segment) return;
    segment.speechEndTime = speechEndTime;
    this.#vadSilenceMs = vadSilenceMs;
    segment.soundEnd = at;
    if (this.#cutAtNextPause) this.#cut("turn_end");
    else if (this.#pausedMs(segment) >= this.limits.gapMs) this.#cut("gap");
  }

  /**
   * A muted window: agents-js gives the recogniser silence instead of the caller while the line's
   * speech may not be interrupted, and in the first 3 s the line speaks (the echo canceller's
   * warm-up); the session's VAD still hears the caller. To this stream the window is silence, as it
   * was to the VAD of its own it had before: a caller speaking into it is heard to stop where the
   * muting began, and nothing said inside it starts a segment.
   */
  #mutedWindow(windowStart: number, vadSpeaking: boolean): void {
    if (vadSpeaking) this.#masked = true;
    const segment = this.#segment;
    if (!segment) return;
    if (segment.soundEnd === undefined) this.#endOfSpeech(Date.now(), 0, windowStart);
    else if (this.#pausedMs(segment) >= this.limits.gapMs) this.#cut("gap");
  }

  /** A flush or the end of input takes effect once the VAD has read the audio pushed before it. */
  #catchUp(): void {
    const readUpTo = (sample: number) => sample - this.#readSamples < Math.max(1, this.#windowSamples);
    if (this.#flushAt !== undefined && readUpTo(this.#flushAt)) {
      this.#flushAt = undefined;
      this.#finalizeNow();
    }
    if (this.#inputEndAt !== undefined && readUpTo(this.#inputEndAt)) this.#endOfAudio();
  }

  /** The call's audio ended and the VAD has read it (or stopped): what is paused goes out, then nothing more. */
  #endOfAudio(): void {
    if (this.#finished) return;
    this.#inputEndAt = undefined;
    // The call's audio ended in a pause: what the caller said is still theirs to be heard.
    if (this.#segment?.soundEnd !== undefined) this.#cut("input_end");
    this.#finish();
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
    if (!segment || !this.#ledger) return;
    const end = segment.soundEnd ?? this.#readSamples;
    const pcm = this.#ledger.slice(segment.start, end);
    const frame = new AudioFrame(pcm, this.#sampleRate, 1, pcm.length);
    // Ids, spans and sizes only, never what was said: the call; where in its audio the request lies
    // (ms since the call's audio began, as the VAD counts it); how much of it is sound; how far the
    // VAD ran behind this input; sounding VAD windows that were not this input (should be 0).
    log.info(
      {
        call: this.callId,
        reason,
        audioMs: this.#ms(pcm.length),
        fromMs: this.#ms(segment.start),
        toMs: this.#ms(end),
        soundMs: soundMs(pcm, this.#sampleRate),
        vadBehindMs: this.#ms(this.#ledger.end - this.#readSamples),
        misaligned: this.#misaligned.count,
      },
      "recognition_request",
    );
    this.#requests.send(frame, segment.speechEndTime);
  }
}
