import { eq } from "drizzle-orm";
import type { Db } from "~/server/db";
import { users } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import { RefusedError } from "~/lib/user-facing-error";
import { recordAudit, type Actor } from "~/server/audit";
import { hashPassword, verifyPassword } from "./password";
import { endAllStaffSessions } from "./staff-sessions";

const log = moduleLogger("auth.account");

/** A refusal the account page shows next to the field it names (the API maps it once: server/api/trpc.ts). */
export class AccountError extends RefusedError {
  constructor(
    message: string,
    /** The form field the message belongs next to. */
    field?: "current" | "next",
  ) {
    super(message, field);
  }
}

/**
 * A staff member changes their own password: the current one first (a session left open on a
 * ward PC must not be enough to take the account over), then every other session of theirs ends
 * — whoever signed in with the old password is out at once. The one in use stays.
 */
export async function changeOwnPassword(
  db: Db,
  input: { userId: string; current: string; next: string; keepRowId?: string; actor: Actor },
): Promise<{ endedSessions: number }> {
  const [user] = await db.select({ hash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, input.userId));
  if (!user?.hash) throw new AccountError("This account signs in through the hospital's identity provider; change the password there.");
  if (!(await verifyPassword(input.current, user.hash))) throw new AccountError("The current password is not right.", "current");
  if (input.current === input.next) throw new AccountError("Choose a password other than the current one.", "next");
  await db.transaction(async (t) => {
    await t
      .update(users)
      .set({ passwordHash: await hashPassword(input.next) })
      .where(eq(users.id, input.userId));
    await recordAudit(t, { tenantId: null, actor: input.actor, action: "account.password_change", target: user.email ?? input.userId });
  });
  const endedSessions = await endAllStaffSessions(db, input.userId, "password_changed", { keepRowId: input.keepRowId });
  log.info({ userId: input.userId, endedSessions }, "password_changed");
  return { endedSessions };
}

/** "Sign out everywhere": every session of the person ends, the one in use too unless kept. */
export async function signOutEverywhere(db: Db, input: { userId: string; keepRowId?: string; actor: Actor }): Promise<{ endedSessions: number }> {
  const endedSessions = await endAllStaffSessions(db, input.userId, "sign_out_everywhere", { keepRowId: input.keepRowId });
  await recordAudit(db, { tenantId: null, actor: input.actor, action: "account.sign_out_everywhere", target: input.actor.email, after: { endedSessions } });
  return { endedSessions };
}
