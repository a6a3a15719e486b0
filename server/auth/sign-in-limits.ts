import { RateLimiterMemory } from "rate-limiter-flexible";

/**
 * Failed sign-ins, counted per account and per address. The threat: password guessing against one
 * account (from many addresses) and spraying many accounts from one address. Only failures count;
 * a success clears the account's counter. In memory: one app process holds the count (several
 * instances each count their own — still a limit, just a looser one).
 */
const ACCOUNT = { points: 5, duration: 15 * 60 };
const ADDRESS = { points: 20, duration: 15 * 60 };

const perAccount = new RateLimiterMemory({ keyPrefix: "sign_in_account", ...ACCOUNT });
const perAddress = new RateLimiterMemory({ keyPrefix: "sign_in_address", ...ADDRESS });

/** Seconds to wait when the account or the address has used up its failures, else 0. */
export async function signInBlockedFor(account: string, address: string): Promise<number> {
  const [a, b] = await Promise.all([perAccount.get(account), perAddress.get(address)]);
  const blocked = [a && a.consumedPoints >= ACCOUNT.points ? a.msBeforeNext : 0, b && b.consumedPoints >= ADDRESS.points ? b.msBeforeNext : 0];
  return Math.ceil(Math.max(...blocked) / 1000);
}

export async function recordFailedSignIn(account: string, address: string): Promise<void> {
  // consume() rejects once the points are gone; that is the block itself, not an error here.
  await Promise.allSettled([perAccount.consume(account), perAddress.consume(address)]);
}

export async function recordSuccessfulSignIn(account: string): Promise<void> {
  await perAccount.delete(account);
}
