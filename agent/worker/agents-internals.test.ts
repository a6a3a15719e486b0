import { describe, expect, it } from "vitest";
import { agentsInternalModule, assertAgentsVersion, PINNED_AGENTS_VERSION, setCallerFrameMs } from "./agents-internals";

describe("reaching past the agents framework's public API", () => {
  it("refuses any version other than the one it was written against, naming the file to read", () => {
    expect(() => assertAgentsVersion(PINNED_AGENTS_VERSION)).not.toThrow();
    expect(() => assertAgentsVersion("1.10.0")).toThrow(/1\.10\.0 is installed; agent\/worker\/agents-internals\.ts was written against 1\.9\.0/);
  });

  it("the installed version is the pinned one (an upgrade fails here first)", () => {
    expect(() => assertAgentsVersion()).not.toThrow();
  });

  it("sets the caller's frame size where the framework builds the caller's audio stream", async () => {
    const input = (await agentsInternalModule("voice/room_io/_input.js")) as { ParticipantAudioInputStream: { prototype: { createStream: unknown } } };
    const original = input.ParticipantAudioInputStream.prototype.createStream;
    await setCallerFrameMs(30);
    expect(input.ParticipantAudioInputStream.prototype.createStream).not.toBe(original);
    expect(String(input.ParticipantAudioInputStream.prototype.createStream)).toContain("frameSizeMs");
  });
});
