/**
 * A stranger cannot stall the app: a bounded flood of every vector the security probe used
 * (superjson annotations, huge and chunked bodies, a 700-call batch, invalid input, null bodies,
 * the speech tools at their longest) is sent from another process while this one measures the
 * health check. The app is the real front (server/http/serve-app.ts) and API handler.
 */
import { execa } from "execa";
import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveApiForTests, type TestApi } from "~/server/api/serve-for-tests";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { resetEnvCache } from "~/lib/env";
import { percentile } from "~/scripts/bench/report";
import { createLoadShedder } from "./load-shedding";

const HEALTH_CHECKER_ADDRESS = "127.0.0.2";

let h: DatabaseHandle;
let api: TestApi;
const savedEnv = { ...process.env };

beforeAll(async () => {
  process.env.RATE_LIMIT_PUBLIC_PER_MINUTE = "60";
  resetEnvCache();
  h = await createTestDatabase();
  api = await serveApiForTests(h.db, { shedding: createLoadShedder() });
});
afterAll(async () => {
  await api?.close();
  await h?.close();
  process.env = savedEnv;
  resetEnvCache();
});

/**
 * The health check as a load balancer sends it: from an address of its own (127.0.0.2; all of
 * 127/8 is this host), not the flooder's. From the flooder's address it shares that address's
 * limit of open requests (MAX_IN_FLIGHT_PER_ADDRESS) and is refused with them (429), as it should
 * be: a run with another test file beside this one saw exactly that.
 */
function ping(): Promise<number> {
  const t = performance.now();
  return new Promise((resolve, reject) => {
    const req = get(`${api.appUrl}/api/trpc/health.ping`, { localAddress: HEALTH_CHECKER_ADDRESS }, (res) => {
      res.resume();
      res.on("end", () => (res.statusCode === 200 ? resolve(performance.now() - t) : reject(new Error(`health.ping answered ${res.statusCode}`))));
    });
    req.on("error", reject);
  });
}

describe("the health check under a flood", () => {
  it("keeps answering within half a second while every flood vector is refused cheaply", async () => {
    for (let i = 0; i < 5; i++) await ping(); // warm
    // The same check with no flood, for the message: this machine's own noise.
    const quiet: number[] = [];
    for (let i = 0; i < 40; i++) {
      quiet.push(await ping());
      await new Promise((r) => setTimeout(r, 20));
    }
    const quietP95 = percentile(
      [...quiet].sort((a, b) => a - b),
      95,
    );
    // The flooder runs at the lowest priority: a real one sits on another machine and does not
    // take this one's CPU; on a shared 2-core host it otherwise measured the scheduler, not the app.
    const flood = execa("nice", ["-n", "19", "node", "testkit/security/flood.mjs", api.appUrl]);
    const samples: number[] = [];
    let done = false;
    void flood.finally(() => (done = true)).catch(() => undefined);
    // One check every 60 ms: within the health check's own per-address limit (600 a minute).
    while (!done) {
      samples.push(await ping());
      await new Promise((r) => setTimeout(r, 60));
    }
    const { stdout } = await flood;
    const statuses = JSON.parse(stdout) as Record<string, Record<string, number>>;
    const sorted = [...samples].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    expect(samples.length, "too few health samples to judge").toBeGreaterThan(20);
    // A stall is what a load balancer's health check takes for a dead instance: its timeout, a
    // second or more. The bound is half of that over the quiet check's own p95 — not a latency
    // target (those are benches): 100 ms failed once in a full suite run on a busy 2-core host
    // (144.8 ms against 16.7 ms quiet), with every flood vector refused as it should be.
    expect(
      p95,
      `health.ping p95 ${p95.toFixed(1)} ms over ${samples.length} samples (${quietP95.toFixed(1)} ms without the flood); flood answers ${stdout}`,
    ).toBeLessThan(500 + quietP95);
    // Every vector was refused, none answered 500 or got its work done.
    for (const [vector, counts] of Object.entries(statuses)) {
      expect(counts["500"] ?? 0, vector).toBe(0);
      expect(counts["200"] ?? 0, `${vector} got through`).toBeLessThanOrEqual(vector === "speech" ? 60 : 0);
    }
    expect(
      Object.keys(statuses.bigBody!).filter((s) => !["413", "429", "503", "reset"].includes(s)),
      "big bodies",
    ).toEqual([]);
    expect(
      Object.keys(statuses.batch!).filter((s) => !["400", "429", "503", "reset"].includes(s)),
      "batches",
    ).toEqual([]);
  }, 120_000);
});
