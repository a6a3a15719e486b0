import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { acceptInvitation, invite, signedInContext, type Person } from "./support/console-people";
import { expect, test } from "./support/fixtures";

/**
 * A staff member's own account page against the real app: sessions that end when they sign out
 * everywhere,. A person of its own
 * (an owner invited here) so that no other spec's admin is signed out or asked for a code.
 */

const ADMIN: Person = {
  email: "admin@voicedesk.local",
  get password(): string {
    return process.env.VOICEDESK_ADMIN_PASSWORD ?? "";
  },
};
const OWNER: Person = { email: "account-owner@lindenhof.test", password: "account-owner-password-e2e" };
const SHOTS = resolve(process.cwd(), "e2e/screenshots");

test.describe.configure({ mode: "serial" });

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SHOTS, `${name}.png`), fullPage: true });
}

/** A console page reloaded: still in, or sent to the sign-in page. */
async function signedOut(page: Page): Promise<boolean> {
  await page.goto("/console/lindenhof/departments");
  await page.waitForURL(/\/(login|console\/lindenhof\/departments)/);
  return new URL(page.url()).pathname === "/login";
}

test.beforeAll(async ({ browser }) => {
  const admin = await signedInContext(browser, ADMIN);
  const link = await invite(admin.page, "lindenhof", OWNER.email, "owner");
  await admin.context.close();
  await acceptInvitation(browser, link, OWNER.password);
});

test("sign out everywhere: another browser's session ends at once, then this one", async ({ browser }) => {
  const ward = await signedInContext(browser, OWNER);
  const desk = await signedInContext(browser, OWNER);
  await desk.page.goto("/account");
  await expect(desk.page.getByRole("heading", { name: "Your account" })).toBeVisible();
  const rows = desk.page.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(desk.page.locator('[data-testid="session-row"][data-current="true"]')).toContainText("This browser");
  await shot(desk.page, "20-account");

  await desk.page.getByRole("button", { name: "Sign out other sessions" }).click();
  await expect(desk.page.getByText("1 other session(s) signed out.")).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect(await signedOut(ward.page)).toBe(true);
  expect(await signedOut(desk.page)).toBe(false);

  // Signed in again on the ward, then everywhere out from the desk: both browsers are out.
  await ward.page.getByLabel("E-mail").fill(OWNER.email);
  await ward.page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await ward.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(ward.page).toHaveURL(/\/console\//);
  await desk.page.goto("/account");
  await desk.page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(desk.page).toHaveURL(/\/login/);
  expect(await signedOut(ward.page)).toBe(true);
  expect(await signedOut(desk.page)).toBe(true);
  await Promise.all([ward.context.close(), desk.context.close()]);
});
