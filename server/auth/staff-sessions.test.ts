import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOTP } from "otpauth";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { auditLog, memberships, staffSessions, tenants, users } from "~/server/db/schema";
import { changeOwnPassword, signOutEverywhere } from "./account";
import { checkCredentials } from "./credentials";
import { confirmEnrolment, removeSecondFactor, startEnrolment, verifySecondFactor } from "./second-factor";
import {
  endAllStaffSessions,
  endStaffSession,
  listStaffSessions,
  liveStaffSession,
  openStaffSession,
  SESSION_IDLE_SECONDS,
  SESSION_LIFETIME_SECONDS,
} from "./staff-sessions";
import { createStaffUser, grantMembership } from "./users";
import { changeMemberRole } from "~/server/console/members";
import { secureCookies } from "./cookies";

const KEY = "test-auth-secret-for-sealing-0123456789";

let h: DatabaseHandle;
let tenantId: string;
beforeAll(async () => {
  h = await createTestDatabase();
  const [t] = await h.db.insert(tenants).values({ slug: "sessions", name: "Sessions" }).returning({ id: tenants.id });
  tenantId = t!.id;
});
afterAll(async () => h?.close());

const actorFor = (u: { id: string; email: string }) => ({ id: u.id, email: u.email });

describe("a staff session ends when it is ended, whoever holds a copy of the cookie", () => {
  it("a signed-out session's id no longer opens anything; another browser of the same person stays in", async () => {
    const u = await createStaffUser(h.db, { email: "signout@example.org" });
    const laptop = await openStaffSession(h.db, u.id, "password");
    const ward = await openStaffSession(h.db, u.id, "password");
    expect(await liveStaffSession(h.db, laptop.sessionId)).toMatchObject({ userId: u.id });
    await endStaffSession(h.db, laptop.sessionId);
    expect(await liveStaffSession(h.db, laptop.sessionId)).toBeNull();
    expect(await liveStaffSession(h.db, ward.sessionId)).toMatchObject({ userId: u.id });
    // Only a hash of the id is stored: the database does not hold what the cookie carries.
    const stored = await h.db.select({ hash: staffSessions.tokenHash }).from(staffSessions).where(eq(staffSessions.userId, u.id));
    expect(stored.map((s) => s.hash)).not.toContain(ward.sessionId);
  });

  it("a session ends a shift after sign-in however busy, and sooner after half an hour unused", async () => {
    const u = await createStaffUser(h.db, { email: "lifetime@example.org" });
    const start = new Date("2026-11-20T08:00:00Z");
    const { sessionId } = await openStaffSession(h.db, u.id, "password", { now: start });
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    // Used every 20 minutes: alive until the shift's end.
    for (let s = 20 * 60; s < SESSION_LIFETIME_SECONDS; s += 20 * 60) expect(await liveStaffSession(h.db, sessionId, at(s)), `at ${s} s`).not.toBeNull();
    expect(await liveStaffSession(h.db, sessionId, at(SESSION_LIFETIME_SECONDS + 1))).toBeNull();

    const idle = await openStaffSession(h.db, u.id, "password", { now: start });
    expect(await liveStaffSession(h.db, idle.sessionId, at(SESSION_IDLE_SECONDS - 60))).not.toBeNull();
    expect(await liveStaffSession(h.db, idle.sessionId, at(2 * SESSION_IDLE_SECONDS))).toBeNull();
  });

  it("sign out everywhere ends every session of the person (or all but this one) and is audited; other people keep theirs", async () => {
    const u = await createStaffUser(h.db, { email: "everywhere@example.org" });
    const other = await createStaffUser(h.db, { email: "bystander@example.org" });
    const a = await openStaffSession(h.db, u.id, "password", { device: "Firefox 132 · Windows 10" });
    const b = await openStaffSession(h.db, u.id, "password");
    const theirs = await openStaffSession(h.db, other.id, "password");
    const current = (await liveStaffSession(h.db, a.sessionId))!;
    const listed = await listStaffSessions(h.db, u.id, current.rowId);
    expect(listed).toHaveLength(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    // Each session says which browser it was opened in, when the browser said.
    expect(listed.find((s) => s.current)?.device).toBe("Firefox 132 · Windows 10");
    expect(listed.find((s) => !s.current)?.device).toBeNull();

    expect(await signOutEverywhere(h.db, { userId: u.id, keepRowId: current.rowId, actor: actorFor(u) })).toEqual({ endedSessions: 1 });
    expect(await liveStaffSession(h.db, a.sessionId)).not.toBeNull();
    expect(await liveStaffSession(h.db, b.sessionId)).toBeNull();
    expect(await signOutEverywhere(h.db, { userId: u.id, actor: actorFor(u) })).toEqual({ endedSessions: 1 });
    expect(await liveStaffSession(h.db, a.sessionId)).toBeNull();
    expect(await liveStaffSession(h.db, theirs.sessionId)).not.toBeNull();
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, "account.sign_out_everywhere"));
    expect(audit.filter((r) => r.target === u.email)).toHaveLength(2);
  });

  it("a password change ends the person's other sessions; the old password no longer signs in", async () => {
    const u = await createStaffUser(h.db, { email: "newpass@example.org", password: "old-password-123456" });
    const here = await openStaffSession(h.db, u.id, "password");
    const stolen = await openStaffSession(h.db, u.id, "password");
    const row = (await liveStaffSession(h.db, here.sessionId))!;
    await expect(
      changeOwnPassword(h.db, { userId: u.id, current: "wrong", next: "new-password-123456", keepRowId: row.rowId, actor: actorFor(u) }),
    ).rejects.toThrow(/current password/);
    expect(await liveStaffSession(h.db, stolen.sessionId)).not.toBeNull();
    await changeOwnPassword(h.db, { userId: u.id, current: "old-password-123456", next: "new-password-123456", keepRowId: row.rowId, actor: actorFor(u) });
    expect(await liveStaffSession(h.db, stolen.sessionId)).toBeNull();
    expect(await liveStaffSession(h.db, here.sessionId)).not.toBeNull();
    const check = (password: string) => checkCredentials(h.db, { email: u.email, password, address: "198.51.100.20", logKey: KEY });
    expect((await check("old-password-123456")).ok).toBe(false);
    expect((await check("new-password-123456")).ok).toBe(true);
  });

  it("removing a member's role, or changing it, ends their sessions at once", async () => {
    const owner = await createStaffUser(h.db, { email: "owner@sessions.test" });
    const u = await createStaffUser(h.db, { email: "demoted@example.org" });
    await grantMembership(h.db, owner.id, tenantId, "owner");
    await grantMembership(h.db, u.id, tenantId, "admin");
    const s1 = await openStaffSession(h.db, u.id, "password");
    await changeMemberRole(h.db, tenantId, u.id, "operator", actorFor(owner));
    expect(await liveStaffSession(h.db, s1.sessionId)).toBeNull();
    const s2 = await openStaffSession(h.db, u.id, "password");
    await changeMemberRole(h.db, tenantId, u.id, null, actorFor(owner));
    expect(await liveStaffSession(h.db, s2.sessionId)).toBeNull();
    expect(await h.db.select().from(memberships).where(eq(memberships.userId, u.id))).toEqual([]);
  });

  it("endAllStaffSessions counts what it ended", async () => {
    const u = await createStaffUser(h.db, { email: "count@example.org" });
    await openStaffSession(h.db, u.id, "password");
    await openStaffSession(h.db, u.id, "oidc");
    expect(await endAllStaffSessions(h.db, u.id, "sign_out_everywhere")).toBe(2);
    expect(await endAllStaffSessions(h.db, u.id, "sign_out_everywhere")).toBe(0);
  });
});

describe("the Secure cookie flag follows the public address", () => {
  it("https public URL → Secure cookies; http → not; neither set → next-auth decides per request", () => {
    expect(secureCookies({ VOICEDESK_PUBLIC_URL: "https://voice.hospital.example" })).toBe(true);
    expect(secureCookies({ AUTH_URL: "https://console.hospital.example" })).toBe(true);
    expect(secureCookies({ VOICEDESK_PUBLIC_URL: "http://10.0.0.5:3000" })).toBe(false);
    expect(secureCookies({})).toBeUndefined();
  });
});

describe("two-step sign-in (TOTP) for owners and admins", () => {
  const codeAt = (secret: string, ms: number) => new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: ms });

  it("enrolment counts only after a code from the app; then sign-in asks for a code, refuses a wrong one, takes a right one once", async () => {
    const u = await createStaffUser(h.db, { email: "totp@example.org", password: "totp-password-123456" });
    const { secret, uri } = await startEnrolment(h.db, u.id, KEY);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Voicedesk:totp%40example\.org\?/);
    expect(uri).toContain(`secret=${secret}`);
    // Not on yet: the password alone still signs in.
    const signIn = (code?: string, address = "198.51.100.30") =>
      checkCredentials(h.db, { email: u.email, password: "totp-password-123456", code, address, logKey: KEY });
    expect(await signIn()).toMatchObject({ ok: true, method: "password" });

    await expect(confirmEnrolment(h.db, { userId: u.id, code: "000000", key: KEY, actor: actorFor(u) })).rejects.toThrow(/not right/);
    const now = Date.now();
    const { recoveryCodes } = await confirmEnrolment(h.db, { userId: u.id, code: codeAt(secret, now - 30_000), key: KEY, actor: actorFor(u), now });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    expect(await signIn()).toEqual({ ok: false, reason: "second_factor_required" });
    expect(await signIn("123456")).toEqual({ ok: false, reason: "wrong_code" });
    const code = codeAt(secret, Date.now());
    expect(await signIn(code)).toMatchObject({ ok: true, method: "password+totp" });
    // The same code a second time (seen over a shoulder) is refused.
    expect(await signIn(code, "198.51.100.31")).toEqual({ ok: false, reason: "wrong_code" });

    // The secret is sealed in the database: not readable as stored, not usable under another key.
    const [row] = await h.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, u.id));
    expect(row!.secret).not.toContain(secret);
    expect(await verifySecondFactor(h.db, { userId: u.id, code: codeAt(secret, Date.now() + 30_000), key: "another-key-entirely-000000000000000" })).toEqual({
      ok: false,
    });
  });

  it("a recovery code signs in once (spaces and capitals do not matter) and is audited; the owner can then turn the factor off", async () => {
    const u = await createStaffUser(h.db, { email: "recover@example.org", password: "recover-password-123456" });
    const { secret } = await startEnrolment(h.db, u.id, KEY);
    const { recoveryCodes } = await confirmEnrolment(h.db, { userId: u.id, code: codeAt(secret, Date.now()), key: KEY, actor: actorFor(u) });
    const signIn = (code: string) =>
      checkCredentials(h.db, { email: u.email, password: "recover-password-123456", code, address: "198.51.100.40", logKey: KEY });
    const typed = ` ${recoveryCodes[3]!.toUpperCase().replaceAll("-", " ")} `;
    expect(await signIn(typed)).toMatchObject({ ok: true, method: "recovery code" });
    expect(await signIn(recoveryCodes[3]!)).toEqual({ ok: false, reason: "wrong_code" });
    const used = await h.db.select().from(auditLog).where(eq(auditLog.action, "second_factor.recovery_code_used"));
    expect(used.map((r) => r.target)).toContain(u.email);

    const here = await openStaffSession(h.db, u.id, "recovery code");
    const elsewhere = await openStaffSession(h.db, u.id, "password+totp");
    const row = (await liveStaffSession(h.db, here.sessionId))!;
    await expect(removeSecondFactor(h.db, { userId: u.id, actor: actorFor(u), by: "self", code: "111111", key: KEY })).rejects.toThrow(/not right/);
    await removeSecondFactor(h.db, { userId: u.id, actor: actorFor(u), by: "self", code: recoveryCodes[0]!, key: KEY, keepRowId: row.rowId });
    expect(await liveStaffSession(h.db, elsewhere.sessionId)).toBeNull();
    expect(await liveStaffSession(h.db, here.sessionId)).not.toBeNull();
    expect(await signIn("")).toMatchObject({ ok: true, method: "password" });
  });

  it("a platform administrator resets a lost factor: the person's sessions end, and it is audited with the admin as actor", async () => {
    const admin = await createStaffUser(h.db, { email: "platform@example.org", platformAdmin: true });
    const u = await createStaffUser(h.db, { email: "lostphone@example.org", password: "lost-password-123456" });
    const { secret } = await startEnrolment(h.db, u.id, KEY);
    await confirmEnrolment(h.db, { userId: u.id, code: codeAt(secret, Date.now()), key: KEY, actor: actorFor(u) });
    const session = await openStaffSession(h.db, u.id, "password+totp");
    await removeSecondFactor(h.db, { userId: u.id, actor: actorFor(admin), by: "admin", key: KEY });
    expect(await liveStaffSession(h.db, session.sessionId)).toBeNull();
    const [reset] = await h.db.select().from(auditLog).where(eq(auditLog.action, "second_factor.reset"));
    expect(reset).toMatchObject({ actor: admin.email, target: u.email });
  });

  it("wrong codes are throttled like wrong passwords: after a few, that address waits", async () => {
    const u = await createStaffUser(h.db, { email: "guess@example.org", password: "guess-password-123456" });
    const { secret } = await startEnrolment(h.db, u.id, KEY);
    await confirmEnrolment(h.db, { userId: u.id, code: codeAt(secret, Date.now()), key: KEY, actor: actorFor(u) });
    const signIn = (code: string) => checkCredentials(h.db, { email: u.email, password: "guess-password-123456", code, address: "198.51.100.50", logKey: KEY });
    for (const code of ["000001", "000002", "000003"]) expect((await signIn(code)).ok).toBe(false);
    expect(await signIn(codeAt(secret, Date.now()))).toMatchObject({ ok: false, reason: "throttled" });
  });
});
