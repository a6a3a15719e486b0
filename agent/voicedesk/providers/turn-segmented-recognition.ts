import { stt, type APIConnectOptions, type VAD } from "@livekit/agents";
import { type AudioFrame } from "@livekit/rtc-node";
import { SharedVadEvents } from "../../turn-detection/shared-vad-events";
import { LONGEST_REQUEST_MS, RECOGNITION_GAP_MS, type SegmentLimits } from "./turn-segmented-recognition/request-bounds";
import { TurnSegmentedStream } from "./turn-segmented-recognition/turn-segmented-stream";

export { LONGEST_REQUEST_MS, RECOGNITION_GAP_MS, type SegmentLimits } from "./turn-segmented-recognition/request-bounds";

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
