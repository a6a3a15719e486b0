import type { Browser, BrowserContext, Page } from "@playwright/test";
import { signIn, type Person } from "./console-people";
import { takeCspViolations, watchCsp } from "./csp-guard";
import { appBaseUrl, expect, test as base } from "./fixtures";

export { expect };

/** The first admin, made by the app at boot from the password the data dir service published. */
export const ADMIN: Person = {
  email: "admin@voicedesk.local",
  get password(): string {
    return process.env.VOICEDESK_ADMIN_PASSWORD ?? "";
  },
};

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * A browser of its own (watched for CSP violations) already signed in as the admin, at a laptop's
 * width, on `path` (on no page yet without one).
 */
export async function adminContext(browser: Browser, session: StorageState, path?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: appBaseUrl(), viewport: { width: 1280, height: 900 }, storageState: session });
  await watchCsp(context);
  const page = await context.newPage();
  if (path) await page.goto(path);
  return { context, page };
}

/**
 * The specs' test with the admin's session: signed in once per Playwright worker, through the
 * sign-in form (./console-people.ts), and its cookies given to every test that needs an admin
 * without testing the sign-in itself. Each of those tests signed in on its own: two page loads and
 * a password check each, 25 of them per run on a CPU-bound machine (docs/benchmarks.md, "Issue 23:
 * the browser lane"). The specs about signing in (console.spec's first tests, console-sign-in,
 * console-busy, account's two-step sign-in, the walks' sign-in page) still sign in through the form.
 *
 * One session for the run is safe: it lives 8 h and ends after 30 min unused
 * (server/auth/staff-sessions.ts), no spec signs the admin out anywhere (account.spec signs out a
 * person of its own), and a test that clears its cookies clears its own context's copy only.
 *
 * - `adminSession`: the storage state (cookies) of that session, for `adminContext` and browsers a test opens itself;
 * - `adminPage`: a page of its own context with that session, at 1280 × 900, on no page yet.
 */
export const test = base.extend<{ adminPage: Page }, { adminSession: StorageState }>({
  adminSession: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: appBaseUrl(), viewport: { width: 1280, height: 900 } });
      await watchCsp(context);
      const page = await context.newPage();
      await signIn(page, ADMIN);
      await expect(page).toHaveURL(/\/console\/lindenhof\//);
      // Checked here: a worker's fixture is set up before the test's own CSP check starts, which
      // forgets what came before it.
      expect(takeCspViolations(), "Content-Security-Policy violations while signing in").toEqual([]);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: "worker" },
  ],
  adminPage: async ({ browser, adminSession }, use) => {
    const context = await browser.newContext({ baseURL: appBaseUrl(), viewport: { width: 1280, height: 900 }, storageState: adminSession });
    await watchCsp(context);
    await use(await context.newPage());
    await context.close();
  },
});
