import type { Db } from "~/server/db";
import { limiterStore } from "~/server/db/limiter-store";

/**
 * Failed sign-ins slow down the one who fails, never lock out the account's owner.
 *
 * The threat, and why not a lock per account: five wrong passwords from anywhere used to lock the
 * account for 15 minutes, so a stranger who knew a staff member's address (the demo admin's is in
 * the docs) could lock them out at will. Now:
 * - per account *and* address: from the third failure on, that address waits before its next try
 *   for this account, doubling each time (2 s, 4 s, … 15 min). The owner, from their own address,
 *   is not slowed by a stranger's failures; a success clears the pair.
 * - per address: a hard ceiling of failures per hour over all accounts (password spraying). Only
 *   the address that sprays is stopped.
 * Guessing one account from many addresses is bounded by each address's ceiling; a second factor
 * is the answer to a leaked password. Counted in the app's database when one is given (every app
 * instance on it counts together, server/api/rate-limit/store.ts), else in this process's memory.
 */
export const PAIR_FREE_FAILURES = 2;
export const PAIR_MAX_DELAY_SECONDS = 15 * 60;
export const ADDRESS_CEILING = { failures: 100, windowSeconds: 60 * 60 };

const pairFailures = (db?: Db) => limiterStore(db, { keyPrefix: "sign_in_pair", points: 1_000_000, duration: 60 * 60 });
const pairWait = (db?: Db) => limiterStore(db, { keyPrefix: "sign_in_pair_wait", points: 1, duration: 1 });
const perAddress = (db?: Db) => limiterStore(db, { keyPrefix: "sign_in_address", points: ADDRESS_CEILING.failures, duration: ADDRESS_CEILING.windowSeconds });

/** Address first: an address has no "/", so the key reads one way only (and Postgres text takes no NUL). */
const pairKey = (account: string, address: string) => `${address}/${account}`;

/** The wait after `failures` failures of one account from one address. */
export function delayAfterFailures(failures: number): number {
  if (failures <= PAIR_FREE_FAILURES) return 0;
  return Math.min(PAIR_MAX_DELAY_SECONDS, 2 ** (failures - PAIR_FREE_FAILURES));
}

/** Seconds this address must wait before trying this account again, else 0. */
export async function signInBlockedFor(account: string, address: string, db?: Db): Promise<number> {
  const [wait, spray] = await Promise.all([pairWait(db).get(pairKey(account, address)), perAddress(db).get(address)]);
  const blocked = [wait && wait.consumedPoints > 1 ? wait.msBeforeNext : 0, spray && spray.consumedPoints >= ADDRESS_CEILING.failures ? spray.msBeforeNext : 0];
  return Math.ceil(Math.max(...blocked) / 1000);
}

export async function recordFailedSignIn(account: string, address: string, db?: Db): Promise<void> {
  const key = pairKey(account, address);
  // consume() rejects once an address is over its ceiling: that is the block itself, not an error.
  const [pair] = await Promise.allSettled([pairFailures(db).consume(key), perAddress(db).consume(address)]);
  const failures = pair.status === "fulfilled" ? pair.value.consumedPoints : 1;
  const delay = delayAfterFailures(failures);
  if (delay > 0) await pairWait(db).block(key, delay);
}

export async function recordSuccessfulSignIn(account: string, address: string, db?: Db): Promise<void> {
  const key = pairKey(account, address);
  await Promise.all([pairFailures(db).delete(key), pairWait(db).delete(key)]);
}
