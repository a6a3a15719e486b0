import type { Vad } from "@livekit/local-inference";
import { describe, expect, it } from "vitest";
import { gateQuietWindows, QUIET_HOLD_WINDOWS } from "./quiet-gated-vad";

/** A model that says 0.9 to anything and counts what it was asked. */
function countingModel() {
  const calls = { predict: 0, reset: 0 };
  const model: Vad = {
    predict: async () => {
      calls.predict += 1;
      return 0.9;
    },
    reset: () => {
      calls.reset += 1;
    },
  };
  return { model, calls };
}

const WINDOW = 512;
const speech = () => Int16Array.from({ length: WINDOW }, (_, i) => (i % 2 ? 8000 : -8000));
const quiet = () => new Int16Array(WINDOW);

describe("the quiet gate in front of the VAD model", () => {
  it("asks the model about the short quiet between words, and keeps its state across it", async () => {
    const { model, calls } = countingModel();
    const gate = gateQuietWindows(model);
    expect(await gate.predict(speech())).toBe(0.9);
    for (let i = 0; i < 5; i++) await gate.predict(quiet());
    expect(await gate.predict(speech())).toBe(0.9);
    expect(calls.predict).toBe(7);
    expect(calls.reset).toBe(0);
  });

  it("stops asking once the quiet lasts, answers it as no speech, and starts the model afresh when sound returns", async () => {
    const { model, calls } = countingModel();
    const gate = gateQuietWindows(model);
    await gate.predict(speech());
    const quietAnswers: number[] = [];
    for (let i = 0; i < QUIET_HOLD_WINDOWS + 30; i++) quietAnswers.push(await gate.predict(quiet()));
    expect(calls.predict).toBe(1 + QUIET_HOLD_WINDOWS);
    expect(quietAnswers.slice(QUIET_HOLD_WINDOWS)).toEqual(Array(30).fill(0));
    expect(await gate.predict(speech())).toBe(0.9);
    expect(calls.reset).toBe(1);
  });
});
