import { describe, expect, it } from "vitest";
import { Stopwatch } from "./stopwatch";

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin: the stopwatch reads performance.now(), so the work must take real time
  }
}

describe("stage latencies of one turn", () => {
  it("work timed inside a stage counts for its own stage, not twice", () => {
    const watch = new Stopwatch();
    busy(5);
    watch.time("shape", () => busy(20));
    watch.lap("agent");
    expect(watch.stages.shape).toBeGreaterThanOrEqual(20);
    expect(watch.stages.agent).toBeGreaterThanOrEqual(5);
    expect(watch.stages.agent! + watch.stages.shape!).toBeLessThanOrEqual(watch.total() + 0.01);
  });
});
