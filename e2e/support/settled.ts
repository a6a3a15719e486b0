import type { Page } from "@playwright/test";
import { pageHeading } from "./busy-page";
import { expect } from "./fixtures";

/**
 * The page has rendered its content: its own heading (after any busy page in its place), no loader left, and every list laid out as a
 * table or as cards (a list draws nothing until it knows its width: the call list at 390 px was
 * photographed as "1–7 of 7 calls" over an empty page).
 */
export async function settled(page: Page): Promise<void> {
  await expect(pageHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator("[data-list]:not([data-layout])")).toHaveCount(0);
}
