import type { RemoteTrack } from "@livekit/rtc-node";
import { describe, expect, it } from "vitest";
import { openRemoteAudio } from "./caller";

/** A track whose handle the FFI no longer knows: all openRemoteAudio may read of it is nothing. */
const goneTrack = {} as RemoteTrack;

describe("openRemoteAudio", () => {
  it("answers undefined, without throwing, when the track is gone before its stream opens", () => {
    const refused = () => {
      throw new Error("failed to handle request: invalid request: handle is not a livekit_ffi::server::room::FfiTrack");
    };
    expect(() => openRemoteAudio(goneTrack, "agent-1", refused)).not.toThrow();
    expect(openRemoteAudio(goneTrack, "agent-1", refused)).toBeUndefined();
  });

  it("reads the stream it opened", async () => {
    const stream = new ReadableStream<never>({ start: (c) => c.close() });
    const reader = openRemoteAudio(goneTrack, "agent-1", () => stream);
    expect(reader).toBeDefined();
    expect((await reader!.read()).done).toBe(true);
  });
});
