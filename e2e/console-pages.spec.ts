import type { Page } from "@playwright/test";
import { AUDIT_ACTIONS } from "~/contracts/audit";
import { expectAccessible } from "./support/accessibility";
import { signIn as signInAs } from "./support/console-people";
import { expect, test } from "./support/admin-session";
import { shot, WIDTHS } from "./support/screenshots";
import { openFromMenu } from "./support/console-menu";
import { settled } from "./support/settled";

/**
 * Every console page as an admin sees it, at a laptop's and a phone's width: axe-core finds no
 * serious or critical WCAG 2.2 AA violation; with `npm run screenshots` each is photographed into
 * e2e/screenshots/ as well (support/screenshots.ts). Then
 * the documents list that pages on the server, the audit filter over every action the server
 * writes, and a doctor's move between campuses. These specs place no call and count none, so they
 * run beside the specs that do (testkit/e2e-groups.ts); the call list and the erasure requests are
 * in console-calls.spec.ts.
 */

const ADMIN = { email: "admin@voicedesk.local", password: () => process.env.VOICEDESK_ADMIN_PASSWORD ?? "" };
const PAGES = [
  "departments",
  "campuses",
  "doctors",
  "faq",
  "symptoms",
  "overlay",
  "matrix",
  "documents",
  "audit",
  "members",
  "retention",
  "operations",
  "evaluations",
  "calls",
  "playground",
] as const;

test.describe.configure({ mode: "serial" });

async function signIn(page: Page): Promise<void> {
  await signInAs(page, { email: ADMIN.email, password: ADMIN.password() });
  await expect(page).toHaveURL(/\/console\/lindenhof\//);
}

/**
 * Every card's heading holds its own words: nothing in it runs past its edge into the badge or the
 * buttons beside it (at 390 px a call's date ran into its "Ended with a goodbye" badge).
 */
async function expectCardHeadingsFit(page: Page, where: string): Promise<void> {
  const overflowing = await page.locator("[data-card-title]").evaluateAll((titles) =>
    titles.flatMap((title) => {
      const edge = title.getBoundingClientRect().right;
      return [...title.querySelectorAll("*")].some((e) => e.getBoundingClientRect().right > edge + 0.5) ? [title.textContent ?? ""] : [];
    }),
  );
  expect(overflowing, `card headings running past their edge on ${where}`).toEqual([]);
}

/**
 * The documents table at a laptop's width keeps each file path and each date on one line (paths
 * broke mid-name, "…/pronto-socc" over "orso.md", and dates took two lines); a path cut short is
 * whole in its tooltip.
 */
async function expectDocumentRowsOnOneLine(page: Page): Promise<void> {
  const table = page.getByTestId("documents");
  await expect(table.locator("tbody tr").first()).toBeVisible();
  const wrapped = await table.locator("[data-path], time").evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
      return !(lineHeight > 0) || cell.getBoundingClientRect().height > lineHeight * 1.5 ? [cell.textContent ?? ""] : [];
    }),
  );
  expect(wrapped, "paths or dates over more than one line").toEqual([]);
  const longest = await table
    .locator("[data-path]")
    .evaluateAll((cells) => cells.reduce((a, c) => ((c.textContent ?? "").length > (a.textContent ?? "").length ? c : a)).textContent ?? "");
  await table.locator("[data-path]", { hasText: longest }).first().hover();
  await expect(page.getByRole("tooltip")).toHaveText(longest);
  await page.mouse.move(0, 0);
}

/**
 * A list is a table where it fits and cards on a phone; either way every row's buttons are on
 * screen, not past its right edge (the FAQ table at 390 px scrolled them out of sight).
 */
async function expectListFits(page: Page, layout: "cards" | "table"): Promise<void> {
  await expect(page.locator(`[data-layout="${layout}"]`).first()).toBeVisible();
  const edit = page.getByRole("button", { name: /^Edit / }).first();
  await expect(edit).toBeVisible();
  const box = (await edit.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  if (layout === "cards") {
    // A card's heading (an FAQ question) has the card's width, not the third left beside its buttons.
    const card = page.locator('[data-layout="cards"] li').first();
    const [cardWidth, titleWidth] = await Promise.all([card.evaluate((e) => e.clientWidth), card.locator("[data-card-title]").evaluate((e) => e.clientWidth)]);
    expect(titleWidth / cardWidth).toBeGreaterThan(0.8);
  }
}

/** The dashboard's hour axis reads 00, 02, … 22 at every width: left to itself it dropped labels it found crowded (22 among them). */
async function expectHourAxisEveryTwoHours(page: Page): Promise<void> {
  const ticks = page.getByRole("region", { name: "Calls by hour of day" }).locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value");
  await expect(ticks.first()).toBeVisible();
  expect(await ticks.allTextContents()).toEqual(Array.from({ length: 12 }, (_, i) => String(i * 2).padStart(2, "0")));
}

for (const width of WIDTHS) {
  test(`every console page at ${width.name} px passes axe-core and is photographed`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(width.viewport);
    await page.goto("/login");
    await expectAccessible(page, `login at ${width.name}`);
    await shot(page, `console-${width.name}-login`);
    await signIn(page);
    for (const p of PAGES) {
      // From the menu at a laptop's width, by the address at a phone's (support/console-menu.ts).
      if (width.name === "1280") await openFromMenu(page, "lindenhof", p);
      else await page.goto(`/console/lindenhof/${p}`);
      await settled(page);
      await expectAccessible(page, `${p} at ${width.name}`);
      await shot(page, `console-${width.name}-${p}`);
      if (p === "faq") await expectListFits(page, width.name === "390" ? "cards" : "table");
      if (p === "documents" && width.name === "1280") await expectDocumentRowsOnOneLine(page);
      if (p === "operations") await expectHourAxisEveryTwoHours(page);
      await expectCardHeadingsFit(page, `${p} at ${width.name}`);
    }
    // One call with a turn, replayed. Its precondition: the global setup's demo calls (typed turns,
    // before today) are in the list. Not the newest call: that may hold no turn (a voice call that got
    // its greeting and no question, or one still ringing beside this spec), and its replay shows none.
    await page.goto("/console/lindenhof/calls");
    await page.getByTestId("calls").locator('[data-turns]:not([data-turns="0"])').first().getByRole("link").first().click();
    await expect(page.getByTestId("turn").first()).toBeVisible();
    await expectAccessible(page, `call replay at ${width.name}`);
    await shot(page, `console-${width.name}-call-replay`);
    if (width.name === "390") {
      // At phone width the hospital switcher is in the menu.
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByTestId("tenant-switcher-menu")).toBeVisible();
      // The menu is taller than a phone's screen: its last item, sign-out, scrolls into view and stays inside the screen.
      const signOut = page.getByRole("navigation", { name: "Console pages" }).getByRole("button", { name: "Sign out" });
      await signOut.scrollIntoViewIfNeeded();
      const box = (await signOut.boundingBox())!;
      // (Scrolled to the edge, it ends there to within a pixel's fraction; before, it ended some 30 px below.)
      expect(box.y + box.height, "the menu's sign-out below the screen's edge").toBeLessThanOrEqual(width.viewport.height + 1);
      await shot(page, "console-390-menu");
    }
  });
}

test("the audit filter offers every action the server writes, in words", async ({ adminPage: page }) => {
  await page.goto("/console/lindenhof/audit");
  await settled(page);
  await page.getByTestId("audit-action-filter").click();
  const options = page.getByRole("option");
  // Every action, and "All" first to clear the filter.
  await expect(options).toHaveCount(AUDIT_ACTIONS.length + 1);
  await expect(options.first()).toHaveText("All");
  const labels = await options.allInnerTexts();
  for (const action of AUDIT_ACTIONS) expect(labels, `${action} is shown as a code`).not.toContain(action);
  await page.getByRole("option", { name: "Call opened" }).click();
  await expect(page).toHaveURL(/action=call\.replay/);
  await expect(page.getByTestId("audit").locator("tbody tr").first()).toHaveAttribute("data-action", "call.replay");
  await shot(page, "console-1280-audit-filtered");
  // The filter is kept in the address: a reload shows the same list.
  await page.reload();
  await expect(page.getByTestId("audit-action-filter")).toHaveValue("Call opened");
  await page.getByTestId("audit-action-filter").click();
  // The unfiltered list has arrived and been drawn before a row of it is clicked: a click while the
  // table was being redrawn (the filtered rows stay on screen until the new page comes) landed on no
  // link (R2, 2026-11-29: the address stayed on the audit log). Waited for by its response, not by
  // its rows: run alone, the log holds nothing but opened calls.
  const unfiltered = page.waitForResponse((r) => r.url().includes("audit.list") && !r.url().includes("call.replay"));
  await page.getByRole("option", { name: "All", exact: true }).click();
  await expect(page).not.toHaveURL(/action=/);
  await unfiltered;
  await settled(page);
  // An opened call reads as a link to that call, not as its id.
  const opened = page.getByTestId("audit").locator('tbody tr[data-action="call.replay"]').first();
  await expect(opened).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await opened.getByRole("link", { name: "Open this call" }).click();
  await expect(page).toHaveURL(/\/console\/lindenhof\/calls\/[^/?]+$/);
  await expect(page.getByTestId("turn").first()).toBeVisible();
});

test("a doctor moved to another campus reads in the audit log by the campuses' names, not their keys", async ({ adminPage: page }) => {
  const moveTo = async (campus: string) => {
    // Found by a search, as an admin would: the list shows 25 doctors a page, and she is past the first.
    await page.goto("/console/lindenhof/doctors?search=Vanderstraeten");
    await settled(page);
    await expect(page.getByTestId("list-total")).toHaveAttribute("data-total", "1");
    await page.getByRole("button", { name: "Edit Prof. Dr. Hilde Vanderstraeten" }).click();
    const dialog = page.getByRole("dialog");
    // The doctor's own campus comes before the consultations' (each session has one too).
    await dialog.getByRole("combobox", { name: "Campus", exact: true }).first().click();
    // Each campus by its name alone: the key beside it ("Campus Maasland (maasland)") is the database's word, not the hospital's.
    await page.getByRole("option", { name: campus, exact: true }).click();
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog).toBeHidden();
  };
  await moveTo("Campus Maasland");
  try {
    await page.goto("/console/lindenhof/audit?action=doctor.update");
    await settled(page);
    const row = page.getByTestId("audit").locator('tbody tr[data-action="doctor.update"]').first();
    await expect(row).toContainText("Campus: Campus Lindenhof → Campus Maasland");
    // The doctor by name, not by the key the server wrote as the row's target.
    await expect(row.getByTestId("audit-target")).toHaveText("Prof. Dr. Hilde Vanderstraeten");
    // The keys the server stores ("lindenhof", "maasland", "vanderstraeten-hilde") appear nowhere in the row.
    await expect(row).not.toContainText(/\b(lindenhof|maasland|sint-jozef|cardiologie)\b|vanderstraeten-hilde/);
    await shot(page, "console-1280-audit-doctor-campus");
  } finally {
    await moveTo("Campus Lindenhof");
  }
});

test("the documents list searches and pages on the server, keeps its filter in the address, and says when nothing matches", async ({ adminPage: page }) => {
  await page.goto("/console/lindenhof/documents");
  await settled(page);
  const total = page.getByTestId("list-total");
  const all = Number(await total.getAttribute("data-total"));
  // More pages than one screenful: the list is paged, and the total counts them all.
  expect(all).toBeGreaterThan(25);
  await expect(total).toContainText(`1–25 of ${all} pages`);
  await expect(page.getByTestId("documents").locator("tbody tr")).toHaveCount(25);
  await page.getByRole("button", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(total).toContainText(`26–${Math.min(50, all)} of ${all} pages`);

  // Words in a page's text find it; the search goes back to the first page and lives in the address.
  await page.getByLabel("Words in the title, file or text").fill("gsm-lader");
  await expect(page).toHaveURL(/text=gsm-lader/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(total).toHaveAttribute("data-total", "1");
  await expect(page.getByTestId("documents")).toContainText("Verloren voorwerpen");
  await page.reload();
  await expect(page.getByLabel("Words in the title, file or text")).toHaveValue("gsm-lader");
  await expect(total).toHaveAttribute("data-total", "1");
  await expectAccessible(page, "the documents list, searched");
  await shot(page, "console-1280-documents-searched");

  // A language from the keyboard alone narrows the list further.
  await page.getByLabel("Words in the title, file or text").fill("");
  await expect(page).not.toHaveURL(/text=/);
  const language = page.getByRole("combobox", { name: "Language", exact: true });
  await language.focus();
  await page.keyboard.press("ArrowDown");
  await page.getByRole("option", { name: "French", exact: true }).waitFor();
  for (let i = 0; i < 10 && (await page.getByRole("option", { name: "French", exact: true }).getAttribute("data-combobox-selected")) === null; i++)
    await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/lang=fr/);
  await expect(page.getByTestId("documents").locator("tbody tr").first()).toContainText("French");
  await expect(page.getByTestId("documents").locator("tbody tr", { hasNotText: "French" })).toHaveCount(0);

  // Nothing matches: said so, with the way back to every page.
  await page.getByLabel("Words in the title, file or text").fill("zzz-geen-pagina");
  await expect(page.getByText("No page matches these filters.")).toBeVisible();
  await expectAccessible(page, "the documents list with no match");
  await shot(page, "console-1280-documents-no-match");
  await page.getByRole("button", { name: "Clear the filters" }).click();
  await expect(page).not.toHaveURL(/text=|lang=/);
  await expect(total).toHaveAttribute("data-total", String(all));
});

for (const width of WIDTHS) {
  test(`at ${width.name} px the overlay list searches on the server and keeps its search in the address; a member's e-mail wraps only at its @`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize(width.viewport);
    await page.goto("/console/lindenhof/overlay");
    const firstMatch = page.locator('[data-layout="table"] tbody tr td:first-child, [data-layout="cards"] li [data-card-title]').first();
    await expect(firstMatch).toBeVisible();
    const looked = (await firstMatch.textContent())!.trim();
    const search = page.getByRole("textbox", { name: "Search" });
    await search.fill(looked);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(looked).replace(/%20/g, "(\\+|%20)")}`));
    await page.reload();
    await expect(search).toHaveValue(looked);
    await expect(firstMatch).toContainText(looked);
    // Typed in capitals and without its accent, a word is found as written ("drieëndertig"): the
    // database's C collation folded only A-Z.
    await search.fill("DRIEENDERTIG");
    await expect(firstMatch).toHaveText("zeventien drieëndertig");
    // The search is the list's, in its toolbar; the add form is a card of its own above it.
    await expect(page.getByTestId("overlay-toolbar").getByRole("textbox", { name: "Search" })).toBeVisible();
    await expect(page.getByTestId("overlay-add").getByRole("textbox", { name: "Search" })).toHaveCount(0);
    await search.fill("zz-no-such-entry");
    await expect(page.getByText("Nothing matches.")).toBeVisible();
    await shot(page, `console-${width.name}-overlay-search`);

    await page.goto("/console/lindenhof/members");
    // An address as long as a hospital's can be: the short demo owner's fits a phone's card whole.
    await page.getByRole("textbox", { name: "E-mail" }).fill(`radiology.secretariat.w${width.name}@campus-noord.lindenhof.example`);
    await page.getByRole("button", { name: "Invite" }).click();
    await expect(page.getByTestId("pending-invitation").filter({ hasText: `w${width.name}@` })).toBeVisible();
    const titles = page.locator('[data-layout="table"] tbody tr td:first-child, [data-layout="cards"] li [data-card-title]');
    await expect(titles.first()).toContainText("@");
    // Each side of an address's @ is on one line: the card's heading broke "admin@voicedesk.lo" over "cal" at 390 px.
    const broken = await titles.evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const lines = (node: Node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
        };
        const texts: Node[] = [];
        const walk = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        while (walk.nextNode()) if ((walk.currentNode.textContent ?? "").trim()) texts.push(walk.currentNode);
        return texts.some((t) => lines(t) > 1) ? [cell.textContent ?? ""] : [];
      }),
    );
    expect(broken, "e-mail addresses broken inside a word").toEqual([]);
    await shot(page, `console-${width.name}-members-wrap`);
  });
}
