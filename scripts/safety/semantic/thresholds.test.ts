import { describe, expect, it } from "vitest";
import type { SemanticClass } from "~/server/safety/semantic/model";
import { chooseThresholds, type HeldOut } from "./thresholds";

/** A held-out development item the patterns let through (no medicine, no practical word: the first thresholds), with its scores. */
const scoredItem = (label: SemanticClass, text: string, advice: number, emergency: number): HeldOut => ({
  example: { lang: "en", text, label, source: "dev", group: text },
  scores: { advice, emergency, other: 1 - advice - emergency },
});
const nearMiss = (text: string, advice: number, emergency: number) => scoredItem("other", text, advice, emergency);
/** Asks and emergencies in words the patterns do not know (so only the opinion can catch them). */
const asks = (scores: number[]) => scores.map((a, i) => scoredItem("advice", `quiz question number ${i} about a lovely morning`, a, 0.05));
const emergencies = (scores: number[]) => scores.map((e, i) => scoredItem("emergency", `quiz line number ${i} about a lovely morning`, 0.05, e));

describe("the second opinion's thresholds", () => {
  const scored = [nearMiss("my son works as a nurse in another town", 0.42, 0.1), nearMiss("what a lovely morning it is", 0.2, 0.22)];

  it("with nothing to trade, refuse from the first grid value no development near miss reaches", () => {
    expect(chooseThresholds(scored).advice).toBe(0.45);
    expect(chooseThresholds(scored).emergency).toBe(0.25);
  });

  it("one near miss does not set the advice bar over the asks it would lose", () => {
    // Five asks at 0.5–0.6 and one near miss at 0.62: the old rule's bar (0.65) let all five through. Refusing
    // the near miss costs 2, losing the asks 5; the lowest bar at cost 2 is 0.45 (the other near miss is at 0.42).
    const t = chooseThresholds([...scored, nearMiss("my neighbour is a retired surgeon", 0.62, 0.1), ...asks([0.5, 0.52, 0.55, 0.58, 0.6])]);
    expect(t.advice).toBe(0.45);
  });

  it("a near miss still outweighs a single ask", () => {
    const t = chooseThresholds([...scored, nearMiss("my neighbour is a retired surgeon", 0.62, 0.1), ...asks([0.55])]);
    expect(t.advice).toBe(0.65);
  });

  it("a near miss sent to 112 weighs three missed emergencies: four move the bar under it, two do not", () => {
    const nearMiss112 = nearMiss("my brother loves disaster films", 0.1, 0.42);
    expect(chooseThresholds([...scored, nearMiss112, ...emergencies([0.35, 0.36, 0.38, 0.4])]).emergency).toBe(0.25);
    expect(chooseThresholds([...scored, nearMiss112, ...emergencies([0.35, 0.4])]).emergency).toBe(0.45);
  });
});
