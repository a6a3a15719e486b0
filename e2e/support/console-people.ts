import type { Browser, BrowserContext, Page } from "@playwright/test";
import { watchCsp } from "./csp-guard";
import { REFUSED_SIGN_IN } from "./busy-page";
import { appBaseUrl, expect } from "./fixtures";

/** Staff in the console specs: how they sign in, get invited and accept. */
export interface Person {
  email: string;
  password: string;
}

const SIGN_IN_TRIES = 3;

/**
 * The sign-in form, to the console (a second factor, when asked for, is the caller's next step).
 * `at`: the sign-in's address to open (`/login?next=…`), or null for the form already on the page.
 * As a person does it on a busy server: the app sheds requests while its event loop is saturated,
 * and a refused sign-in ends on the busy page, which tries again by itself to an empty form saying why; the
 * person types again. A suite run once failed here when the app shed the sign-in (it ended on Next's
 * error page then; the busy page since 7a96985), and once when the load had passed before the page
 * came back (a blank form, no word of why: the form says it since).
 */
export async function signIn(page: Page, who: Person, opts: { at?: string | null } = {}): Promise<void> {
  if (opts.at !== null) await page.goto(opts.at ?? "/login");
  for (let attempt = 1; attempt <= SIGN_IN_TRIES; attempt++) {
    // Waits for the form, also while the busy page is still counting down to its next try. A
    // sign-in whose answer was shed after it had signed the person in ends in the console once the
    // busy page tries again (its retry opens the sign-in, which sends a signed-in person on): done.
    const form = page.getByLabel("E-mail");
    if (attempt > 1) {
      const inConsole = () => /^\/console\//.test(new URL(page.url()).pathname);
      await expect.poll(async () => inConsole() || (await form.isVisible()), { message: "the sign-in form again, or the console" }).toBe(true);
      if (inConsole()) break;
    }
    await form.fill(who.email);
    await page.getByLabel("Password", { exact: true }).fill(who.password);
    // A refused sign-in always comes back as a new page (the busy page, or the form saying why): the
    // words are read from that page, not from the form this try was sent from.
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const outcome = await Promise.race([
      page.waitForURL(/\/console\//).then(
        () => "signed in" as const,
        () => "neither" as const,
      ),
      reloaded
        .then(() => page.getByText(REFUSED_SIGN_IN).first().waitFor())
        .then(
          () => "busy" as const,
          () => "neither" as const,
        ),
    ]);
    if (outcome !== "busy") break;
  }
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
