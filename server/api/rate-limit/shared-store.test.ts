/**
 * Several app instances on one database count together: each "instance" here is its own connection
 * pool on the run's database (PostgreSQL), as two app processes would be.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseEngine } from "~/testkit/db/test-database";
import { openPostgres, type DatabaseHandle } from "~/server/db";
import { recordFailedSignIn, signInBlockedFor } from "~/server/auth/sign-in-limits";
import { CLIENT_ADDRESS_HEADER } from "~/server/http/client-address";
import { createRateLimiter } from ".";

const from = (address: string) => new Headers({ [CLIENT_ADDRESS_HEADER]: address });

describe.runIf(testDatabaseEngine().engine === "postgres")("rate limits shared by the app instances on one database", () => {
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  beforeAll(async () => {
    a = await createTestDatabase();
    b = await openPostgres(a.url!);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a visitor who used up the limit on one instance is refused by the other, and another visitor is not", async () => {
    const limiter = createRateLimiter("shared_chat", { points: 3, windowSeconds: 60 });
    await limiter.consume(from("198.51.100.1"), a.db);
    await limiter.consume(from("198.51.100.1"), b.db);
    await limiter.consume(from("198.51.100.1"), a.db);
    await expect(limiter.consume(from("198.51.100.1"), b.db)).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    await expect(limiter.consume(from("198.51.100.2"), b.db)).resolves.toBeUndefined();
  });

  it("counts requests arriving at both instances at once exactly (one atomic upsert each)", async () => {
    const limiter = createRateLimiter("shared_burst", { points: 20, windowSeconds: 60 });
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => limiter.consume(from("198.51.100.9"), i % 2 ? a.db : b.db)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(20);
  });

  it("failed sign-ins counted on one instance slow that address down on the other, and never lock out the owner", async () => {
    // Five failures from one address, alternating instances: the wait after the fifth is 2^(5-2) = 8 s.
    for (let i = 0; i < 5; i++) await recordFailedSignIn("target@example.org", "203.0.113.7", i % 2 ? a.db : b.db);
    for (const db of [a.db, b.db]) {
      const wait = await signInBlockedFor("target@example.org", "203.0.113.7", db);
      expect(wait).toBeGreaterThan(4);
      expect(wait).toBeLessThanOrEqual(8);
    }
    expect(await signInBlockedFor("target@example.org", "203.0.113.50", b.db)).toBe(0);
    expect(await signInBlockedFor("other@example.org", "203.0.113.7", a.db)).toBe(0);
  });
});
