import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { createTestDatabase } from "../../testkit/db/test-database";
import { memberships, tenants, users } from "../db/schema";
import { verifyPassword } from "./password";
import { recordFailedSignIn, recordSuccessfulSignIn, signInBlockedFor } from "./sign-in-limits";
import { createStaffUser, ensureDemoAdmin, UserExistsError } from "./users";

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

describe("failed sign-ins are limited", () => {
  it("five wrong passwords block the account from any address; a success before that clears the count", async () => {
    for (let i = 0; i < 4; i++) await recordFailedSignIn("victim@example.org", `10.0.0.${i}`);
    expect(await signInBlockedFor("victim@example.org", "10.0.0.99")).toBe(0);
    await recordSuccessfulSignIn("victim@example.org");
    for (let i = 0; i < 5; i++) await recordFailedSignIn("victim@example.org", `10.0.1.${i}`);
    expect(await signInBlockedFor("victim@example.org", "10.0.2.1")).toBeGreaterThan(60);
    expect(await signInBlockedFor("someone-else@example.org", "10.0.2.1")).toBe(0);
  });

  it("twenty failures from one address block that address for every account", async () => {
    for (let i = 0; i < 20; i++) await recordFailedSignIn(`spray${i}@example.org`, "192.0.2.7");
    expect(await signInBlockedFor("fresh@example.org", "192.0.2.7")).toBeGreaterThan(60);
    expect(await signInBlockedFor("fresh@example.org", "192.0.2.8")).toBe(0);
  });
});
