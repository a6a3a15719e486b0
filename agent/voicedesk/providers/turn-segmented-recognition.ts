import { stt, VADEventType, type APIConnectOptions, type VAD, type VADEvent, type VADStream } from "@livekit/agents";
import { SharedVadEvents, type VadListener } from "../../turn-detection/shared-vad-events";
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
 *
 * The VAD: in a call, the session's own VAD stream, followed through the call's SharedVadEvents (one
 * Silero stream per call, not two). Given a VAD instead (tests, a session without a clocked VAD),
 * the stream opens one of its own over its input.
 */
export class TurnSegmentedRecognition extends stt.STT {
  readonly label: string;

  constructor(
    private readonly recogniser: stt.STT,
    /** The call's shared VAD events (the session's stream), or a VAD to open a stream of its own on. */
    private readonly vad: SharedVadEvents | VAD,
    private readonly limits: SegmentLimits = { gapMs: RECOGNITION_GAP_MS, longestMs: LONGEST_REQUEST_MS },
    /** The call's id (its room) for the request log: a request can be tied to its call's other lines. */
    private readonly callId?: string,
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
    if (this.vad instanceof SharedVadEvents) {
      return new TurnSegmentedStream(this, this.recogniser, { events: this.vad, shared: true }, this.limits, this.callId, options?.connOptions);
    }
    const events = new SharedVadEvents();
    const own = events.follow(this.vad.stream());
    return new TurnSegmentedStream(this, this.recogniser, { events, shared: false, own }, this.limits, this.callId, options?.connOptions);
  }
}

/** Where the stream's VAD events come from: the session's stream, or one of its own it feeds. */
type VadSource = { events: SharedVadEvents; shared: true } | { events: SharedVadEvents; shared: false; own: VADStream };

/**
 * The caller's audio as this stream was given it, by sample position since the call's audio began
 * (the VAD counts the same positions: the session hands both the same frames, in order). Kept
 * from where a segment may still start; each chunk knows whether it is all digital zeros.
 */
class InputLedger {
  #chunks: { start: number; pcm: Int16Array; zero: boolean }[] = [];
  #end: number;

  constructor(start: number) {
    this.#end = start;
  }

  /** Position after the last sample pushed. */
  get end(): number {
    return this.#end;
  }

  push(pcm: Int16Array): void {
    // Frames may be views of a buffer their sender reuses: keep copies (see own-speech-segments).
    const copy = pcm.slice();
    let zero = true;
    for (let i = 0; i < copy.length && zero; i++) if (copy[i] !== 0) zero = false;
    this.#chunks.push({ start: this.#end, pcm: copy, zero });
    this.#end += copy.length;
  }

  /** Whether every sample of [from, to) was pushed and is digital zero. */
  zeroes(from: number, to: number): boolean {
    if (from < (this.#chunks[0]?.start ?? this.#end) || to > this.#end) return false;
    // The VAD's windows are near the input's end: look from there.
    for (let i = this.#chunks.length - 1; i >= 0; i--) {
      const c = this.#chunks[i]!;
      if (c.start >= to) continue;
      if (c.start + c.pcm.length <= from) break;
      if (!c.zero) {
        const part = c.pcm.subarray(Math.max(0, from - c.start), Math.min(c.pcm.length, to - c.start));
        if (part.some((s) => s !== 0)) return false;
      }
    }
    return true;
  }

  /**
   * Whether the audio kept at `from` is `window`, sample for sample (true where none is kept: nothing
   * to compare).
   */
  matches(from: number, window: Int16Array): boolean {
    const to = from + window.length;
    if (from < (this.#chunks[0]?.start ?? this.#end) || to > this.#end) return true;
    for (let i = this.#chunks.length - 1; i >= 0; i--) {
      const c = this.#chunks[i]!;
      if (c.start >= to) continue;
      if (c.start + c.pcm.length <= from) break;
      const a = Math.max(from, c.start);
      const b = Math.min(to, c.start + c.pcm.length);
      for (let k = a; k < b; k++) if (c.pcm[k - c.start] !== window[k - from]) return false;
    }
    return true;
  }

  /** The audio of [from, to), zeros where none was kept. */
  slice(from: number, to: number): Int16Array {
    const out = new Int16Array(Math.max(0, to - from));
    for (const c of this.#chunks) {
      const cEnd = c.start + c.pcm.length;
      if (cEnd <= from) continue;
      if (c.start >= to) break;
      const a = Math.max(from, c.start);
      const b = Math.min(to, cEnd);
      out.set(c.pcm.subarray(a - c.start, b - c.start), a - from);
    }
    return out;
  }

  /** Forget the audio before `position`. */
  dropBefore(position: number): void {
    let n = 0;
    while (n < this.#chunks.length && this.#chunks[n]!.start + this.#chunks[n]!.pcm.length <= position) n++;
    if (n > 0) this.#chunks.splice(0, n);
  }
}

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
 * VAD events held for input that has not come (5 min of windows): past this the oldest are dropped.
 * They wait however far the recogniser's input runs behind the VAD — on a saturated host it can
 * (its own stream hops, the end-of-turn log-mel tap) — since a cut taken before its audio arrived
 * sent the recogniser silence. Only input that stopped coming altogether reaches the bound.
 */
const MAX_PENDING_EVENTS = 9_375;
/** A request's audio counted as sound (the −40 dBFS the recogniser double and the test harness use), for the log. */
const SOUND_DBFS = -40;

/** One VAD event as this stream needs it, kept small while it waits for the input to reach its window. */
interface PendingVadEvent {
  type: VADEventType;
  /** The end of the event's window, in the VAD's sample positions. */
  at: number;
  speaking: boolean;
  /** START_OF_SPEECH: the samples of pre-roll and speech its segment starts with. */
  segmentSamples: number;
  silenceMs: number;
  inferenceMs: number;
  /** INFERENCE_DONE whose window was not all zeros: the window's samples as the VAD judged them. */
  sound: Int16Array | undefined;
}

/** Ms of `pcm` (20 ms frames) at or above SOUND_DBFS. */
function soundMs(pcm: Int16Array, sampleRate: number): number {
  const step = Math.round(sampleRate / 50);
  const floor = (32768 * 10 ** (SOUND_DBFS / 20)) ** 2;
  let ms = 0;
  for (let i = 0; i + step <= pcm.length; i += step) {
    let sum = 0;
    for (let k = i; k < i + step; k++) sum += pcm[k]! * pcm[k]!;
    if (sum / step >= floor) ms += 20;
  }
  return ms;
}
/**
 * Audio kept before the VAD's position for a segment's start: its pre-roll (500 ms) and the speech
 * that made it sure (a few windows), with room to spare.
 */
const KEEP_BEFORE_READ_MS = 2_000;

class TurnSegmentedStream extends stt.SpeechStream implements VadListener {
  readonly label: string;
  #segment: OpenSegment | undefined;
  /** finalizeNow arrived while the VAD still heard speech: cut at its next report. */
  #cutAtNextPause = false;
  /** Requests go out in order, one at a time, without holding up the VAD's events. */
  #requests: Promise<void> = Promise.resolve();
  #vadSilenceMs = 0;
  #ledger: InputLedger | undefined;
  /** VAD events whose window this stream's input has not reached yet, in order. */
  #pending: PendingVadEvent[] = [];
  /** Where this stream's first input frame sits in the call's audio (SharedVadEvents.recognitionInput). */
  #inputFrom: number | undefined;
  /** Sounding VAD windows whose audio was not this stream's input at the VAD's position (muted windows aside): a tripwire. */
  #misaligned = 0;
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
    this.#unsubscribe = source.events.subscribe(this);
    if (!source.shared) {
      // Nobody else reads a stream of its own: its events are taken as sent (see SharedVadEvents).
      const own = source.own;
      void (async () => {
        try {
          for await (const _ of own);
        } catch {
          // Closed: nothing more to read.
        }
      })();
    }
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
    await this.#requests;
  }

  event(ev: VADEvent, at: number): void {
    if (this.#finished) return;
    // Read now: a window's audio is as the VAD handed it out only while it sends the event.
    let sound: Int16Array | undefined;
    if (ev.type === VADEventType.INFERENCE_DONE && ev.frames.some((f) => f.data.subarray(0, f.samplesPerChannel).some((s) => s !== 0))) {
      sound =
        ev.frames.length === 1
          ? ev.frames[0]!.data.slice(0, ev.frames[0]!.samplesPerChannel)
          : Int16Array.from(ev.frames.flatMap((f) => Array.from(f.data.subarray(0, f.samplesPerChannel))));
    }
    this.#pending.push({
      type: ev.type,
      at,
      speaking: ev.speaking,
      segmentSamples: ev.type === VADEventType.START_OF_SPEECH ? (ev.frames[0]?.samplesPerChannel ?? 0) : 0,
      silenceMs: ev.silenceDuration,
      inferenceMs: ev.inferenceDuration,
      sound,
    });
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
      if (pending.sound) this.#checkAlignment(pending.at - pending.sound.length, pending.sound);
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

  /**
   * The VAD's window is the audio this stream was given at the same position, unless the session
   * muted it (zeros). Counted, and said once per stream, if not: requests would be cut beside the
   * caller's words.
   */
  #checkAlignment(from: number, window: Int16Array): void {
    const ledger = this.#ledger!;
    if (ledger.zeroes(from, from + window.length) || ledger.matches(from, window)) return;
    this.#misaligned += 1;
    if (this.#misaligned === 1) {
      log.warn({ call: this.callId, atMs: this.#ms(from), inputEndMs: this.#ms(ledger.end) }, "recognition_input_misaligned");
    }
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
        misaligned: this.#misaligned,
      },
      "recognition_request",
    );
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
