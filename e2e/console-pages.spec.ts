import type { Browser, Locator, Page } from "@playwright/test";
import { AUDIT_ACTIONS } from "~/contracts/audit";
import { expectAccessible } from "./support/accessibility";
import { signIn as signInAs } from "./support/console-people";
import { watchCsp } from "./support/csp-guard";
import { expect, test } from "./support/fixtures";
import { shot, WIDTHS } from "./support/screenshots";
import { pageHeading } from "./support/busy-page";
import { apiGet } from "./support/api";
import { openFromMenu } from "./support/console-menu";

/**
 * Every console page as an admin sees it, at a laptop's and a phone's width: axe-core finds no
 * serious or critical WCAG 2.2 AA violation, and each is photographed into e2e/screenshots/. Then
 * the lists that page on the server, the audit filter over every action the server writes, the
 * emergency calls in one click, and an erasure request from search to confirmation.
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
 * The page has rendered its content: its own heading (after any busy page in its place), no loader left, and every list laid out as a
 * table or as cards (a list draws nothing until it knows its width: the call list at 390 px was
 * photographed as "1–7 of 7 calls" over an empty page).
 */
async function settled(page: Page): Promise<void> {
  await expect(pageHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator("[data-list]:not([data-layout])")).toHaveCount(0);
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
    // One call, replayed.
    await page.goto("/console/lindenhof/calls");
    await page.getByTestId("calls").getByRole("link").first().click();
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

test("the call list pages on the server with the total, keeps its filter in the address, and finds the emergencies in one click", async ({ browser, page }) => {
  // An emergency typed on the talk page (the demo calls are drawn at random and need not hold one).
  const caller = await browser.newPage({ baseURL: process.env.VOICEDESK_E2E_BASE_URL });
  await watchCsp(caller.context());
  await caller.goto("/talk/lindenhof");
  await caller.getByTestId("chat-input").fill("Ik heb hevige pijn op de borst");
  await caller.getByTestId("chat-input").press("Enter");
  await expect(caller.getByTestId("transcript").locator('[data-speaker="agent"]')).toHaveCount(1);
  await caller.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const api = async (filter: object) => {
    const input = { json: { tenant: "lindenhof", filter } };
    const res = await apiGet(page.request, `/api/trpc/replay.list?input=${encodeURIComponent(JSON.stringify(input))}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { result: { data: { json: { rows: { id: string }[]; total: number } } } }).result.data.json;
  };
  const all = await api({ pageSize: 200 });
  expect(all.total).toBeGreaterThan(4);
  const [first, second] = [await api({ pageSize: 3, page: 1 }), await api({ pageSize: 3, page: 2 })];
  expect(first.total).toBe(all.total);
  expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(all.rows.slice(0, 6).map((r) => r.id));

  await page.goto("/console/lindenhof/calls");
  await expect(page.getByTestId("list-total")).toHaveAttribute("data-total", String(all.total));
  await expect(page.getByTestId("list-total")).toContainText(`of ${all.total} calls`);

  // The emergencies, counted on the server by the turns that sent the caller to 112, as the column shows them.
  const emergencies = await api({ outcome: "emergency", pageSize: 200 });
  expect(emergencies.total).toBeGreaterThan(0);
  await page.getByTestId("filter-emergencies").click();
  await expect(page).toHaveURL(/outcome=emergency/);
  // Waits for the filtered page (the previous one stays on screen while it loads).
  await expect(page.getByTestId("list-total")).toHaveAttribute("data-total", String(emergencies.total));
  const rows = page.getByTestId("calls").locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  // Every call listed shows its 112 reply in the outcome column, and none is listed as merely answered.
  await expect(rows.filter({ hasNot: page.locator('[data-outcome="emergency"]') })).toHaveCount(0);
  const typed = rows.filter({ hasText: "pijn op de borst" }).first();
  await expect(typed.locator('[data-outcome="emergency"]')).toHaveText("Emergency: sent to 112");
  await expect(typed.locator("[data-ending]")).toHaveAttribute("data-ending", "emergency");
  await expect(page.getByTestId("calls")).not.toContainText("ANSWERED");
  // The filter survives a reload: it lives in the address.
  await page.reload();
  // By its role, which leaves out hidden elements: right after the reload the server's streamed copy
  // of the page can still sit hidden beside the shown one (found once as two "filter-emergencies").
  await expect(page.getByRole("button", { name: "Emergency calls" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("calls").locator("tbody tr").first()).toBeVisible();
  await shot(page, "console-1280-calls-emergencies");
  // "All" clears a filter from the keyboard alone: open the select, go up to its first option, Enter.
  const outcome = page.getByRole("combobox", { name: "Outcome", exact: true });
  await expect(outcome).toHaveValue("Sent to 112");
  await outcome.focus();
  await page.keyboard.press("ArrowDown");
  const everything = page.getByRole("option", { name: "All", exact: true });
  await expect(everything).toBeVisible();
  for (let i = 0; i < 10 && (await everything.getAttribute("data-combobox-selected")) === null; i++) await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(outcome).toHaveValue("All");
  await expect(page).not.toHaveURL(/outcome=/);
  await expect(page.getByTestId("list-total")).toHaveAttribute("data-total", String(all.total));
});

test("the audit filter offers every action the server writes, in words", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
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
  await page.getByRole("option", { name: "All", exact: true }).click();
  await expect(page).not.toHaveURL(/action=/);
  // An opened call reads as a link to that call, not as its id.
  const opened = page.getByTestId("audit").locator('tbody tr[data-action="call.replay"]').first();
  await expect(opened).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await opened.getByRole("link", { name: "Open this call" }).click();
  await expect(page).toHaveURL(/\/console\/lindenhof\/calls\/[^/?]+$/);
  await expect(page.getByTestId("turn").first()).toBeVisible();
});

test("a doctor moved to another campus reads in the audit log by the campuses' names, not their keys", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
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

/** A visitor types one question on the talk page and waits for the line's reply. */
async function typeOnTalkPage(browser: Browser, question: string): Promise<void> {
  const caller = await browser.newPage({ baseURL: process.env.VOICEDESK_E2E_BASE_URL });
  await watchCsp(caller.context());
  await caller.goto("/talk/lindenhof");
  await caller.getByTestId("chat-input").fill(question);
  await caller.getByTestId("chat-input").press("Enter");
  await expect(caller.getByTestId("transcript").locator('[data-speaker="agent"]')).toHaveCount(1);
  await caller.close();
}

/** Signs in at 1280 px and searches the erasure requests for calls holding `words`; returns the results. */
async function findErasureCalls(page: Page, words: string): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto("/console/lindenhof/retention");
  await settled(page);
  await page.getByTestId("erasure-form").getByLabel("Words in the transcript").fill(words);
  await page.getByRole("button", { name: "Find calls" }).click();
  return page.getByTestId("erasure-results");
}

test("an erasure request: find a caller's call by their words, see what goes, erase it", async ({ browser, page }) => {
  // A visitor asks something nobody else asks.
  await typeOnTalkPage(browser, "Is er een geldautomaat in het ziekenhuis?");
  const results = await findErasureCalls(page, "geldautomaat");
  await expect(results.getByTestId("erasure-row")).toHaveCount(1);
  await results.getByTestId("erasure-row").first().getByRole("checkbox").check();
  await page.getByTestId("erase-chosen").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("This erases 1 call for good");
  await expect(dialog).toContainText("what the caller said and what the line answered");
  await expect(dialog).toContainText("What stays");
  await expectAccessible(page, "the erasure confirmation");
  await shot(page, "console-1280-erasure-confirm");
  await page.getByTestId("erase-confirm").click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Find calls" }).click();
  await expect(page.getByText("No calls match.")).toBeVisible();
  await page.goto("/console/lindenhof/audit?action=conversations.erase");
  const erased = page.getByTestId("audit").locator("tbody tr").first();
  await expect(erased).toContainText("Caller's conversations erased");
  // Words, not the erased calls' ids: how many went.
  await expect(erased.getByTestId("audit-target")).toHaveText("1 call, erased");
  await expect(erased).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  // What went, its fields in words ("Turns", not the stored "messages").
  await expect(erased.getByText("Calls:", { exact: true })).toBeVisible();
  await expect(erased.getByText("Turns:", { exact: true })).toBeVisible();
  await expect(erased).not.toContainText(/conversations:|messages:/);
  await shot(page, "console-1280-audit-erased");
});

test("a call whose question was refused reads as refused in the erasure list, not as answered", async ({ browser, page }) => {
  // A visitor asks for medical advice, in words nobody else uses, and hears the refusal.
  await typeOnTalkPage(browser, "Hoeveel ibuprofen mag ik nemen tegen mijn kiespijn?");
  const row = (await findErasureCalls(page, "kiespijn")).getByTestId("erasure-row");
  await expect(row).toHaveCount(1);
  await expect(row.locator("[data-ending]")).toHaveAttribute("data-ending", "after_refusal");
  await expect(row).toContainText("After a refusal");
  await expect(row).not.toContainText("Answered");
  await shot(page, "console-1280-erasure-refused");
});

test("the documents list searches and pages on the server, keeps its filter in the address, and says when nothing matches", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
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

test("a re-ingest whose progress stream a busy server refuses still shows its progress to the end", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto("/console/lindenhof/documents");
  await settled(page);
  // The server sheds new requests with 503 while the job keeps its loop busy; a browser's EventSource
  // gives up for good on one. The first stream after the click is refused the way the server does it.
  let refuse = false;
  await page.route("**/api/trpc/documents.progress**", async (route) => {
    if (!refuse) return route.continue();
    refuse = false;
    await route.fulfill({ status: 503, headers: { "retry-after": "2", "content-type": "text/plain" }, body: "busy" });
  });
  refuse = true;
  await page.getByRole("button", { name: "Re-ingest all pages" }).click();
  const job = page.getByTestId("ingest-job");
  await expect(job).toHaveAttribute("data-state", "done", { timeout: 90_000 });
  await expect(job).toContainText(/Re-ingesting finished: [1-9]\d* pages, [1-9]\d* chunks written/);
  expect(refuse, "the stream was refused once").toBe(false);
  await expect(page.getByTestId("job-stream-lost")).toHaveCount(0);
  await shot(page, "console-1280-documents-reingest-after-refusal");
});
