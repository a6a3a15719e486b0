import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "~/server/db";
import { staffSessions } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import type { StaffSessionMethod } from "~/contracts/vocabulary";

const log = moduleLogger("auth.sessions");

/**
 * Revocable staff sessions: the cookie (a JWT signed by next-auth) names a row here, and every
 * request looks the row up.
 *
 * The threat: sessions were JWTs alone, valid until they expired, so a copied cookie kept working
 * after sign-out, from any address, for 8 hours (re-signed with a fresh expiry on every use). Now
 * ending a session deletes its row, and the next request with any copy of the cookie is signed out.
 * What ends sessions at once: signing out (that one), "sign out everywhere" and a password change
 * (all of the person's), a role removed or lowered (all of that person's: they sign in again
 * with what they hold now), a second factor reset by an administrator.
 *
 * Lifetime (OWASP ASVS 3.3): one working shift from sign-in whatever the use, and 30 minutes
 * without any request ends it sooner. A console left open keeps itself alive only while it asks
 * the server for something.
 */
export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;
export const SESSION_IDLE_SECONDS = 30 * 60;
/** `last_seen_at` is written at most this often per session: a page's burst of queries is one write. */
const TOUCH_EVERY_SECONDS = 60;

export type SessionMethod = StaffSessionMethod;
export type EndReason = "sign_out" | "sign_out_everywhere" | "password_changed" | "role_changed" | "second_factor_reset";

const hashOf = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

/**
 * Opens a session for a person who just proved who they are; the id goes into the cookie only.
 * `device` is the short browser label (./session-device.ts) the account page shows.
 */
export async function openStaffSession(
  db: Db,
  userId: string,
  method: SessionMethod,
  opts: { device?: string | null; now?: Date } = {},
): Promise<{ sessionId: string; expiresAt: Date }> {
  const now = opts.now ?? new Date();
  const sessionId = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000);
  await db
    .insert(staffSessions)
    .values({ userId, tokenHash: hashOf(sessionId), createdAt: now, lastSeenAt: now, expiresAt, method, device: opts.device ?? null });
  // Rows of sessions that ran out are no one's: cleared here rather than by a job.
  await db.delete(staffSessions).where(and(eq(staffSessions.userId, userId), lt(staffSessions.expiresAt, now)));
  log.info({ userId, method }, "staff_session_opened");
  return { sessionId, expiresAt };
}

/**
 * The user a cookie's session id belongs to, when that session is still open: not ended, not past
 * its lifetime, not idle too long. Marks it as used.
 */
export async function liveStaffSession(db: Db, sessionId: string | undefined, now = new Date()): Promise<{ userId: string; rowId: string } | null> {
  if (!sessionId) return null;
  const idleSince = new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000);
  const [row] = await db
    .select({ id: staffSessions.id, userId: staffSessions.userId, lastSeenAt: staffSessions.lastSeenAt })
    .from(staffSessions)
    .where(and(eq(staffSessions.tokenHash, hashOf(sessionId)), gt(staffSessions.expiresAt, now), gt(staffSessions.lastSeenAt, idleSince)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_SECONDS * 1000) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.id));
  }
  return { userId: row.userId, rowId: row.id };
}

/** Ends the session a cookie names (sign-out). */
export async function endStaffSession(db: Db, sessionId: string | undefined): Promise<void> {
  if (!sessionId) return;
  const ended = await db
    .delete(staffSessions)
    .where(eq(staffSessions.tokenHash, hashOf(sessionId)))
    .returning({ userId: staffSessions.userId });
  if (ended[0]) log.info({ userId: ended[0].userId, reason: "sign_out" satisfies EndReason }, "staff_session_ended");
}

/** Ends every session of a person (optionally all but the one they are using, by its row id); returns how many ended. */
export async function endAllStaffSessions(db: Db, userId: string, reason: EndReason, opts: { keepRowId?: string } = {}): Promise<number> {
  const keep = opts.keepRowId ? ne(staffSessions.id, opts.keepRowId) : undefined;
  const ended = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.userId, userId), keep))
    .returning({ id: staffSessions.id });
  log.info({ userId, reason, ended: ended.length, keptCurrent: keep !== undefined }, "staff_sessions_ended");
  return ended.length;
}

export interface StaffSessionView {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  method: string;
  device: string | null;
  current: boolean;
}

/** A person's open sessions, newest first, the one they are using marked by its row id (the account page). */
export async function listStaffSessions(db: Db, userId: string, currentRowId: string | undefined, now = new Date()): Promise<StaffSessionView[]> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000);
  const rows = await db
    .select({
      id: staffSessions.id,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      method: staffSessions.method,
      device: staffSessions.device,
    })
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, userId), gt(staffSessions.expiresAt, now), gt(staffSessions.lastSeenAt, idleSince)))
    .orderBy(sql`${staffSessions.createdAt} desc`);
  log.info({ userId, sessions: rows.length }, "staff_sessions_listed");
  return rows.map((r) => ({ ...r, current: r.id === currentRowId }));
}
