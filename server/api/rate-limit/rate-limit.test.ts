import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "~/server/http/client-address";
import { clientAddress, createRateLimiter, retryAfterHeaders } from ".";

const headers = (h: Record<string, string>) => new Headers(h);

describe("the client address the rate limits count", () => {
  it("is the address the app's HTTP front stamped on the request", () => {
    expect(clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.9" }))).toBe("203.0.113.9");
  });
  it("is never a header the client controls: X-Forwarded-For or X-Real-IP alone count for nothing", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "1.2.3.4, 10.0.0.7", "x-real-ip": "198.51.100.2" }))).toBe("unknown");
  });
});

describe("per-address limits on public procedures", () => {
  it("lets the allowed number through, then refuses with TOO_MANY_REQUESTS and when to retry", async () => {
    const limiter = createRateLimiter("test_a", { points: 3, windowSeconds: 60 });
    const caller = headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.10" });
    for (let i = 0; i < 3; i++) await limiter.consume(caller);
    const err = await limiter.consume(caller).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCError);
    expect((err as TRPCError).code).toBe("TOO_MANY_REQUESTS");
    expect((err as TRPCError).message).toMatch(/try again in \d+ s/);
  });

  it("counts each address on its own", async () => {
    const limiter = createRateLimiter("test_b", { points: 1, windowSeconds: 60 });
    await limiter.consume(headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.11" }));
    await expect(limiter.consume(headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.12" }))).resolves.toBeUndefined();
    await expect(limiter.consume(headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.11" }))).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});

describe("Retry-After", () => {
  it("a refusal carries how long to wait, and the HTTP layer turns it into the header", async () => {
    const limiter = createRateLimiter("test_c", { points: 1, windowSeconds: 60 });
    const caller = headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.20" });
    await limiter.consume(caller);
    const err = (await limiter.consume(caller).catch((e: unknown) => e)) as TRPCError;
    const retry = Number(retryAfterHeaders([err])["retry-after"]);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
  });
  it("a response without a rate-limit refusal gets no Retry-After", () => {
    expect(retryAfterHeaders([new TRPCError({ code: "NOT_FOUND", message: "x" })])).toEqual({});
  });
});
