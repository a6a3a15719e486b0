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
