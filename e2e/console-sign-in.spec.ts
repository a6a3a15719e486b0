import { signIn, type Person } from "./support/console-people";
import { appBaseUrl, expect, test } from "./support/fixtures";

/**
 * Where the sign-in leads: back to the console page that sent the person to it, with its filters;
 * never to another site, whatever a link writes into the sign-in's address.
 */

const ADMIN: Person = {
  email: "admin@voicedesk.local",
  get password(): string {
    return process.env.VOICEDESK_ADMIN_PASSWORD ?? "";
  },
};

test.describe.configure({ mode: "serial" });

test("signed out, a filtered call list leads to the sign-in and, signed in, back to that list with its filter", async ({ page }) => {
  await page.goto("/console/lindenhof/calls?outcome=emergency");
  await expect(page).toHaveURL(/\/login\?next=%2Fconsole%2Flindenhof%2Fcalls%3Foutcome%3Demergency$/);
  await signIn(page, ADMIN, { at: null });
  await expect(page).toHaveURL(/\/console\/lindenhof\/calls\?outcome=emergency$/);
  await expect(page.getByRole("heading", { name: "Call replay", level: 1 })).toBeVisible();
  await expect(page.getByTestId("filter-emergencies")).toHaveAttribute("aria-pressed", "true");
});

test("a sign-in link that names another site, or a page outside the console, ends in the console on this site", async ({ page }) => {
  const own = new URL(appBaseUrl());
  // Signed out: the form posts the checked page, and the sign-in lands on the admin's home.
  await signIn(page, ADMIN, { at: `/login?next=${encodeURIComponent("https://evil.example/console/lindenhof/faq")}` });
  await expect(page).toHaveURL(`${own.origin}/console/lindenhof/departments`);
  // Signed in, the sign-in page sends on at once, by the same check.
  for (const next of [
    "//evil.example/console",
    "/\\evil.example/console",
    "/\t/evil.example/console",
    "/console/../api/auth/signout",
    "javascript:alert(1)//console",
  ]) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await expect(page, next).toHaveURL(`${own.origin}/console/lindenhof/departments`);
  }
  // Auth.js's own callbackUrl names this site in full: its page is kept, on this site.
  await page.goto(`/login?callbackUrl=${encodeURIComponent(`${own.origin}/console/lindenhof/faq`)}`);
  await expect(page).toHaveURL(`${own.origin}/console/lindenhof/faq`);
  await page.goto(`/login?callbackUrl=${encodeURIComponent("https://evil.example/console/lindenhof/faq")}`);
  await expect(page).toHaveURL(`${own.origin}/console/lindenhof/departments`);
});

test("a session that ends while a console page is open says so, and the sign-in leads back to the page opened next", async ({ page, context }) => {
  await signIn(page, ADMIN, { at: "/login?next=%2Fconsole%2Flindenhof%2Fdepartments" });
  await expect(page.getByRole("heading", { name: "Departments", level: 1 })).toBeVisible();
  // The session ends (half an hour unused, or signed out from another browser): the cookie is gone.
  await context.clearCookies();
  await page.getByRole("navigation", { name: "Console pages" }).getByRole("link", { name: "FAQ", exact: true }).click();
  // Either the page's list says the session ended, with the way back (not "could not be loaded:
  // Sign in first" and a "Try again" that can only fail the same way), or the console's layout
  // sends the browser to the sign-in itself: both lead to the sign-in naming the FAQ page.
  const ended = page.getByTestId("session-ended");
  const toSignIn = /\/login\?next=%2Fconsole%2Flindenhof%2Ffaq$/;
  await expect(ended.or(page.getByRole("heading", { name: "Sign in to the console" }))).toBeVisible();
  if (await ended.isVisible()) {
    await expect(ended).toContainText("Your session has ended");
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await ended.getByRole("link", { name: "Sign in again" }).click();
  }
  await expect(page).toHaveURL(toSignIn);
  await signIn(page, ADMIN, { at: null });
  await expect(page).toHaveURL(/\/console\/lindenhof\/faq$/);
  await expect(page.getByRole("heading", { name: "FAQ", level: 1 })).toBeVisible();
});
