import type { Page } from "@playwright/test";
import { roleAtLeast } from "~/contracts/roles";
import { CONSOLE_PAGES } from "~/app/(console)/_components/pages";
import { expectAccessible } from "./support/accessibility";
import { acceptInvitation, invite, signedInContext, type Person } from "./support/console-people";
import { expect, test } from "./support/fixtures";
import { shot, WIDTHS } from "./support/screenshots";

/**
 * The console as an operator and as QA see it, at a laptop's and a phone's width: the menu offers
 * exactly the pages their role opens, each of those pages and their account page pass axe-core
 * (WCAG 2.2 AA, no serious or critical violation), and each is photographed into e2e/screenshots/.
 * (The administrator's walk is console-pages.spec.ts.)
 */

const ADMIN: Person = {
  email: "admin@voicedesk.local",
  get password(): string {
    return process.env.VOICEDESK_ADMIN_PASSWORD ?? "";
  },
};
const PEOPLE = [
  { name: "operator", role: "operator", option: "Operator", person: { email: "walk-operator@lindenhof.test", password: "walk-operator-password-e2e" } },
  { name: "qa", role: "qa", option: "Quality assurance", person: { email: "walk-qa@lindenhof.test", password: "walk-qa-password-e2e" } },
] as const;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  const admin = await signedInContext(browser, ADMIN);
  for (const p of PEOPLE) {
    const link = await invite(admin.page, "lindenhof", p.person.email, p.option);
    await acceptInvitation(browser, link, p.person.password);
  }
  await admin.context.close();
});

/** The page has rendered its content: its heading, and no loader left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 30_000 });
}

for (const who of PEOPLE) {
  for (const width of WIDTHS) {
    test(`as ${who.name} at ${width.name} px: the menu offers their pages, and each passes axe-core`, async ({ browser }) => {
      test.setTimeout(300_000);
      const { context, page } = await signedInContext(browser, who.person);
      await page.setViewportSize(width.viewport);
      const theirs = CONSOLE_PAGES.filter((p) => roleAtLeast(who.role, p.minRole));
      expect(theirs.length).toBeGreaterThan(0);

      if (width.name === "390") await page.getByRole("button", { name: "Menu" }).click();
      const menu = page.getByRole("navigation", { name: "Console pages" });
      await expect(menu.getByRole("link")).toHaveCount(theirs.length);
      if (width.name === "390") {
        // At phone width the hospital switcher is the menu's first control.
        await expect(page.getByTestId("tenant-switcher-menu")).toBeVisible();
        await shot(page, `roles-${who.name}-390-menu`);
      }

      for (const p of theirs) {
        await page.goto(`/console/lindenhof/${p.slug}`);
        await settled(page);
        await expectAccessible(page, `${p.slug} as ${who.name} at ${width.name}`);
        await shot(page, `roles-${who.name}-${width.name}-${p.slug}`);
      }
      // The header's Account link from a hospital page keeps that hospital around the account page.
      await page.goto(`/console/lindenhof/${theirs[0]!.slug}`);
      await settled(page);
      await page.getByRole("link", { name: "Account" }).click();
      await expect(page).toHaveURL(/\/account\?from=lindenhof/);
      await settled(page);
      await expectAccessible(page, `account as ${who.name} at ${width.name}`);
      await shot(page, `roles-${who.name}-${width.name}-account`);
      await context.close();
    });
  }
}
