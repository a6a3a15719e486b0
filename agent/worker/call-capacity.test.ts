import { describe, expect, it } from "vitest";
import { admitCall, BUSY_RESERVE_LOAD, LOAD_THRESHOLD, loadForActiveCalls, MEASURED_CALLS_PER_CORE, NORMAL_MAX_LOAD, workerCapacity } from "./call-capacity";

const capacity = { maxCalls: 8, busyReserve: 4 };

describe("worker capacity by call count", () => {
  it("keeps accepting calls until the configured number is reached, whatever the CPU does", () => {
    expect(loadForActiveCalls(0, capacity)).toBe(0);
    for (let calls = 0; calls < 8; calls++) {
      expect(loadForActiveCalls(calls, capacity)).toBeLessThan(NORMAL_MAX_LOAD);
      expect(admitCall(calls, capacity)).toBe("answer");
    }
  });

  it("a full worker stays reachable for the busy message, but any worker with room is all but always chosen first", () => {
    for (let calls = 8; calls < 12; calls++) {
      expect(admitCall(calls, capacity)).toBe("busy");
      expect(loadForActiveCalls(calls, capacity)).toBe(BUSY_RESERVE_LOAD);
      expect(loadForActiveCalls(calls, capacity)).toBeLessThan(LOAD_THRESHOLD);
    }
    // LiveKit weighs available workers by 1 − load: an idle worker is 10,000 times likelier.
    expect((1 - loadForActiveCalls(0, capacity)) / (1 - BUSY_RESERVE_LOAD)).toBeGreaterThan(9_999);
  });

  it("reports itself full once the busy reserve is used too, and refuses further calls (LiveKit asks another worker)", () => {
    expect(loadForActiveCalls(12, capacity)).toBe(LOAD_THRESHOLD);
    expect(loadForActiveCalls(50, capacity)).toBe(LOAD_THRESHOLD);
    expect(admitCall(12, capacity)).toBe("refuse");
  });

  it.each([0, -1, 2.5])("refuses a capacity of %s calls", (maxCalls) => {
    expect(() => loadForActiveCalls(0, { maxCalls, busyReserve: 0 })).toThrow(RangeError);
  });

  it("derives the default from the calls per core the bench measured, one job host per core", () => {
    expect(workerCapacity({}, 2)).toEqual({ maxCalls: 2 * MEASURED_CALLS_PER_CORE, busyReserve: MEASURED_CALLS_PER_CORE, hosts: 2 });
    expect(workerCapacity({ VOICEDESK_MAX_CALLS: 3, VOICEDESK_JOB_HOSTS: 8 }, 4)).toEqual({ maxCalls: 3, busyReserve: 2, hosts: 3 });
  });
});
