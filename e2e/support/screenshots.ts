import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";

/** Where every spec puts the pictures a person looks at (git-ignored). */
export const SCREENSHOTS = resolve(process.cwd(), "e2e/screenshots");

/**
 * Whether the specs photograph their pages: only when asked (`npm run screenshots`, which sets
 * VOICEDESK_E2E_SCREENSHOTS=1). The pictures are for a person to look at, never a test's assertion,
 * and a full-page capture re-lays the whole page out at its full height and encodes it: about a
 * hundred of them in every `npm test`, on a run that is CPU-bound (docs/benchmarks.md, "Issue 23:
 * the browser lane"). A failing test still leaves its screenshot (playwright.config.ts).
 */
export function screenshotsWanted(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env.VOICEDESK_E2E_SCREENSHOTS === "1";
}

/**
 * The whole page, as it settles, into e2e/screenshots/<name>.png, when screenshots are asked for
 * (see screenshotsWanted). Transitions are run to their end first: the phone menu photographed
 * mid-slide showed half a menu over half a page. `fromTop`: scrolled to the top first (a full-page
 * capture of a scrolled page draws a sticky header mid-page).
 */
export async function shot(page: Page, name: string, opts: { fromTop?: boolean } = {}): Promise<void> {
  if (!screenshotsWanted()) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  if (opts.fromTop) await page.evaluate(() => window.scrollTo(0, 0));
  const take = () => page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage: true, animations: "disabled" });
  try {
    await take();
  } catch (err) {
    // Chromium refuses a full-page capture now and then while the page re-lays itself out for it
    // ("Protocol error (Page.captureScreenshot): Unable to capture screenshot": the operations
    // dashboard's charts, once in a fresh-clone run, passing on the next try). The picture is for a
    // person to look at, not the test's assertion: one more try once the page has painted again.
    if (!String(err).includes("Unable to capture screenshot")) throw err;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await take();
  }
}

/** The two widths every page is photographed and checked at: a laptop and a phone. */
export const WIDTHS = [
  { name: "1280", viewport: { width: 1280, height: 900 } },
  { name: "390", viewport: { width: 390, height: 844 } },
] as const;
