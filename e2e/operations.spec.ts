import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { Page } from "@playwright/test";
import superjson from "superjson";
import type { AppRouter } from "~/server/api/root";
import { appBaseUrl } from "./support/fixtures";
import { expect, test } from "./support/admin-session";
import { watchCsp } from "./support/csp-guard";
import { shot } from "./support/screenshots";

/**
 * The operations pages (issue 13) against the real app, on the demo telemetry the global setup made
 * with `cli demo-telemetry --end-before-today` (scripted calls through the orchestrator, all before
 * today). VOICEDESK_E2E_DEMO_CALLS is a direct SQL count of those calls, taken before the app
 * opened the database. With `npm run screenshots` every page is photographed into e2e/screenshots/.
 */

test.describe.configure({ mode: "serial" });

/** A day as the English console writes it (day first): 26/11/2026. */
const shownDay = (ms: number) => new Date(ms).toISOString().slice(0, 10).split("-").reverse().join("/");

/**
 * Where the donuts' legends are: "beside" their chart (a laptop) or "under" it (a phone); in both,
 * every entry on one line and inside its panel. At 1280 the "How calls ended" legend once dropped
 * under its chart while the languages' sat beside theirs; at 390 long names wrapped.
 */
/**
 * The audit log has drawn its one filter box: right after the address opens it the page can hold
 * two for a moment (R3, 2026-11-29: "resolved to 2 elements" — the server's markup and the client's
 * render of it; the picture of that moment shows one), and typing into it then fails.
 */
async function oneAuditFilter(page: Page): Promise<void> {
  await expect(page.getByLabel("Filter by person or item")).toHaveCount(1);
}

async function expectLegendsBesideCharts(page: Page, where: "beside" | "under"): Promise<void> {
  for (const name of ["How calls ended", "Languages"]) {
    const panel = page.getByRole("region", { name, exact: true });
    const legend = panel.getByTestId("donut-legend");
    await expect(legend.getByTestId("donut-legend-entry").first()).toBeVisible();
    const chart = (await panel.locator(".recharts-wrapper").boundingBox())!;
    const box = (await legend.boundingBox())!;
    const card = (await panel.boundingBox())!;
    if (where === "beside") expect(box.x, `${name}: the legend beside the chart`).toBeGreaterThanOrEqual(chart.x + chart.width);
    else expect(box.y, `${name}: the legend under the chart`).toBeGreaterThanOrEqual(chart.y + chart.height);
    expect(box.x + box.width, `${name}: the legend inside its panel`).toBeLessThanOrEqual(card.x + card.width);
    for (const entry of await legend.getByTestId("donut-legend-entry").all()) {
      const lineHeight = await entry
        .locator("p")
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await entry.boundingBox())!.height, `${name}: "${await entry.innerText()}" on one line`).toBeLessThan(lineHeight * 1.5);
    }
  }
}

test("the dashboard shows the demo telemetry; its call count is the database's", async ({ adminPage: page }) => {
  const expected = process.env.VOICEDESK_E2E_DEMO_CALLS;
  expect(Number(expected), "the global setup counts the demo calls").toBeGreaterThan(0);
  await page.goto("/console/lindenhof/operations");
  await expect(page.getByRole("heading", { name: "Operations" })).toBeVisible();
  // Every demo call lies before today: from a month ago to yesterday holds exactly those.
  await page.getByText("Custom", { exact: true }).click();
  await page.getByRole("textbox", { name: "From" }).fill(shownDay(Date.now() - 30 * 86_400_000));
  await page.getByRole("textbox", { name: "From" }).press("Tab");
  await page.getByRole("textbox", { name: "To", exact: true }).fill(shownDay(Date.now() - 86_400_000));
  await page.getByRole("textbox", { name: "To", exact: true }).press("Tab");
  await expect(page.getByTestId("stat-calls")).toHaveText(expected!);
  await expect(
    page
      .getByRole("region", { name: /First audio/ })
      .first()
      .locator(".recharts-line")
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId("unanswered").getByRole("link").first()).toBeVisible();
  await expectLegendsBesideCharts(page, "beside");
  await shot(page, "20-operations-dashboard");
  // On a phone each legend sits under its donut, one line an entry, inside its panel.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectLegendsBesideCharts(page, "under");
  // The answer quality chart keeps its plot at a phone's width: its legend wraps above it as text
  // (drawn inside the chart, three lines of legend left the plot a 110 px strip without its 25 %
  // and 75 % lines), and every line from 0 to 100 % is drawn.
  const quality = page.getByRole("region", { name: "Answer quality (%)" });
  const grid = (await quality.locator(".recharts-cartesian-grid").boundingBox())!;
  expect(grid.height, "the quality chart's plot height at 390 px").toBeGreaterThan(150);
  const legend = (await quality.getByTestId("line-legend").boundingBox())!;
  expect(legend.y + legend.height, "the quality legend above its chart").toBeLessThanOrEqual(grid.y);
  for (const tick of ["0 %", "25 %", "50 %", "75 %", "100 %"])
    await expect(quality.locator(".recharts-yAxis-tick-labels").getByText(tick, { exact: true })).toBeVisible();
  await shot(page, "20-operations-dashboard-390");
  await page.setViewportSize({ width: 1280, height: 900 });

  // The most-asked unanswered question opens its call (or the list of its calls, then the newest).
  const question = (await page.getByTestId("unanswered").getByRole("link").first().innerText()).trim();
  await page.getByTestId("unanswered").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/console\/lindenhof\/calls/);
  if (!/\/calls\/[0-9a-f-]{36}/.test(page.url())) {
    await shot(page, "21-calls-of-a-question");
    await page.getByTestId("calls").getByRole("link").first().click();
  }
  await expect(page.getByTestId("turn").filter({ hasText: question }).first()).toBeVisible();
  await shot(page, "22-call-of-unanswered-question");
});

test("replay shows a call's citations and latency bar, and the look is audited", async ({ adminPage: page }) => {
  // The demo's browser calls that asked for the visiting hours, by the list's own address (its
  // filters live there; the filter controls have their own spec in console-pages). Only the demo
  // calls (all before today): the specs running beside this one make browser calls today that ask
  // for the visiting hours too, and one hung up or talked over may hold a turn without citations
  // (a CI run opened such a call). Typing the filters here raced the list's own address updates
  // on a loaded run (the channel menu closed under a navigation).
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/console/lindenhof/calls?to=${yesterday}&text=bezoekuren&channel=voice`);
  await expect(page.getByRole("textbox", { name: "Words in the transcript" })).toHaveValue("bezoekuren");
  await expect(page.getByTestId("calls").getByRole("link").first()).toBeVisible();
  await shot(page, "23-call-replay-list");
  await page.getByTestId("calls").getByRole("link").first().click();
  const answered = page.getByTestId("turn").filter({ hasText: "bezoekuren" }).first();
  await expect(answered.getByTestId("citations")).toBeVisible();
  await expect(answered.getByTestId("latency-bar")).toContainText("First audio");
  await shot(page, "24-call-replay");
  const callId = page.url().split("/").pop()!;

  await page.goto("/console/lindenhof/audit");
  await oneAuditFilter(page);
  await page.getByLabel("Filter by person or item").fill(callId);
  await expect(page.locator('[data-action="call.replay"]').first()).toContainText("Call opened");
});

test("a call's time and day are the hospital's wherever the browser is, and filtering by that day finds it", async ({ browser, adminSession }) => {
  // A browser half a world away from the hospital (Brussels): the console shows the hospital's clock,
  // and the list's day filter is the hospital's day, as the dashboard counts days. Before, the list
  // showed the browser's clock and filtered by UTC days, so a late call was on one day in the list
  // and found under another (or none) by the filter.
  const context = await browser.newContext({
    baseURL: appBaseUrl(),
    timezoneId: "Pacific/Auckland",
    viewport: { width: 1280, height: 900 },
    storageState: adminSession,
  });
  await watchCsp(context);
  const page = await context.newPage();
  try {
    const listed = await page.request.get(
      `/api/trpc/replay.list?input=${encodeURIComponent(JSON.stringify({ json: { tenant: "lindenhof", filter: { pageSize: 5 } } }))}`,
    );
    expect(listed.status()).toBe(200);
    const rows = ((await listed.json()) as { result: { data: { json: { rows: { id: string; startedAt: string }[] } } } }).result.data.json.rows;
    expect(rows.length, "the demo telemetry made calls").toBeGreaterThan(0);
    const inBrussels = (iso: string) =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/Brussels",
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
      }).format(new Date(iso));
    const brusselsDay = (iso: string) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(new Date(iso));
    await page.goto("/console/lindenhof/calls");
    for (const call of rows) await expect(page.locator(`a[href$="/calls/${call.id}"]`)).toHaveText(inBrussels(call.startedAt));
    // Each call is found under its Brussels day, and that day lists only calls shown on it.
    for (const call of rows.slice(0, 2)) {
      const day = brusselsDay(call.startedAt);
      await page.goto(`/console/lindenhof/calls?from=${day}&to=${day}`);
      await expect(page.locator(`a[href$="/calls/${call.id}"]`)).toBeVisible();
      const shown = day.split("-").reverse().join("/");
      for (const text of await page.getByTestId("calls").locator('a[href*="/calls/"]').allInnerTexts()) expect(text).toContain(shown);
    }
    await shot(page, "calls-day-filter-hospital-zone");
  } finally {
    await context.close();
  }
});

test("an admin sets the hospital's alert thresholds: checked at the field, kept, audited, and reset", async ({ adminPage: page }) => {
  await page.goto("/console/lindenhof/operations");
  const card = page.getByTestId("alert-thresholds");
  const firstAudio = card.getByRole("textbox", { name: /First audio p95/ });
  await expect(firstAudio).toHaveValue("1.5 s");
  await expect(card.getByText("These are the defaults")).toBeVisible();

  await firstAudio.fill("0.1");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("at least 0.3 s")).toBeVisible();

  await firstAudio.fill("1.2");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByRole("button", { name: "Back to the defaults" })).toBeVisible();
  await shot(page, "25-alert-thresholds");
  await page.reload();
  await expect(page.getByTestId("alert-thresholds").getByRole("textbox", { name: /First audio p95/ })).toHaveValue("1.2 s");

  await page.goto("/console/lindenhof/audit");
  await oneAuditFilter(page);
  await page.getByLabel("Filter by person or item").fill("alert thresholds");
  await expect(page.locator('[data-action="alerts.thresholds.set"]').first()).toContainText("Alert thresholds changed");

  await page.goto("/console/lindenhof/operations");
  await page.getByTestId("alert-thresholds").getByRole("button", { name: "Back to the defaults" }).click();
  await expect(page.getByTestId("alert-thresholds").getByText("These are the defaults")).toBeVisible();
});

test("/api/metrics refuses without the token and serves the histograms with it", async ({ request }) => {
  // One typed turn through the app, so this process's turn histogram has a sample for the tenant.
  const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${appBaseUrl()}/api/trpc`, transformer: superjson })] });
  const turn = await client.cognition.turn.mutate({ tenant: "lindenhof", text: "Wat zijn de bezoekuren?", lang: "nl" });
  expect(turn.path).toBe("faq");

  expect((await request.get(`${appBaseUrl()}/api/metrics`)).status()).toBe(401);
  expect((await request.get(`${appBaseUrl()}/api/metrics`, { headers: { authorization: "Bearer wrong-token-wrong-token" } })).status()).toBe(401);
  const res = await request.get(`${appBaseUrl()}/api/metrics`, { headers: { authorization: `Bearer ${process.env.VOICEDESK_METRICS_TOKEN}` } });
  expect(res.status()).toBe(200);
  const body = await res.text();
  expect(body).toMatch(/voicedesk_turn_duration_seconds_bucket\{le="\+Inf",tenant="lindenhof",path="faq"\} [1-9]/);
  expect(body).toContain("# TYPE voicedesk_first_audio_seconds histogram");
  expect(body).toMatch(/voicedesk_turns_total\{tenant="lindenhof",path="faq",language="nl"\} [1-9]/);
});
