/**
 * A job host's rooms each hear their own media-SDK events only.
 *
 * rtc-node (0.13) hands every FFI event of the process — each caller's 64 ms audio frame, each
 * 40 ms frame of the line's voice confirmed, every room's updates — to every Room in the process,
 * and a Room's handler is async and takes the room's event lock before it looks at whose event it
 * is: a handful of promises (each one run through agents-js's AsyncLocalStorage hooks) per event per
 * room. A host of n calls pays that n times for each event, so a call's cost grows with the calls
 * beside it: 7 % of the job hosts' main threads at 5 calls per host, 18 % while ten callers were
 * greeted (bench `calls`, docs/benchmarks.md "Calls per host, session 47"); at the 50 calls per host
 * issue 26 asks for it would dominate.
 *
 * The room's handler is wrapped before it connects (rtc-node subscribes `room.onFfiEvent` in
 * `connect` and unsubscribes the same property on disconnect), and passes on exactly the events
 * rtc-node's own `processFfiEvent` would act on: while the room is not connected, or holds events
 * from before it was, everything (rtc-node buffers them and sorts them out itself); after, an RPC
 * call (rtc-node matches its participant) and the events of this room's handle. Everything else was
 * dropped by rtc-node after taking the lock; now before.
 */
import type { Room } from "@livekit/rtc-node";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("agent.worker.room_events");

/** The fields of rtc-node's Room (private in its types) that its own event filter reads. */
interface RoomInternals {
  onFfiEvent: (event: FfiEventLike) => unknown;
  preConnectEvents: unknown[];
  ffiHandle?: { handle: bigint };
  info?: unknown;
  localParticipant?: unknown;
}

/** What the filter reads of an FFI event. */
export interface FfiEventLike {
  message: { case?: string; value?: unknown };
}

const FILTERED = Symbol("voicedesk.roomOwnEvents");

function internalsOf(room: object): RoomInternals | undefined {
  if (!("onFfiEvent" in room) || typeof room.onFfiEvent !== "function") return undefined;
  if (!("preConnectEvents" in room) || !Array.isArray(room.preConnectEvents)) return undefined;
  return room as RoomInternals;
}

/** Pure: whether rtc-node's handler of `room` would do anything with `event` (rtc-node 0.13's processFfiEvent, its first lines). */
export function concernsRoom(room: Pick<RoomInternals, "preConnectEvents" | "ffiHandle" | "info" | "localParticipant">, event: FfiEventLike): boolean {
  if (!room.localParticipant || !room.ffiHandle || !room.info) return true;
  if (room.preConnectEvents.length > 0) return true;
  const { case: kind, value } = event.message;
  if (kind === "rpcMethodInvocation") return true;
  return kind === "roomEvent" && (value as { roomHandle?: bigint } | undefined)?.roomHandle === room.ffiHandle.handle;
}

let warned = false;

/**
 * Before `room` connects: its FFI handler hears only what concerns it. Returns false (and logs once
 * per process) when the installed rtc-node has no such handler to wrap — the room then works as
 * rtc-node made it, paying for every event of the process as before.
 */
export function hearOwnEventsOnly(room: Room): boolean {
  const internals = internalsOf(room);
  if (!internals) {
    if (!warned) log.warn({ reason: "rtc_node_room_shape" }, "room_event_filter_unavailable");
    warned = true;
    return false;
  }
  const handler = internals.onFfiEvent as RoomInternals["onFfiEvent"] & { [FILTERED]?: true };
  if (handler[FILTERED]) return true;
  const filtered = Object.assign((event: FfiEventLike) => (concernsRoom(internals, event) ? handler(event) : undefined), { [FILTERED]: true as const });
  internals.onFfiEvent = filtered;
  return true;
}
