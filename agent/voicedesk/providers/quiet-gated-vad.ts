import { inference, type VAD } from "@livekit/agents";
import localInference, { type Vad } from "@livekit/local-inference";
import { withOwnSpeechSegments } from "./own-speech-segments";

/**
 * Below this level a 32 ms window is no speech at all: a phone line's quiet (the bridge sends
 * digital silence, comfort noise sits near −60 dBFS), a muted microphone. Callers' speech arrives at
 * −35 to −15 dBFS, and a word's onset crosses −55 dBFS within its first window.
 */
export const QUIET_DBFS = -55;

function rmsDbfs(pcm: Int16Array): number {
  let sum = 0;
  for (let i = 0; i < pcm.length; i++) sum += pcm[i]! * pcm[i]!;
  const rms = Math.sqrt(sum / Math.max(pcm.length, 1)) / 32768;
  return rms > 0 ? 20 * Math.log10(rms) : -Infinity;
}

/**
 * Quiet this long before the model stops being asked (16 windows of 32 ms). Shorter quiet — the
 * gaps between words and phrases, which synthetic and codec-decoded speech leave near digital
 * silence — goes through the model as it is: gated at once, each word would restart the model's
 * state and its probability would never build up over a word. (This hold was first taken for the fix
 * of the local-speech spec's unheard Dutch and Italian callers; their cause was the segment the
 * recogniser was sent — see own-speech-segments.)
 */
export const QUIET_HOLD_WINDOWS = 16;

/**
 * The model is not asked about a lasting quiet: it is no speech (probability 0). A listening call
 * is mostly quiet (the line talks, or nobody does), and the model ran on every 32 ms window of
 * every call — twice with a recogniser that is not streaming, whose adapter runs a VAD of its own.
 * When sound comes back after such a quiet the model's state starts afresh, as at the start of a
 * stream.
 */
export function gateQuietWindows(vad: Vad, holdWindows = QUIET_HOLD_WINDOWS): Vad {
  let quietWindows = 0;
  return {
    async predict(pcm) {
      if (rmsDbfs(pcm) < QUIET_DBFS) {
        quietWindows += 1;
        if (quietWindows > holdWindows) return 0;
        return vad.predict(pcm);
      }
      if (quietWindows > holdWindows) vad.reset();
      quietWindows = 0;
      return vad.predict(pcm);
    },
    reset() {
      quietWindows = 0;
      vad.reset();
    },
  };
}

let gateInstalled = false;

/** The native Silero VAD whose speech events each carry their own copy of the segment (see own-speech-segments). */
class NativeVad extends inference.VAD {
  override stream() {
    return withOwnSpeechSegments(super.stream());
  }
}

/**
 * Silero VAD as LiveKit's native build runs it (`@livekit/local-inference`: the model compiled in,
 * loaded once per process, each stream only its own state, inference on libuv's thread pool) — a
 * quarter of the CPU per window of the onnxruntime-node plugin measured on the 2-core host — with
 * quiet windows never reaching the model. agents-js creates each stream's model handle through the
 * package's `createVad`; the gate wraps it there, once per process. The segments it hands a
 * recogniser are the caller's audio as it was (see own-speech-segments).
 */
export function loadVad(minSilenceMs: number): VAD {
  if (!gateInstalled) {
    const createVad = localInference.createVad;
    localInference.createVad = () => gateQuietWindows(createVad());
    gateInstalled = true;
  }
  localInference.initVad();
  return new NativeVad({ minSilenceDuration: minSilenceMs });
}
