import { describe, expect, it } from "vitest";
import { profileGroup } from "./cpu-profiles";

describe("calls bench: where a job host's CPU went", () => {
  it("counts the bundled agent the job hosts run as our own code, and the packages outside it by package", () => {
    expect(profileGroup("file:///repo/.voicedesk/agent-build/main-1fe7bc02d964.mjs", "pushAudio")).toBe("voicedesk agent code");
    expect(profileGroup("file:///repo/agent/voicedesk/call/call-controller.ts", "start")).toBe("voicedesk agent code");
    expect(profileGroup("file:///repo/node_modules/@livekit/rtc-node/dist/audio_stream.js", "pull")).toBe("rtc-node (media SDK, JS side)");
    expect(profileGroup("file:///repo/node_modules/@livekit/agents/dist/voice/agent_activity.js", "x")).toBe("agents: voice pipeline");
    expect(profileGroup("", "(garbage collector)")).toBe("garbage collection");
  });
});
