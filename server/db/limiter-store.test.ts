import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "~/testkit/db/test-database";
import { COUNTER_SWEEP_INTERVAL_MS, limiterStore, sweepExpiredCounters } from "./limiter-store";
import { rateLimits } from "./schema";

afterEach(() => vi.useRealTimers());

describe("the rate limiters' counters in the database", () => {
  it("the sweep deletes counters whose window ended over an hour ago and keeps the others", async () => {
    const h = await createTestDatabase();
    try {
      const now = Date.now();
      await h.db.insert(rateLimits).values([
        { key: "sign_in:old", points: 5, expire: new Date(now - 2 * 3600_000) },
        { key: "sign_in:recent", points: 5, expire: new Date(now - 10 * 60_000) },
        { key: "sign_in:open", points: 1, expire: new Date(now + 60_000) },
      ]);
      expect(await sweepExpiredCounters(h.db, now)).toBe(1);
      const left = await h.db.select({ key: rateLimits.key }).from(rateLimits);
      expect(left.map((r) => r.key).sort()).toEqual(["sign_in:open", "sign_in:recent"]);
    } finally {
      await h.close();
    }
  });

  it("sweeps while its database is open and stops when it closes (no query on a closed database)", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const h = await createTestDatabase();
    const deletes = vi.spyOn(h.db, "delete");
    limiterStore(h.db, { keyPrefix: "sweep_test", points: 3, duration: 60 });
    vi.advanceTimersByTime(COUNTER_SWEEP_INTERVAL_MS);
    expect(deletes).toHaveBeenCalledTimes(1);
    await h.close();
    vi.advanceTimersByTime(3 * COUNTER_SWEEP_INTERVAL_MS);
    expect(deletes).toHaveBeenCalledTimes(1);
  });
});
