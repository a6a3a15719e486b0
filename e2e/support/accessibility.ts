import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The WCAG 2.2 AA rules (and the 2.0/2.1 A and AA rules it includes) that axe-core can check. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core over the page as it is now: no serious or critical violation of WCAG 2.2 AA. A failure
 * names each rule with the elements it found, so the report says what to fix without a rerun.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const described = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(described, `accessibility of ${where}`).toEqual([]);
}
