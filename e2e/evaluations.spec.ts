import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { parse } from "yaml";
import { evaluationsFileSchema } from "~/contracts/evaluations";
import { signIn } from "./support/console-people";
import { watchCsp } from "./support/csp-guard";
import { appBaseUrl } from "./support/fixtures";
import { adminContext, expect, test } from "./support/admin-session";
import { apiGet } from "./support/api";
import { shot } from "./support/screenshots";

/** Test instrumentation: each state the run's progress line showed, recorded in the page by a MutationObserver. */
declare global {
  interface Window {
    __evalStates?: string[];
  }
}

/**
 * QA's evaluation runs (issue 16, role qa) against the real app: a QA member invited by the owner
 * lands on Evaluations, runs the demo hospital's starter set (tenant_overlays/lindenhof/
 * evaluations.yaml, seeded by the global setup's ingest), follows the run case by case, and sees a
 * case with a wrong expectation fail with its reason. An operator has no Evaluations page.
 * With `npm run screenshots`, pictures at desktop (1280) and phone (390) width go to e2e/screenshots/.
 */

const QA = { email: "qa@lindenhof.test", password: () => "qa-password-e2e-run" };
const OPERATOR = { email: "operator-evaluations@lindenhof.test", password: () => "operator-evaluations-e2e" };
/** The starter set as the bundle holds it: the page must show every case of it. */
const STARTER = evaluationsFileSchema.parse(parse(readFileSync(resolve(process.cwd(), "tenant_overlays/lindenhof/evaluations.yaml"), "utf8"))).cases;

test.describe.configure({ mode: "serial" });

async function signedIn(browser: Browser, who: { email: string; password: () => string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: appBaseUrl(), viewport: { width: 1280, height: 900 } });
  await watchCsp(context);
  const page = await context.newPage();
  await signIn(page, { email: who.email, password: who.password() });
  return { context, page };
}

/** The owner (the admin's session) invites `who` with `role`; the invitation is accepted in a fresh browser. */
async function member(
  browser: Browser,
  adminSession: Parameters<typeof adminContext>[1],
  who: { email: string; password: () => string },
  role: string,
): Promise<void> {
  const owner = await adminContext(browser, adminSession, "/console/lindenhof/members");
  // The list has loaded, so the page is hydrated: a value typed into the server's HTML before that is lost.
  await expect(owner.page.getByRole("columnheader", { name: "Actions" })).toBeVisible();
  await owner.page.getByRole("textbox", { name: "E-mail" }).fill(who.email);
  await owner.page.getByRole("combobox", { name: "Role", exact: true }).click();
  await owner.page.getByRole("option", { name: role, exact: true }).click();
  await owner.page.getByRole("button", { name: "Invite" }).click();
  const link = (await owner.page.getByTestId("invitation-link").textContent())!.trim();
  await owner.context.close();
  const context = await browser.newContext();
  await watchCsp(context);
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel(/Choose a password/).fill(who.password());
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page.getByText("Done. You can sign in now.")).toBeVisible();
  await context.close();
}

/** Runs every case and waits for the end; returns each text the progress line showed on the way. */
async function runAndFollow(page: Page): Promise<string[]> {
  // Recorded as the page renders them: a quick run may end before an assertion could look.
  await page.evaluate(() => {
    const seen: string[] = [];
    window.__evalStates = seen;
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="evaluation-job"]');
      if (el) seen.push(`${el.getAttribute("data-state")}|${el.textContent}`);
    }).observe(document.body, { attributes: true, childList: true, subtree: true, characterData: true });
  });
  await page.getByTestId("evaluation-run").click();
  await expect(page.getByTestId("evaluation-job")).toHaveAttribute("data-state", "done", { timeout: 90_000 });
  return page.evaluate(() => window.__evalStates ?? []);
}

test("a QA member runs the demo evaluations, follows the progress, and sees a wrong expectation fail with its reason", async ({ browser, adminSession }) => {
  await member(browser, adminSession, QA, "Quality assurance");
  const { context, page } = await signedIn(browser, QA);
  page.on("dialog", (d) => void d.accept());
  await expect(page).toHaveURL(/\/console\/lindenhof\/evaluations$/);
  await expect(page.getByRole("link", { name: "Evaluations" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Affinity matrix" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Departments" })).toHaveCount(0);
  const cases = page.getByTestId("evaluation-cases").locator("tbody tr");
  await expect(cases).toHaveCount(STARTER.length);
  await expect(page.getByTestId("evaluation-cases")).toContainText("Ik heb pijn op de borst");
  await shot(page, "30-evaluations-cases");

  const total = STARTER.length;
  const states = await runAndFollow(page);
  expect(states.some((s) => /^running\|Case \d+ of \d+/.test(s))).toBe(true);
  await expect(page.getByTestId("evaluation-job")).toContainText(`Run finished: ${total} of ${total} passed.`);
  await expect(page.getByTestId("evaluation-score")).toHaveText(`Latest run: ${total} of ${total} passed`);
  await expect(page.getByTestId("evaluation-results").locator("tbody tr")).toHaveCount(total);
  await shot(page, "31-evaluations-run-passed");

  // A field's message sits next to the field.
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("evaluation-add")).toContainText("must not be empty");

  // A deliberately wrong expectation: the visiting hours are answered, not refused.
  await page.getByLabel("Question, as a caller would ask it").fill("Wat zijn de bezoekuren op de materniteit?");
  await page.getByRole("combobox", { name: "The line must" }).click();
  await page.getByRole("option", { name: "refuse it (safety)" }).click();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(cases).toHaveCount(total + 1);
  await runAndFollow(page);
  await expect(page.getByTestId("evaluation-score")).toHaveText(`Latest run: ${total} of ${total + 1} passed`);
  // Failed safety cases come first, marked as such, with the reason in words.
  const first = page.getByTestId("evaluation-results").locator("tbody tr").first();
  await expect(first).toHaveAttribute("data-passed", "false");
  await expect(first).toHaveAttribute("data-safety", "true");
  await expect(first).toContainText("Wat zijn de bezoekuren op de materniteit?");
  // What the line did instead, in words: the answer's path by its name, not the stored code ("got path faq").
  await expect(first).toContainText(/Instead: an answer \((FAQ|From the pages|Hospital data)\)\./);
  await expect(first).not.toContainText(/\bpath\b/);
  await expect(page.getByTestId("evaluation-trend").locator(".recharts-line")).toBeVisible();
  // The two runs compared: the new case counts as added, not as a change; nothing that passed before fails now.
  const compare = page.getByTestId("evaluation-compare");
  await expect(compare).toContainText("No case changed.");
  await expect(compare).toContainText(`Still passing: ${total}. Still failing: 0. Cases added since the earlier run: 1; removed: 0.`);
  await shot(page, "32-evaluations-failed-case");

  // A phone: the page fits its width (the tables scroll in their own box).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("evaluation-results")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, "33-evaluations-phone");
  await page.setViewportSize({ width: 1280, height: 900 });

  // The wrong case is removed again (after a confirmation).
  await page.getByRole("button", { name: "Remove: Wat zijn de bezoekuren op de materniteit?" }).click();
  await expect(cases).toHaveCount(total);
  await context.close();
});

test("an operator has no Evaluations page, in the navigation or by URL", async ({ browser, adminSession }) => {
  await member(browser, adminSession, OPERATOR, "Operator");
  const { context, page } = await signedIn(browser, OPERATOR);
  await expect(page.getByRole("link", { name: "Departments" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Evaluations" })).toHaveCount(0);
  await page.goto("/console/lindenhof/evaluations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Evaluations is not part of your role");
  await expect(page.getByRole("link", { name: "Go to Operations" })).toBeVisible();
  const api = await apiGet(page.request, `/api/trpc/evaluations.cases?input=${encodeURIComponent(JSON.stringify({ json: { tenant: "lindenhof" } }))}`);
  expect(api.status()).toBe(403);
  await context.close();
});
