import type { TextStreamReader } from "@livekit/rtc-node";
import { parseRoomEvent, ROOM_EVENTS_TOPIC, type RoomEvent } from "~/contracts/room-protocol";
import type { Caller } from "../harness/caller";

export interface RoomEventFollower {
  events: RoomEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  waitForEvent<T extends RoomEvent["type"]>(
    type: T,
    timeoutMs: number,
    match?: (e: Extract<RoomEvent, { type: T }>) => boolean,
  ): Promise<Extract<RoomEvent, { type: T }>>;
  /** Type a question in the call, as the page's chat box does during a voice call. */
  type(text: string): Promise<void>;
}

/**
 * The room events the agent sends a caller (hello, turn, speech_done …; contracts/room-protocol.ts),
 * as they come, and a way to type in the call. For any rtc-node caller, however it got its token.
 */
export function followRoomEvents(caller: Caller): RoomEventFollower {
  const events: RoomEvent[] = [];
  const listeners = new Set<() => void>();
  caller.room.registerTextStreamHandler(ROOM_EVENTS_TOPIC, (reader: TextStreamReader) => {
    void reader.readAll().then((text) => {
      const parsed = parseRoomEvent(text);
      if (parsed.ok) events.push(parsed.event);
      for (const l of listeners) l();
    });
  });
  return {
    events,
    waitForEvent<T extends RoomEvent["type"]>(type: T, timeoutMs: number, match: (e: Extract<RoomEvent, { type: T }>) => boolean = () => true) {
      return new Promise<Extract<RoomEvent, { type: T }>>((resolve, reject) => {
        const check = () => {
          const hit = events.find((e): e is Extract<RoomEvent, { type: T }> => e.type === type && match(e as Extract<RoomEvent, { type: T }>));
          if (!hit) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(hit);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no "${type}" event within ${timeoutMs} ms; got: ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) listeners.add(check);
      });
    },
    async type(text: string) {
      await caller.room.localParticipant!.sendText(text, { topic: "lk.chat" });
    },
  };
}
