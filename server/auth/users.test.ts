import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { memberships, tenants, users } from "~/server/db/schema";
import { verifyPassword } from "./password";
import { ADDRESS_CEILING, delayAfterFailures, recordFailedSignIn, recordSuccessfulSignIn, signInBlockedFor } from "./sign-in-limits";
import { accountPseudonym, checkCredentials } from "./credentials";
import { captureLogs } from "~/lib/logger";
import { createStaffUser, ensureDemoAdmin, UserExistsError } from "./users";

// The real verification, watched: which stored hash each sign-in checks against (see the timing test).
vi.mock("./password", async (importOriginal) => {
  const real = await importOriginal<typeof import("./password")>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
  await h.db.insert(tenants).values({ slug: "demo-users", name: "Demo" });
});
afterAll(async () => h?.close());

describe("staff accounts", () => {
  it("a fresh database gets one demo admin with a generated password, owner of the demo tenant; a second start creates none", async () => {
    const login = await ensureDemoAdmin(h.db, { email: "admin@voicedesk.local", tenantSlug: "demo-users" });
    expect(login?.email).toBe("admin@voicedesk.local");
    expect(login!.password.length).toBeGreaterThanOrEqual(20);
    const [user] = await h.db.select().from(users).where(eq(users.email, "admin@voicedesk.local"));
    expect(user!.isPlatformAdmin).toBe(true);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(login!.password);
    expect(await verifyPassword(login!.password, user!.passwordHash!)).toBe(true);
    expect(await verifyPassword(`${login!.password}x`, user!.passwordHash!)).toBe(false);
    const roles = await h.db.select({ role: memberships.role }).from(memberships).where(eq(memberships.userId, user!.id));
    expect(roles).toEqual([{ role: "owner" }]);
    expect(await ensureDemoAdmin(h.db, { email: "other@voicedesk.local", tenantSlug: "demo-users" })).toBeNull();
  });

  it("two demo starts never print the same password", async () => {
    const other = await createTestDatabase();
    try {
      const a = await ensureDemoAdmin(other.db, { email: "a@x.org", tenantSlug: "none" });
      const b = await createStaffUser(other.db, { email: "b@x.org" });
      expect(a!.password).not.toBe(b.password);
    } finally {
      await other.close();
    }
  });

  it("an e-mail address is one account, whatever its capitals", async () => {
    await createStaffUser(h.db, { email: "Case@Example.org" });
    await expect(createStaffUser(h.db, { email: "case@example.org" })).rejects.toBeInstanceOf(UserExistsError);
  });
});

describe("failed sign-ins slow the one who fails, and lock nobody out", () => {
  it("a stranger's wrong passwords from their address do not stop the owner signing in from theirs", async () => {
    for (let i = 0; i < 12; i++) await recordFailedSignIn("victim@example.org", "203.0.113.66");
    expect(await signInBlockedFor("victim@example.org", "203.0.113.66")).toBeGreaterThan(60);
    expect(await signInBlockedFor("victim@example.org", "198.51.100.10")).toBe(0);
  });

  it("the wait for one account from one address grows with each failure: none, none, then 2 s, 4 s, 8 s … up to 15 min", async () => {
    expect([1, 2, 3, 4, 5, 6].map(delayAfterFailures)).toEqual([0, 0, 2, 4, 8, 16]);
    expect(delayAfterFailures(40)).toBe(15 * 60);
    await recordFailedSignIn("pair@example.org", "192.0.2.40");
    await recordFailedSignIn("pair@example.org", "192.0.2.40");
    expect(await signInBlockedFor("pair@example.org", "192.0.2.40")).toBe(0);
    await recordFailedSignIn("pair@example.org", "192.0.2.40");
    const wait = await signInBlockedFor("pair@example.org", "192.0.2.40");
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    // A success from that address clears it.
    await recordSuccessfulSignIn("pair@example.org", "192.0.2.40");
    expect(await signInBlockedFor("pair@example.org", "192.0.2.40")).toBe(0);
  });

  it("an address spraying many accounts hits a hard ceiling for every account; other addresses do not", async () => {
    for (let i = 0; i < ADDRESS_CEILING.failures; i++) await recordFailedSignIn(`spray${i}@example.org`, "192.0.2.7");
    expect(await signInBlockedFor("fresh@example.org", "192.0.2.7")).toBeGreaterThan(60);
    expect(await signInBlockedFor("fresh@example.org", "192.0.2.8")).toBe(0);
  });
});

describe("checking a password takes the same work whether the account exists or not", () => {
  it("unknown and known e-mails are refused after the same argon2 work (one verification, same parameters), and the log holds a pseudonym, not the e-mail", async () => {
    const { email } = await createStaffUser(h.db, { email: "timing@example.org", password: "right-password-123" });
    const check = (who: string, i: number) => checkCredentials(h.db, { email: who, password: "wrong-password", address: `198.18.${i}.1`, logKey: "test-key" });
    const [stored] = await h.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    // Argon2's cost is its parameters (memory, passes, lanes): the same parameters are the same work.
    // Compared as parameters, not as measured milliseconds, which a busy machine makes flaky.
    const parameters = (phc: string) => phc.split("$").slice(1, 4).join("$");
    const verifiedAgainst = vi.mocked(verifyPassword);
    const logs = captureLogs();
    try {
      for (const who of [email, "nobody@example.org"])
        for (let i = 1; i <= 7; i++) {
          verifiedAgainst.mockClear();
          const r = await check(who, i);
          expect(r.ok).toBe(false);
          expect(verifiedAgainst).toHaveBeenCalledTimes(1);
          const hash = verifiedAgainst.mock.calls[0]![1];
          expect(hash).toMatch(/^\$argon2id\$/);
          expect(parameters(hash)).toBe(parameters(stored!.hash!));
          if (who !== email) expect(hash).not.toBe(stored!.hash);
        }
    } finally {
      logs.restore();
    }
    const refused = logs.events("sign_in_refused");
    expect(refused.map((r) => r.reason)).toEqual([...Array(7).fill("wrong_password"), ...Array(7).fill("unknown_account")]);
    expect(JSON.stringify(refused)).not.toContain("example.org");
    expect(refused[0]!.account).toBe(accountPseudonym(email, "test-key"));
    expect(refused[0]!.account).not.toBe(refused[7]!.account);
  });

  it("the right password signs in, and clears that address's failures", async () => {
    await createStaffUser(h.db, { email: "right@example.org", password: "right-password-456" });
    for (let i = 0; i < 3; i++) await checkCredentials(h.db, { email: "right@example.org", password: "x", address: "198.18.9.9", logKey: "k" });
    expect(await signInBlockedFor("right@example.org", "198.18.9.9", h.db)).toBeGreaterThan(0);
    const r = await checkCredentials(h.db, { email: "Right@Example.org", password: "right-password-456", address: "198.18.9.10", logKey: "k" });
    expect(r.ok).toBe(true);
  });
});
