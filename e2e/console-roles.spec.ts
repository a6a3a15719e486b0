import type { Page } from "@playwright/test";
import { roleAtLeast } from "~/contracts/roles";
import { CONSOLE_PAGES } from "~/app/(console)/_components/pages";
import { expectAccessible } from "./support/accessibility";
import { acceptInvitation, invite, signedInContext } from "./support/console-people";
import { adminContext, expect, test } from "./support/admin-session";
import { shot, WIDTHS } from "./support/screenshots";
import { pageHeading } from "./support/busy-page";
import { openFromMenu } from "./support/console-menu";

/**
 * The console as an operator and as QA see it, at a laptop's and a phone's width: the menu offers
 * exactly the pages their role opens, at both widths, and the account page keeps the hospital. At
 * one width per role (the operator's laptop, QA's phone) each of their pages opens, passes axe-core
 * (WCAG 2.2 AA, no serious or critical violation) and, with `npm run screenshots`, is photographed into e2e/screenshots/ for a
 * person to look at. The administrator's walk (console-pages.spec.ts) opens every page at both
 * widths with axe-core, with more on each page than either role sees: walking each role's pages at
 * the other width as well opened pages that walk had already opened at that width (19 + 6 s of the
 * file's 78 s in a suite run, 2026-11-28); what a role sees on a page does not depend on the width.
 */

const PEOPLE = [
  {
    name: "operator",
    role: "operator",
    option: "Operator",
    checkedAt: "1280",
    // Where the role lands on signing in: the operator's dashboard, QA's evaluations.
    home: "Operations",
    person: { email: "walk-operator@lindenhof.test", password: "walk-operator-password-e2e" },
  },
  {
    name: "qa",
    role: "qa",
    option: "Quality assurance",
    checkedAt: "390",
    home: "Evaluations",
    person: { email: "walk-qa@lindenhof.test", password: "walk-qa-password-e2e" },
  },
] as const;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, adminSession }) => {
  const admin = await adminContext(browser, adminSession);
  for (const p of PEOPLE) {
    const link = await invite(admin.page, "lindenhof", p.person.email, p.option);
    await acceptInvitation(browser, link, p.person.password);
  }
  await admin.context.close();
});

/** The page has rendered its content: its heading, and no loader left. */
async function settled(page: Page): Promise<void> {
  await expect(pageHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 30_000 });
}

for (const who of PEOPLE) {
  for (const width of WIDTHS) {
    const checked = width.name === who.checkedAt;
    test(`as ${who.name} at ${width.name} px: the menu offers their pages${checked ? ", and each opens and passes axe-core" : ""}`, async ({ browser }) => {
      test.setTimeout(300_000);
      const { context, page } = await signedInContext(browser, who.person);
      await expect(page).toHaveURL(new RegExp(`/console/lindenhof/${who.home.toLowerCase()}$`));
      await expect(pageHeading(page)).toHaveText(who.home);
      await page.setViewportSize(width.viewport);
      const theirs = CONSOLE_PAGES.filter((p) => roleAtLeast(who.role, p.minRole));
      expect(theirs.length).toBeGreaterThan(0);

      if (width.name === "390") await page.getByRole("button", { name: "Menu" }).click();
      const menu = page.getByRole("navigation", { name: "Console pages" });
      await expect(menu.locator('a[href^="/console/lindenhof/"]')).toHaveCount(theirs.length);
      if (width.name === "390") {
        // At phone width the hospital switcher is the menu's first control.
        await expect(page.getByTestId("tenant-switcher-menu")).toBeVisible();
        // The header keeps the mark and the language; the account and sign-out are at the menu's foot.
        await expect(menu.getByRole("link", { name: "Account" })).toBeVisible();
        await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();
        await shot(page, `roles-${who.name}-390-menu`);
      }

      // Their pages at the role's own width (the administrator's walk opens every page at both).
      for (const p of checked ? theirs : []) {
        // Each of their menu's links at a laptop's width, each page's address at a phone's (support/console-menu.ts).
        if (width.name === "1280") await openFromMenu(page, "lindenhof", p.slug);
        else await page.goto(`/console/lindenhof/${p.slug}`);
        await settled(page);
        await expectAccessible(page, `${p.slug} as ${who.name} at ${width.name}`);
        await shot(page, `roles-${who.name}-${width.name}-${p.slug}`);
      }
      // The header's Account link from a hospital page keeps that hospital around the account page.
      await page.goto(`/console/lindenhof/${theirs[0]!.slug}`);
      await settled(page);
      if (width.name === "390") await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("link", { name: "Account" }).click();
      await expect(page).toHaveURL(/\/account\?from=lindenhof/);
      await settled(page);
      if (checked) await expectAccessible(page, `account as ${who.name} at ${width.name}`);
      await shot(page, `roles-${who.name}-${width.name}-account`);
      await context.close();
    });
  }
}
