import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";

/** Where every spec puts the pictures a person looks at (git-ignored). */
export const SCREENSHOTS = resolve(process.cwd(), "e2e/screenshots");

/**
 * The whole page, as it settles, into e2e/screenshots/<name>.png. Transitions are run to their end
 * first: the phone menu photographed mid-slide showed half a menu over half a page.
 */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
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
