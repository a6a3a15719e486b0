import { FfiEvent, RoomEvent as FfiRoomEvent } from "@livekit/rtc-ffi-bindings";
import { Room, RoomEvent } from "@livekit/rtc-node";
import { afterEach, describe, expect, it } from "vitest";
import { captureLogs } from "~/lib/logger";
import { concernsRoom, hearOwnEventsOnly, type FfiEventLike } from "./room-own-events";

/** rtc-node's Room as its FFI handler sees it (fields private in its types). */
interface RoomSeenFromFfi {
  onFfiEvent(event: FfiEvent): Promise<void> | undefined;
  ffiEventLock: { lock(): Promise<() => void> };
  preConnectEvents: unknown[];
  ffiHandle?: { handle: bigint };
  info?: { metadata?: string };
  localParticipant?: unknown;
}

function internals(room: Room): RoomSeenFromFfi {
  const seen: object = room;
  return seen as RoomSeenFromFfi;
}

/** What rtc-node sets when a room's connect succeeds (plain stand-ins: no FFI handle is created or dropped). */
function connectedAs(room: Room, handle: bigint): void {
  Object.assign(internals(room), { ffiHandle: { handle }, info: { metadata: "" }, localParticipant: {} });
}

const metadataOf = (roomHandle: bigint, metadata: string) =>
  new FfiEvent({ message: { case: "roomEvent", value: new FfiRoomEvent({ roomHandle, message: { case: "roomMetadataChanged", value: { metadata } } }) } });

/** The FFI client hands every event of the process to every room's handler: here, to each room given. */
async function deliver(event: FfiEvent, ...rooms: Room[]): Promise<void> {
  for (const room of rooms) await internals(room).onFfiEvent(event);
}

function heardMetadata(room: Room): string[] {
  const heard: string[] = [];
  room.on(RoomEvent.RoomMetadataChanged, (m: string) => heard.push(m));
  return heard;
}

describe("a job host's rooms each hear their own media events", () => {
  let logs: ReturnType<typeof captureLogs> | undefined;
  afterEach(() => logs?.restore());

  it("two calls in one host: each room acts on its own room's events and not on the other's", async () => {
    const [a, b] = [new Room(), new Room()];
    expect(hearOwnEventsOnly(a) && hearOwnEventsOnly(b)).toBe(true);
    connectedAs(a, 7n);
    connectedAs(b, 8n);
    const [heardA, heardB] = [heardMetadata(a), heardMetadata(b)];
    await deliver(metadataOf(7n, "for a"), a, b);
    await deliver(metadataOf(8n, "for b"), a, b);
    expect(heardA).toEqual(["for a"]);
    expect(heardB).toEqual(["for b"]);
  });

  it("another room's event costs a room nothing: its event lock is not taken (it was, once per event per room)", async () => {
    const room = new Room();
    hearOwnEventsOnly(room);
    connectedAs(room, 8n);
    const lock = internals(room).ffiEventLock;
    const take = lock.lock.bind(lock);
    let taken = 0;
    lock.lock = () => {
      taken += 1;
      return take();
    };
    for (let i = 0; i < 5; i++) await deliver(metadataOf(7n, `frame ${i}`), room);
    expect(taken).toBe(0);
    await deliver(metadataOf(8n, "mine"), room);
    expect(taken).toBe(1);
  });

  it("events that came before the room connected are still all handed to rtc-node, and its own are acted on in order once connected", async () => {
    const room = new Room();
    hearOwnEventsOnly(room);
    const heard = heardMetadata(room);
    // Before connect, rtc-node keeps every event (it cannot tell yet which are its own).
    await deliver(metadataOf(7n, "early"), room);
    await deliver(metadataOf(9n, "someone else's"), room);
    expect(internals(room).preConnectEvents).toHaveLength(2);
    connectedAs(room, 7n);
    // The next event of the process — any room's — lets rtc-node work through what it kept.
    await deliver(metadataOf(9n, "someone else's again"), room);
    expect(heard).toEqual(["early"]);
    expect(internals(room).preConnectEvents).toEqual([]);
    await deliver(metadataOf(7n, "later"), room);
    expect(heard).toEqual(["early", "later"]);
  });

  it("passes an RPC call on to rtc-node (which matches it to its participant), and a room's own events, nothing else once connected", () => {
    const connected = { preConnectEvents: [], ffiHandle: { handle: 7n }, info: {}, localParticipant: {} };
    const event = (kind: string, value: unknown): FfiEventLike => ({ message: { case: kind, value } });
    expect(concernsRoom(connected, event("rpcMethodInvocation", { localParticipantHandle: 99n }))).toBe(true);
    expect(concernsRoom(connected, event("roomEvent", { roomHandle: 7n }))).toBe(true);
    expect(concernsRoom(connected, event("roomEvent", { roomHandle: 8n }))).toBe(false);
    expect(concernsRoom(connected, event("audioStreamEvent", { streamHandle: 7n }))).toBe(false);
    expect(concernsRoom(connected, event("captureAudioFrame", { asyncId: 7n }))).toBe(false);
    expect(concernsRoom({ ...connected, preConnectEvents: [{}] }, event("roomEvent", { roomHandle: 8n }))).toBe(true);
    expect(concernsRoom({ ...connected, localParticipant: undefined }, event("roomEvent", { roomHandle: 8n }))).toBe(true);
  });

  it("a room filtered twice is wrapped once", async () => {
    const room = new Room();
    hearOwnEventsOnly(room);
    const once = internals(room).onFfiEvent;
    expect(hearOwnEventsOnly(room)).toBe(true);
    expect(internals(room).onFfiEvent).toBe(once);
  });

  it("an rtc-node whose Room has no such handler is left as it is, and the host says so (once), not silently", () => {
    logs = captureLogs();
    const unlike = new Room();
    const handler = internals(unlike).onFfiEvent;
    Object.assign(internals(unlike), { preConnectEvents: undefined });
    expect(hearOwnEventsOnly(unlike)).toBe(false);
    expect(internals(unlike).onFfiEvent).toBe(handler);
    expect(hearOwnEventsOnly({} as Room)).toBe(false);
    expect(logs.events("room_event_filter_unavailable")).toEqual([expect.objectContaining({ reason: "rtc_node_room_shape" })]);
  });
});
