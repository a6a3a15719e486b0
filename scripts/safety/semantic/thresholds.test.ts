import { describe, expect, it } from "vitest";
import { chooseThresholds, type HeldOut } from "./thresholds";

/** A held-out near miss the patterns let through (no medicine, no practical word: the first thresholds), with its scores. */
const nearMiss = (text: string, advice: number, emergency: number): HeldOut => ({
  example: { lang: "en", text, label: "other", source: "dev", group: text },
  scores: { advice, emergency, other: 1 - advice - emergency },
});

describe("the second opinion's thresholds", () => {
  const scored = [nearMiss("my son works as a nurse in another town", 0.42, 0.1), nearMiss("what a lovely morning it is", 0.2, 0.22)];

  it("refuse from the first grid value no development near miss reaches: a step above it only lost asks", () => {
    // 0.42 is the highest near miss: 0.45 refuses none of them, and 0.5 would let more asks through.
    expect(chooseThresholds(scored).advice).toBe(0.45);
  });

  it("keep a step of margin above the near misses for an emergency", () => {
    expect(chooseThresholds(scored).emergency).toBe(0.3);
  });
});
