import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { acceptInvitation, invite, signedInContext, type Person } from "./support/console-people";
import { watchCsp } from "./support/csp-guard";
import { appBaseUrl } from "./support/fixtures";
import { adminContext, expect, test } from "./support/admin-session";
import { shot } from "./support/screenshots";

/**
 * A staff member's own account page against the real app: sessions that end when they sign out
 * everywhere, and two-step sign-in from enrolment to a sign-in with the code. A person of its own
 * (an owner invited here) so that no other spec's admin is signed out or asked for a code.
 */

const OWNER: Person = { email: "account-owner@lindenhof.test", password: "account-owner-password-e2e" };

test.describe.configure({ mode: "serial" });

/**
 * A console page reloaded: still in (the console's menu), or sent to the sign-in form. Under load the
 * app may answer the reload with its busy page, which keeps the asked URL and reloads itself once the
 * load has passed; that page is neither answer, so the check waits for one of the two (a fresh-clone
 * run read a shed reload's URL as "still signed in").
 */
async function signedOut(page: Page): Promise<boolean> {
  await page.goto("/console/lindenhof/departments");
  const signInForm = page.getByRole("button", { name: "Sign in", exact: true });
  const consoleMenu = page.getByRole("navigation", { name: "Console pages" });
  await expect(signInForm.or(consoleMenu)).toBeVisible({ timeout: 30_000 });
  return signInForm.isVisible();
}

test.beforeAll(async ({ browser, adminSession }) => {
  const admin = await adminContext(browser, adminSession);
  const link = await invite(admin.page, "lindenhof", OWNER.email, "Owner");
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
  // How each session was opened, in words, and its times the console's way (26/11/2026 14:05).
  await expect(rows.first()).toContainText("Password");
  // Which browser each session was opened in, from its user agent at sign-in.
  await expect(rows.first()).toContainText(/Chrom(e|ium) \d+ · Linux/);
  await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  // The console stays around the account page: the hospital in the switcher, its pages in the menu.
  await expect(desk.page.getByTestId("tenant-switcher")).toHaveValue(/Lindenhof/);
  await expect(desk.page.getByRole("navigation", { name: "Console pages" }).getByRole("link", { name: "Departments" })).toBeVisible();
  await shot(desk.page, "20-account");

  await desk.page.getByRole("button", { name: "Sign out other sessions" }).click();
  await expect(desk.page.getByText("1 other session signed out.")).toBeVisible();
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

test("two-step sign-in: enrolled with the app's code, then the password alone no longer opens the console", async ({ browser }) => {
  const { context, page } = await signedInContext(browser, OWNER);
  await page.goto("/account");
  await expect(page.getByTestId("two-step-state")).toContainText("Off.");
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  // The QR code is an inline SVG (nothing for the CSP to refuse), with the key as text beside it.
  await expect(page.locator("svg").filter({ has: page.locator("title", { hasText: "QR code for your authenticator app" }) })).toBeVisible();
  const secret = (await page.getByTestId("two-step-secret").textContent())!.trim();
  const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  await shot(page, "21-account-two-step-enrol");

  const codeBox = page.getByLabel("The 6-digit code the app shows");
  await codeBox.fill(app.generate() === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("That code is not right; type the current code from the app.")).toBeVisible();
  await codeBox.fill(app.generate());
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByTestId("recovery-codes").locator("li");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  const another = (await codes.nth(1).textContent())!.trim();
  await expect(page.getByTestId("two-step-state")).toContainText("On. You have 10 unused recovery codes.");
  await shot(page, "22-account-recovery-codes");
  await context.close();

  // The password alone: the form asks for the code; a wrong one is refused in words; a recovery code opens it.
  const login = await browser.newContext({ baseURL: appBaseUrl(), viewport: { width: 1280, height: 900 } });
  await watchCsp(login);
  const p = await login.newPage();
  await p.goto("/login");
  await p.getByLabel("E-mail").fill(OWNER.email);
  await p.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await p.getByRole("button", { name: "Sign in", exact: true }).click();
  const signInCode = p.getByLabel("Code from your authenticator app");
  await expect(signInCode).toBeVisible();
  await expect(p).toHaveURL(/\/login/);
  await shot(p, "23-login-code");
  await signInCode.fill("123 456");
  await p.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(p.locator('[role="alert"]:not(#__next-route-announcer__)')).toContainText("That code is not right.");
  await signInCode.fill(recovery.toUpperCase());
  await p.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(p).toHaveURL(/\/console\//);

  // One recovery code used up; turning the factor off takes another.
  await p.goto("/account");
  await expect(p.getByTestId("two-step-state")).toContainText("On. You have 9 unused recovery codes.");
  await p.getByLabel("A current code, or a recovery code").fill(another);
  await p.getByRole("button", { name: "Turn off" }).click();
  await expect(p.getByTestId("two-step-state")).toContainText("Off.");
  await login.close();
});
