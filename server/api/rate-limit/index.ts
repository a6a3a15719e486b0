import { TRPCError } from "@trpc/server";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "~/server/db";
import { moduleLogger } from "~/lib/logger";
import { clientAddress } from "~/server/http/client-address";
import { limiterStore } from "~/server/db/limiter-store";

export { clientAddress } from "~/server/http/client-address";

const log = moduleLogger("api.rate_limit");

/** Carried as a 429's cause, so the HTTP layer can send `Retry-After` (see retryAfterHeaders). */
export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`retry after ${seconds} s`);
    this.name = "RetryAfter";
  }
}

/** `Retry-After` for a response that carries a rate-limit refusal (the longest wait among them). */
export function retryAfterHeaders(errors: readonly TRPCError[]): Record<string, string> {
  const waits = errors.map((e) => (e.cause instanceof RetryAfter ? e.cause.seconds : 0)).filter((s) => s > 0);
  return waits.length ? { "retry-after": String(Math.max(...waits)) } : {};
}

export interface RateLimit {
  /** Requests allowed per window and address. */
  points: number;
  windowSeconds: number;
}

/**
 * A per-address limit for a public procedure (the call token, the typed chat): both cost real
 * resources — an agent process per call, an LLM call per turn — and anyone may reach them. The
 * counters live in the request's database (./store.ts), so several app instances on one database
 * count together; without a database (a unit test of the limit), in this process's memory.
 */
export function createRateLimiter(name: string, limit: RateLimit) {
  const spec = { keyPrefix: name, points: limit.points, duration: limit.windowSeconds };
  return {
    /** Counts one request against the caller's address. */
    consume: (headers: Headers, db?: Db): Promise<void> => consumeKey(clientAddress(headers), db),
    /** Counts one request against any other key (a LiveKit room, say). */
    consumeKey,
  };

  async function consumeKey(key: string, db?: Db): Promise<void> {
    try {
      await limiterStore(db, spec).consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const retryAfter = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      log.warn({ limiter: name, retryAfter }, "rate_limited");
      throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: `Too many requests; try again in ${retryAfter} s.`, cause: new RetryAfter(retryAfter) });
    }
  }
}
