import { describe, expect, it } from "vitest";
import { HOST_STOP_WAIT_MS, settledWithin } from "./host";

describe("a job host stopped while a call's job never ends", () => {
  it("stops waiting for the job after its bound, so the host exits before the service manager kills it", async () => {
    const started = performance.now();
    const never = new Promise<void>(() => {});
    expect(await settledWithin(never, 50)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("goes on at once when the jobs end in time, failed or not", async () => {
    expect(await settledWithin(Promise.resolve(), 10_000)).toBe(true);
    expect(await settledWithin(Promise.reject(new Error("session close failed")), 10_000)).toBe(true);
  });

  it("leaves room within the testkit's 5 s stop grace for the hang-up and the profile write", () => {
    expect(HOST_STOP_WAIT_MS).toBeLessThanOrEqual(3_000);
  });
});
