import { lt } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "./";
import { rateLimits } from "./schema";

const log = moduleLogger("rate-limits");

/** How often expired counters are deleted, and how long past its window a counter is kept (the library's own numbers). */
export const COUNTER_SWEEP_INTERVAL_MS = 5 * 60_000;
const KEEP_EXPIRED_MS = 60 * 60_000;
const sweeps = new WeakMap<Db, NodeJS.Timeout>();

/** Deletes the counters whose window ended over an hour before `now`; how many went. */
export async function sweepExpiredCounters(db: Db, now: number = Date.now()): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now - KEEP_EXPIRED_MS)))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/**
 * The sweep is ours, not the library's (its `clearExpiredByTimeout`): the library's timer outlived
 * the database it swept — it kept firing after the handle closed, and wrote each failure
 * ("Cannot use a pool after calling end on the pool", with the query) to the console, past the
 * logger. Ours stops when the handle closes and logs a failure as a class, like every other.
 */
function sweepCounters(db: Db): void {
  if (sweeps.has(db)) return;
  const timer = setInterval(() => {
    sweepExpiredCounters(db).then(
      (deleted) => {
        if (deleted > 0) log.info({ deleted }, "rate_limit_counters_swept");
      },
      (err: unknown) => log.warn({ err }, "rate_limit_sweep_failed"),
    );
  }, COUNTER_SWEEP_INTERVAL_MS);
  timer.unref();
  sweeps.set(db, timer);
}

/** Stops the counter sweep on `db`: its handle is closing (server/db's close calls this first). */
export function stopCounterSweep(db: Db): void {
  clearInterval(sweeps.get(db));
  sweeps.delete(db);
}

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
    limiter = new RateLimiterDrizzle({ ...spec, storeClient: db, schema: rateLimits, clearExpiredByTimeout: false });
    sweepCounters(db);
    perDb.set(id, limiter);
  }
  return limiter;
}
