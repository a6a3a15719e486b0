import { env } from "~/lib/env";
import { createRateLimiter, type RateLimit } from ".";

/**
 * What each public procedure may cost one client address per minute, counted before its input is
 * read (the gate in ../trpc.ts consumes it first thing): a flood of malformed requests pays the
 * same as a flood of valid ones. Procedures not named here share the general public limit.
 *
 * The threat: anyone can reach these. A call token starts an agent process, a typed turn may reach
 * an LLM, the speech tools run the safety and shaping core on up to 4,000 characters.
 */
function limits(): Record<string, RateLimit> {
  const e = env();
  return {
    "webCall.join": { points: e.RATE_LIMIT_CALLS_PER_MINUTE, windowSeconds: 60 },
    "cognition.turn": { points: e.RATE_LIMIT_CHAT_TURNS_PER_MINUTE, windowSeconds: 60 },
    "cognition.turnStream": { points: e.RATE_LIMIT_CHAT_TURNS_PER_MINUTE, windowSeconds: 60 },
    "speech.*": { points: e.RATE_LIMIT_PUBLIC_PER_MINUTE, windowSeconds: 60 },
    // Invitations: a token is a secret to guess; a third of the general limit is plenty for a person.
    "invitation.*": { points: Math.max(1, Math.floor(e.RATE_LIMIT_PUBLIC_PER_MINUTE / 3)), windowSeconds: 60 },
    // The health check answers a load balancer every few seconds; it is cheap and must not starve.
    "health.ping": { points: e.RATE_LIMIT_PUBLIC_PER_MINUTE * 10, windowSeconds: 60 },
  };
}

/** Typed turns share one bucket whether whole or streamed; so do the speech tools. */
function bucketOf(path: string, table: Record<string, RateLimit>): string {
  if (table[path]) return path === "cognition.turnStream" ? "cognition.turn" : path;
  const star = `${path.split(".")[0]}.*`;
  return table[star] ? star : "public";
}

let limiters: Map<string, ReturnType<typeof createRateLimiter>> | undefined;
/** Part of every counter's name: a reset starts fresh counts in a shared store too (every instance starts at 0). */
let generation = 0;

/** The limiter that counts this public procedure's calls per address. */
export function publicLimiter(path: string): ReturnType<typeof createRateLimiter> {
  const table = limits();
  limiters ??= new Map();
  const bucket = bucketOf(path, table);
  let limiter = limiters.get(bucket);
  if (!limiter) {
    const limit = table[bucket] ?? { points: env().RATE_LIMIT_PUBLIC_PER_MINUTE * 2, windowSeconds: 60 };
    limiter = createRateLimiter(generation ? `public${generation}_${bucket}` : `public_${bucket}`, limit);
    limiters.set(bucket, limiter);
  }
  return limiter;
}

/** Tests that change the limits through the environment start from fresh counters. */
export function resetPublicLimiters(): void {
  limiters = undefined;
  generation += 1;
}
