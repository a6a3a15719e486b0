import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Opens a console page as a person at a desk does: by its link in the side menu, a page change in
 * the browser rather than a new page load. The walks open each page this way at a laptop's width
 * and by its address at a phone's (a link opened on a phone), so every page is still rendered by the
 * server in each walk. Why not addresses everywhere: the browser is the suite's largest consumer of
 * CPU, and a full load of a console page cost it 1.6–2.6 CPU-s against 0.6–1.4 for the same page
 * reached from the menu (docs/benchmarks.md, "The test suite's own cost").
 *
 * Done when the address is the page's and the menu marks its link as the current page: both change
 * only once the new page has replaced the old one.
 */
export async function openFromMenu(page: Page, tenant: string, slug: string): Promise<void> {
  const link = page.getByRole("navigation", { name: "Console pages" }).locator(`a[href="/console/${tenant}/${slug}"]`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/console/${tenant}/${slug}(?:[?#]|$)`));
  await expect(link).toHaveAttribute("aria-current", "page");
}
