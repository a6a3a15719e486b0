import { describe, expect, it } from "vitest";
import { composeSpeed, INITIAL_SPEED_SIGNALS, MAX_SPEED, MIN_SPEED, observeUtterance } from "./adaptive-speed";

describe("adaptive speaking speed: clamp(discrete + offset, 0.70, 1.00)", () => {
  it("starts at normal speed", () => {
    expect(composeSpeed(INITIAL_SPEED_SIGNALS)).toBe(1);
  });

  it("steps down on each explicit 'slower, please' in every language, and back on 'normal pace'", () => {
    let s = observeUtterance(INITIAL_SPEED_SIGNALS, "Kunt u wat trager spreken?", "nl");
    expect(composeSpeed(s)).toBe(0.85);
    s = observeUtterance(s, "Nog wat trager alstublieft", "nl");
    expect(composeSpeed(s)).toBe(0.75);
    s = observeUtterance(s, "trager", "nl");
    expect(composeSpeed(s)).toBe(0.75);
    expect(composeSpeed(observeUtterance(s, "gewoon tempo graag", "nl"))).toBe(1);
    expect(composeSpeed(observeUtterance(INITIAL_SPEED_SIGNALS, "Could you speak more slowly?", "en"))).toBe(0.85);
    expect(composeSpeed(observeUtterance(INITIAL_SPEED_SIGNALS, "Parlez plus lentement, s'il vous plaît", "fr"))).toBe(0.85);
    expect(composeSpeed(observeUtterance(INITIAL_SPEED_SIGNALS, "Può parlare più piano?", "it"))).toBe(0.85);
  });

  it("a navigational question about speed limits or 'slowly' in another sense does not slow the line", () => {
    expect(composeSpeed(observeUtterance(INITIAL_SPEED_SIGNALS, "Hoe snel kan ik een afspraak krijgen?", "nl"))).toBe(1);
  });

  it("matches a slow caller's pace with a small offset, never below the floor", () => {
    // 6 words in 4 s = 90 wpm → −0.10
    const slow = observeUtterance(INITIAL_SPEED_SIGNALS, "ik wil graag de bezoekuren weten", "nl", 4000);
    expect(composeSpeed(slow)).toBe(0.9);
    // 6 words in 3 s = 120 wpm → −0.05
    expect(composeSpeed(observeUtterance(INITIAL_SPEED_SIGNALS, "ik wil graag de bezoekuren weten", "nl", 3000))).toBe(0.95);
    // too short to measure: no change
    expect(composeSpeed(observeUtterance(INITIAL_SPEED_SIGNALS, "bezoekuren", "nl", 800))).toBe(1);
  });

  it("adds offsets instead of multiplying them, and clamps to 0.70", () => {
    let s = observeUtterance(INITIAL_SPEED_SIGNALS, "trager alstublieft", "nl");
    s = observeUtterance(s, "nog trager, ik ben in paniek", "nl", 5000);
    // 0.75 − 0.05 (distress) − 0.10 (slow pace) = 0.60 → clamped
    expect(composeSpeed(s)).toBe(MIN_SPEED);
    expect(composeSpeed(observeUtterance(INITIAL_SPEED_SIGNALS, "ik ben ongerust", "nl"))).toBe(0.95);
    expect(composeSpeed(INITIAL_SPEED_SIGNALS)).toBeLessThanOrEqual(MAX_SPEED);
  });
});
