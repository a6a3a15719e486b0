import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The WCAG 2.2 AA rules (and the 2.0/2.1 A and AA rules it includes) that axe-core can check. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Waits until the page is at rest: its fonts loaded, every finite CSS transition and animation
 * finished, and two frames painted after that. axe-core reads colours as computed at that instant,
 * so a button measured mid-transition (its label's opacity still rising) reads as low contrast
 * although the settled page passes — a flake CI met twice on Mantine button labels.
 */
async function settleRendering(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  await settleRendering(page);
  // Only the violations are read: axe-core still runs every rule, but keeps no node list for the
  // passes (a serialised element for each of thousands of checks). On the console walk at 390 px
  // axe took 17.5 s against 21.5 s (2026-11-28, one run each).
  // axe.run in the page itself ("legacy mode"), not runPartial in each frame and finishRun in a
  // blank page the library opens, fills with axe-core again and closes on every call: the same
  // rules over the same document, 2.7 times as fast (7 console pages at both widths, twice each:
  // 41.7 s against 15.6 s, 2026-11-29; the same findings on a page with six kinds of violation).
  // What it gives up is cross-origin frames, and no page of the app has a frame.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_AA)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  return serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * axe-core over the page at rest: no serious or critical violation of WCAG 2.2 AA. A failure
 * names each rule with the elements it found, so the report says what to fix without a rerun.
 * A finding is confirmed by a second look once the page settled again: a real defect (a colour,
 * a missing label) is still there; a state caught in passing (a hover or press fading out) is not.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const first = await seriousViolations(page);
  if (first.length === 0) return;
  const confirmed = await seriousViolations(page);
  expect(confirmed, `accessibility of ${where} (first look: ${first.length} finding(s))`).toEqual([]);
}
