import type { VADStream } from "@livekit/agents";
import type { SharedVadEvents } from "../../../turn-detection/shared-vad-events";

/** Where the stream's VAD events come from: the session's stream, or one of its own it feeds. */
export type VadSource = { events: SharedVadEvents; shared: true } | { events: SharedVadEvents; shared: false; own: VADStream };

/** Reads a VAD stream of its own until it closes, taking nothing from it: its events arrive through SharedVadEvents. */
export function drainOwnVad(own: VADStream): void {
  void (async () => {
    try {
      for await (const _ of own);
    } catch {
      // Closed: nothing more to read.
    }
  })();
}
