import { describe, expect, it } from "vitest";
import { loadForActiveCalls, SERVER_TARGET_LOAD } from "./call-capacity";

describe("worker capacity by call count", () => {
  it("keeps accepting calls until the configured number is reached, whatever the CPU does", () => {
    expect(loadForActiveCalls(0, 8)).toBe(0);
    for (let calls = 0; calls < 8; calls++) expect(loadForActiveCalls(calls, 8)).toBeLessThan(SERVER_TARGET_LOAD);
    expect(loadForActiveCalls(8, 8)).toBeCloseTo(SERVER_TARGET_LOAD);
  });

  it("never reports more than full load", () => {
    expect(loadForActiveCalls(50, 8)).toBe(1);
  });

  it.each([0, -1, 2.5])("refuses a capacity of %s calls", (maxCalls) => {
    expect(() => loadForActiveCalls(0, maxCalls)).toThrow(RangeError);
  });
});
