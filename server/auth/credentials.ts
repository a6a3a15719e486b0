import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/server/db";
import { users } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import { hashPassword, verifyPassword } from "./password";
import { recordFailedSignIn, recordSuccessfulSignIn, signInBlockedFor } from "./sign-in-limits";
import { verifySecondFactor } from "./second-factor";
import type { SessionMethod } from "./staff-sessions";

const log = moduleLogger("auth");

/**
 * The password check behind the sign-in form, with the same work whatever the account: an unknown
 * e-mail is verified against a dummy hash (argon2id, same parameters), so the answer's time does
 * not tell a stranger which addresses have accounts (11 ms unknown vs 40–90 ms known before).
 */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(`no account ${Math.random()}`));

/** A stable pseudonym for the typed e-mail in the log: failures of one account correlate, the address is not written. */
export function accountPseudonym(email: string, key: string): string {
  return createHmac("sha256", key).update(email.toLowerCase()).digest("hex").slice(0, 16);
}

export type CredentialCheck =
  | { ok: true; user: { id: string; email: string | null; name: string | null }; method: SessionMethod }
  | { ok: false; reason: "wrong_password" | "unknown_account" | "wrong_code" }
  /** The password was right and the account has a second factor: ask for the code (nothing is counted). */
  | { ok: false; reason: "second_factor_required" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * `logKey` keys the e-mail's pseudonym in the log and unseals the second factor's secret (the app's
 * AUTH_SECRET). A wrong second-factor code counts as a failed sign-in, like a wrong password.
 */
export async function checkCredentials(
  db: Db,
  input: { email: string; password: string; code?: string; address: string; logKey: string },
): Promise<CredentialCheck> {
  const email = input.email.toLowerCase();
  const account = accountPseudonym(email, input.logKey);
  // The app's database holds the counts: every app instance on it throttles together.
  const wait = await signInBlockedFor(email, input.address, db);
  if (wait > 0) {
    log.warn({ account, address: input.address, retryAfter: wait }, "sign_in_rate_limited");
    return { ok: false, reason: "throttled", retryAfterSeconds: wait };
  }
  const [user] = await db.select().from(users).where(eq(users.email, email));
  // Always one argon2 verification: the user's hash, or the dummy one for an unknown account.
  const verified = await verifyPassword(input.password, user?.passwordHash ?? (await dummy()));
  if (!user?.passwordHash || !verified) {
    await recordFailedSignIn(email, input.address, db);
    const reason = user ? "wrong_password" : "unknown_account";
    log.warn({ account, address: input.address, reason }, "sign_in_refused");
    return { ok: false, reason };
  }
  let method: SessionMethod = "password";
  if (user.totpEnabledAt) {
    if (!input.code?.trim()) return { ok: false, reason: "second_factor_required" };
    const second = await verifySecondFactor(db, { userId: user.id, code: input.code, key: input.logKey });
    if (!second.ok) {
      await recordFailedSignIn(email, input.address, db);
      log.warn({ account, address: input.address, reason: "wrong_code" }, "sign_in_refused");
      return { ok: false, reason: "wrong_code" };
    }
    method = second.method === "totp" ? "password+totp" : "recovery code";
  }
  await recordSuccessfulSignIn(email, input.address, db);
  log.info({ userId: user.id, address: input.address, method }, "signed_in");
  return { ok: true, user: { id: user.id, email: user.email, name: user.name }, method };
}
