import { VADEventType, type VADEvent } from "@livekit/agents";

/**
 * VAD events held for input that has not come (5 min of windows): past this the oldest are dropped.
 * They wait however far the recogniser's input runs behind the VAD — on a saturated host it can
 * (its own stream hops, the end-of-turn log-mel tap) — since a cut taken before its audio arrived
 * sent the recogniser silence. Only input that stopped coming altogether reaches the bound.
 */
export const MAX_PENDING_EVENTS = 9_375;

/** One VAD event as this stream needs it, kept small while it waits for the input to reach its window. */
export interface PendingVadEvent {
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

/** The event whose window ends at `at`, to be called while the VAD sends it. */
export function pendingVadEvent(ev: VADEvent, at: number): PendingVadEvent {
  // Read now: a window's audio is as the VAD handed it out only while it sends the event.
  let sound: Int16Array | undefined;
  if (ev.type === VADEventType.INFERENCE_DONE && ev.frames.some((f) => f.data.subarray(0, f.samplesPerChannel).some((s) => s !== 0))) {
    sound =
      ev.frames.length === 1
        ? ev.frames[0]!.data.slice(0, ev.frames[0]!.samplesPerChannel)
        : Int16Array.from(ev.frames.flatMap((f) => Array.from(f.data.subarray(0, f.samplesPerChannel))));
  }
  return {
    type: ev.type,
    at,
    speaking: ev.speaking,
    segmentSamples: ev.type === VADEventType.START_OF_SPEECH ? (ev.frames[0]?.samplesPerChannel ?? 0) : 0,
    silenceMs: ev.silenceDuration,
    inferenceMs: ev.inferenceDuration,
    sound,
  };
}
