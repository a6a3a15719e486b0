import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startFillerLadder } from "./filler-ladder";

describe("the filler ladder masks a slow answer and stops the moment the answer is ready", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("speaks tier 1 at 1.5 s, tier 2 at 4 s, tier 3 at 10 s", () => {
    const said: Array<[string, number]> = [];
    startFillerLadder("nl", (p, t) => said.push([p, t]));
    vi.advanceTimersByTime(1499);
    expect(said).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(said).toEqual([["Een ogenblikje.", 1]]);
    vi.advanceTimersByTime(2500);
    expect(said.map(([, t]) => t)).toEqual([1, 2]);
    vi.advanceTimersByTime(6000);
    expect(said.map(([, t]) => t)).toEqual([1, 2, 3]);
  });

  it("says nothing when the answer is ready before 1.5 s", () => {
    const said: string[] = [];
    const ladder = startFillerLadder("en", (p) => said.push(p));
    vi.advanceTimersByTime(900);
    ladder.cancel();
    vi.advanceTimersByTime(20_000);
    expect(said).toEqual([]);
    expect(ladder.spoken).toBe(0);
  });

  it("stops climbing once cancelled after the first tier", () => {
    const said: string[] = [];
    const ladder = startFillerLadder("fr", (p) => said.push(p));
    vi.advanceTimersByTime(2000);
    ladder.cancel();
    vi.advanceTimersByTime(20_000);
    expect(said).toEqual(["Un instant, s'il vous plaît."]);
    expect(ladder.spoken).toBe(1);
  });
});
