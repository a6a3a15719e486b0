import localInference from "@livekit/local-inference";
import { describe, expect, it } from "vitest";
import { END_OF_TURN } from "../turn-detection/policy";
import { CALLER_FRAME_MS } from "./define-voicedesk-agent";

/** The rate the session hears the caller at (CallController's input options). */
const SESSION_RATE = 16_000;

describe("the caller's audio as the session receives it", () => {
  it("comes in frames of whole VAD windows, so no window is pieced together from two frames (a copy each time)", () => {
    const samples = (CALLER_FRAME_MS * SESSION_RATE) / 1000;
    expect(Number.isInteger(samples)).toBe(true);
    expect(samples % localInference.VAD_WINDOW_SAMPLES).toBe(0);
  });

  it("is held for less than the pause the VAD reports to the end-of-turn model (a frame's wait adds to every answer)", () => {
    expect(CALLER_FRAME_MS).toBeLessThan(END_OF_TURN.vadSilenceMs);
  });
});
