import type { Db } from "../db";
import { limiterStore } from "../api/rate-limit/store";

/**
 * Failed sign-ins, counted per account and per address. The threat: password guessing against one
 * account (from many addresses) and spraying many accounts from one address. Only failures count;
 * a success clears the account's counter. Counted in the app's database when one is given (every
 * app instance on it counts together, server/api/rate-limit/store.ts), else in this process's memory.
 */
const ACCOUNT = { points: 5, duration: 15 * 60 };
const ADDRESS = { points: 20, duration: 15 * 60 };

const perAccount = (db?: Db) => limiterStore(db, { keyPrefix: "sign_in_account", ...ACCOUNT });
const perAddress = (db?: Db) => limiterStore(db, { keyPrefix: "sign_in_address", ...ADDRESS });

/** Seconds to wait when the account or the address has used up its failures, else 0. */
export async function signInBlockedFor(account: string, address: string, db?: Db): Promise<number> {
  const [a, b] = await Promise.all([perAccount(db).get(account), perAddress(db).get(address)]);
  const blocked = [a && a.consumedPoints >= ACCOUNT.points ? a.msBeforeNext : 0, b && b.consumedPoints >= ADDRESS.points ? b.msBeforeNext : 0];
  return Math.ceil(Math.max(...blocked) / 1000);
}

export async function recordFailedSignIn(account: string, address: string, db?: Db): Promise<void> {
  // consume() rejects once the points are gone; that is the block itself, not an error here.
  await Promise.allSettled([perAccount(db).consume(account), perAddress(db).consume(address)]);
}

export async function recordSuccessfulSignIn(account: string, db?: Db): Promise<void> {
  await perAccount(db).delete(account);
}
