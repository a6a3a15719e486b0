import type { Page } from "@playwright/test";
import { CONSOLE_PAGES } from "~/app/(console)/_components/pages";
import { signIn, type Person } from "./support/console-people";
import { watchCsp } from "./support/csp-guard";
import { appBaseUrl, expect, test } from "./support/fixtures";
import { apiGet } from "./support/api";

/**
 * The document's language is the console's: a screen reader reads a Dutch console with a Dutch
 * voice only when <html lang> says nl (it said "en" on every page). Server-rendered, so it holds
 * without the page's script, and kept when the page changes without a load.
 */

const ADMIN: Person = {
  email: "admin@voicedesk.local",
  get password(): string {
    return process.env.VOICEDESK_ADMIN_PASSWORD ?? "";
  },
};

const documentLang = (page: Page) => page.locator("html");

/** Test instrumentation: the document's language when the Dutch console's heading entered the page. */
declare global {
  interface Window {
    __langPainted?: string[];
  }
}

test.describe.configure({ mode: "serial" });

test("switched to Dutch, every console page is a Dutch document, from the server too; the site's pages stay English", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/console/lindenhof/departments");
  await expect(page.getByRole("heading", { name: "Departments", level: 1 })).toBeVisible();
  await expect(documentLang(page)).toHaveAttribute("lang", "en");

  await page.getByRole("radiogroup", { name: "Language" }).getByText("NL", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "Afdelingen", level: 1 })).toBeVisible();
  await expect(documentLang(page)).toHaveAttribute("lang", "nl");
  // A page opened from the menu, without a load.
  await page
    .getByRole("navigation", { name: /console/i })
    .getByRole("link", { name: "Werking" })
    .click();
  await expect(page.getByRole("heading", { name: "Werking", level: 1 })).toBeVisible();
  await expect(documentLang(page)).toHaveAttribute("lang", "nl");

  // Every page as the server sends it, before any script.
  const base = appBaseUrl();
  for (const path of [...CONSOLE_PAGES.map((p) => `/console/lindenhof/${p.slug}`), "/account", "/console/lindenhof/calls?outcome=emergency"]) {
    const res = await apiGet(page.request, `${base}${path}`);
    const html = await res.text();
    expect(/<html[^>]*\blang="([^"]*)"/.exec(html)?.[1], `${path}: ${res.status()} ${html.slice(0, 300)}`).toBe("nl");
  }

  // The document's language at the moment the Dutch console's heading enters the page, before the
  // browser can paint it (a screen reader reading the first paint heard Dutch words in an English
  // voice). A MutationObserver's callback runs right after the DOM change, before any later task.
  // Installed in every document the page loads: the link below is a page change without a load,
  // but a busy server can turn it into a load (its busy page reloads), and a new document would
  // have lost an observer set up by hand.
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__langPainted = seen;
    const watch = new MutationObserver(() => {
      if (document.querySelector("h1")?.textContent !== "Afdelingen") return;
      seen.push(document.documentElement.lang);
      watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true, characterData: true });
  });
  // The site's own page is English; from it, the console opened by a link (no load) is Dutch again.
  await page.goto("/");
  await expect(documentLang(page)).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "Sign in to the console" }).click();
  await expect(page.getByRole("heading", { name: "Afdelingen", level: 1 })).toBeVisible();
  await expect(documentLang(page)).toHaveAttribute("lang", "nl");
  expect(await page.evaluate(() => window.__langPainted)).toEqual(["nl"]);
  // And back to English, at once.
  await page.getByRole("radiogroup", { name: "Taal" }).getByText("EN", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "Departments", level: 1 })).toBeVisible();
  await expect(documentLang(page)).toHaveAttribute("lang", "en");
});

test("a Dutch browser's first visit, with JavaScript off: the sign-in and the page it opens are Dutch documents", async ({ browser }) => {
  // No language chosen yet (no cookie): the browser's Accept-Language asks for Dutch first.
  const context = await browser.newContext({ baseURL: appBaseUrl(), javaScriptEnabled: false, viewport: { width: 390, height: 844 }, locale: "nl-NL" });
  await watchCsp(context);
  const page = await context.newPage();
  try {
    await page.goto("/console/lindenhof/faq");
    await expect(page.getByRole("heading", { name: "Aanmelden bij de console" })).toBeVisible();
    await expect(documentLang(page)).toHaveAttribute("lang", "nl");
    // Every control's name in Dutch too (the password's eye button was "Toggle password visibility").
    await expect(page.getByRole("button", { name: "Wachtwoord tonen of verbergen" })).toBeVisible();
    await page.getByLabel("E-mailadres").fill(ADMIN.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Aanmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/console\/lindenhof\/faq$/);
    await expect(documentLang(page)).toHaveAttribute("lang", "nl");
  } finally {
    await context.close();
  }
});
