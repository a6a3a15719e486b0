import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { clientAddress, createRateLimiter } from ".";

const headers = (h: Record<string, string>) => new Headers(h);

describe("the client address behind the hospital's reverse proxy", () => {
  it("is the right-most X-Forwarded-For entry (the one the proxy appended), not what the client claimed", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "1.2.3.4, 10.0.0.7" }))).toBe("10.0.0.7");
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
  });
  it("falls back to X-Real-IP, then to one shared 'direct' bucket", () => {
    expect(clientAddress(headers({ "x-real-ip": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientAddress(headers({}))).toBe("direct");
  });
});

describe("per-address limits on public procedures", () => {
  it("lets the allowed number through, then refuses with TOO_MANY_REQUESTS and when to retry", async () => {
    const limiter = createRateLimiter("test_a", { points: 3, windowSeconds: 60 });
    const caller = headers({ "x-forwarded-for": "203.0.113.10" });
    for (let i = 0; i < 3; i++) await limiter.consume(caller);
    const err = await limiter.consume(caller).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCError);
    expect((err as TRPCError).code).toBe("TOO_MANY_REQUESTS");
    expect((err as TRPCError).message).toMatch(/try again in \d+ s/);
  });

  it("counts each address on its own", async () => {
    const limiter = createRateLimiter("test_b", { points: 1, windowSeconds: 60 });
    await limiter.consume(headers({ "x-forwarded-for": "203.0.113.11" }));
    await expect(limiter.consume(headers({ "x-forwarded-for": "203.0.113.12" }))).resolves.toBeUndefined();
    await expect(limiter.consume(headers({ "x-forwarded-for": "203.0.113.11" }))).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
