import { RateLimiterDrizzle, RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db } from "./";
import { rateLimits } from "./schema";

export interface LimiterSpec {
  /** Names the counter in the store ("chat", "sign_in_account"): two limiters never share counts. */
  keyPrefix: string;
  points: number;
  /** The window, in seconds. */
  duration: number;
}

const inDatabase = new WeakMap<Db, Map<string, RateLimiterAbstract>>();
const inMemory = new Map<string, RateLimiterAbstract>();

/**
 * The store behind a limiter: the app's own database when there is one (table `rate_limits`,
 * rate-limiter-flexible's Drizzle store), so every app instance on that database counts together
 * and `npm start` needs no extra service (on PGlite, as on PostgreSQL); process memory without a
 * database (a unit test of the limit itself). One limiter per database, prefix and limit (a test
 * that changes a limit gets a limiter with the new one; the counts stay under the prefix).
 */
export function limiterStore(db: Db | undefined, spec: LimiterSpec): RateLimiterAbstract {
  const id = `${spec.keyPrefix}:${spec.points}/${spec.duration}`;
  if (!db) {
    let limiter = inMemory.get(id);
    if (!limiter) inMemory.set(id, (limiter = new RateLimiterMemory(spec)));
    return limiter;
  }
  let perDb = inDatabase.get(db);
  if (!perDb) inDatabase.set(db, (perDb = new Map()));
  let limiter = perDb.get(id);
  if (!limiter) {
    // The hourly sweep of expired rows is a timer the library unrefs itself (rate-limiter-flexible
    // 11's RateLimiterDrizzle), so it never holds a process open.
    limiter = new RateLimiterDrizzle({ ...spec, storeClient: db, schema: rateLimits, clearExpiredByTimeout: true });
    perDb.set(id, limiter);
  }
  return limiter;
}
