import type { Browser, BrowserContext, Page } from "@playwright/test";
import { watchCsp } from "./csp-guard";
import { appBaseUrl, expect } from "./fixtures";

/** Staff in the console specs: how they sign in, get invited and accept. */
export interface Person {
  email: string;
  password: string;
}

/** The sign-in form, to the console (a second factor, when asked for, is the caller's next step). */
export async function signIn(page: Page, who: Person): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/console\//);
}

/** A browser of its own (watched for CSP violations), signed in as `who`. */
export async function signedInContext(browser: Browser, who: Person): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: appBaseUrl(), viewport: { width: 1280, height: 900 } });
  await watchCsp(context);
  const page = await context.newPage();
  await signIn(page, who);
  return { context, page };
}

/** Accepts an invitation link in a fresh browser, choosing a password; `before` sees the form filled in. */
export async function acceptInvitation(browser: Browser, link: string, password: string, before?: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  await watchCsp(context);
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel(/Choose a password/).fill(password);
  await before?.(page);
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page.getByText("Done. You can sign in now.")).toBeVisible();
  await context.close();
}

/** An owner's page invites `email` with `role` on the members page; returns the invitation link. */
export async function invite(page: Page, tenant: string, email: string, role: string): Promise<string> {
  await page.goto(`/console/${tenant}/members`);
  // The list has loaded, so the page is hydrated: a value typed into the server's HTML before that is lost.
  await expect(page.getByRole("columnheader", { name: "Actions" })).toBeVisible();
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue(email);
  await page.getByRole("combobox", { name: "Role", exact: true }).click();
  await page.getByRole("option", { name: role, exact: true }).click();
  await page.getByRole("button", { name: "Invite" }).click();
  const link = page.getByTestId("invitation-link");
  await expect(link).toContainText("/invite/");
  return (await link.textContent())!.trim();
}
