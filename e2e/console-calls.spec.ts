import type { Browser, Locator, Page } from "@playwright/test";
import { watchCsp } from "./support/csp-guard";
import { expect, test } from "./support/admin-session";
import { shot } from "./support/screenshots";
import { apiGet } from "./support/api";
import { expectAccessible } from "./support/accessibility";
import { settled } from "./support/settled";

/**
 * The call list and the erasure requests as an admin uses them: the list pages on the server with
 * its total and finds the emergencies in one click; an erasure request goes from a caller's words to
 * the confirmation and the audit. These specs place calls (typed on the talk page) and count them, so
 * they run in Playwright's "calls" group, one after another with the other specs that place calls
 * (testkit/e2e-groups.ts): a call placed beside the count would change it.
 */

test.describe.configure({ mode: "serial" });

test("the call list pages on the server with the total, keeps its filter in the address, and finds the emergencies in one click", async ({
  browser,
  adminPage: page,
}) => {
  // An emergency typed on the talk page (the demo calls are drawn at random and need not hold one).
  const caller = await browser.newPage({ baseURL: process.env.VOICEDESK_E2E_BASE_URL });
  await watchCsp(caller.context());
  await caller.goto("/talk/lindenhof");
  await expect(caller.getByTestId("chat-send")).toBeEnabled(); // the page's script runs: Enter sends
  await caller.getByTestId("chat-input").fill("Ik heb hevige pijn op de borst");
  await caller.getByTestId("chat-input").press("Enter");
  await expect(caller.getByTestId("transcript").locator('[data-speaker="agent"]')).toHaveCount(1);
  await caller.close();

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

/** A visitor types one question on the talk page and waits for the line's reply. */
async function typeOnTalkPage(browser: Browser, question: string): Promise<void> {
  const caller = await browser.newPage({ baseURL: process.env.VOICEDESK_E2E_BASE_URL });
  await watchCsp(caller.context());
  await caller.goto("/talk/lindenhof");
  await expect(caller.getByTestId("chat-send")).toBeEnabled(); // the page's script runs: Enter sends
  await caller.getByTestId("chat-input").fill(question);
  await caller.getByTestId("chat-input").press("Enter");
  await expect(caller.getByTestId("transcript").locator('[data-speaker="agent"]')).toHaveCount(1);
  await caller.close();
}

/** Searches the erasure requests for calls holding `words` (an admin's page); returns the results. */
async function findErasureCalls(page: Page, words: string): Promise<Locator> {
  await page.goto("/console/lindenhof/retention");
  await settled(page);
  await page.getByTestId("erasure-form").getByLabel("Words in the transcript").fill(words);
  await page.getByRole("button", { name: "Find calls" }).click();
  return page.getByTestId("erasure-results");
}

test("an erasure request: find a caller's call by their words, see what goes, erase it", async ({ browser, adminPage: page }) => {
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

test("a call whose question was refused reads as refused in the erasure list, not as answered", async ({ browser, adminPage: page }) => {
  // A visitor asks for medical advice, in words nobody else uses, and hears the refusal.
  await typeOnTalkPage(browser, "Hoeveel ibuprofen mag ik nemen tegen mijn kiespijn?");
  const row = (await findErasureCalls(page, "kiespijn")).getByTestId("erasure-row");
  await expect(row).toHaveCount(1);
  await expect(row.locator("[data-ending]")).toHaveAttribute("data-ending", "after_refusal");
  await expect(row).toContainText("After a refusal");
  await expect(row).not.toContainText("Answered");
  await shot(page, "console-1280-erasure-refused");
});
