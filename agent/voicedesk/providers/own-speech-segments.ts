import { VADEventType, type VADEvent, type VADStream } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";

/**
 * Each start- and end-of-speech event a VAD stream emits carries its own copy of the speech
 * segment, taken when the event is sent.
 *
 * Why: in @livekit/agents 1.9 the native Silero stream (`inference.VAD`, like the silero plugin
 * before it) hands out a *view* of its speech buffer, and right after sending END_OF_SPEECH it
 * moves the segment's last 500 ms (the pre-roll for the next one) to the buffer's start — before
 * any reader can see the event. A non-streaming recogniser behind the VAD (agents-js's
 * StreamAdapter → the local Whisper) was therefore sent the sentence's end pasted over its
 * beginning. With a 550 ms silence window those 500 ms were quiet and no harm was done; with the
 * end-of-turn model's 100 ms window they are the last words: the first word was lost and, for the
 * Dutch and Italian callers of the local-speech spec, Whisper judged the garbled clip no speech
 * and returned nothing (2026-11-26). The copy costs one segment's samples per turn, not per window.
 */
export function withOwnSpeechSegments<S extends VADStream>(stream: S): S {
  // sendVADEvent is the one funnel every event of the stream goes through; the pump calls it on
  // `this`, so an own property set here takes its place.
  const send = stream["sendVADEvent"].bind(stream);
  Object.defineProperty(stream, "sendVADEvent", {
    // A follower of the stream (SharedVadEvents) wraps it again.
    configurable: true,
    writable: true,
    value: (event: VADEvent): boolean => send(event.type === VADEventType.INFERENCE_DONE ? event : { ...event, frames: event.frames.map(ownCopy) }),
  });
  return stream;
}

function ownCopy(frame: AudioFrame): AudioFrame {
  return new AudioFrame(frame.data.slice(), frame.sampleRate, frame.channels, frame.samplesPerChannel);
}
