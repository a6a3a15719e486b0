import type { Page } from "@playwright/test";
import { expect, test } from "./support/admin-session";
import { apiGet } from "./support/api";
import { shot as shotFromTop } from "./support/screenshots";

/**
 * The console's playground against the real app and the demo hospital: the admin asks a question
 * as a caller would and sees the line's answer with its path and the page it cites, asks a dosage
 * question and sees the refusal marked as safety — and the call list has no call from either.
 * With `npm run screenshots`, pictures at desktop (1280) and phone (390) width go to e2e/screenshots/.
 */

/** From the top: a full-page capture of a scrolled page draws the sticky header mid-page. */
const shot = (page: Page, name: string) => shotFromTop(page, name, { fromTop: true });

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Today's calls of the demo hospital that mention the visiting hours, as the call list gets them
 * (replay.list: the same filter the page's "From" and "Words" fields set), counted by the list's
 * total. The demo telemetry lies before today, so a new call always adds one.
 */
async function visitingHourCallsToday(page: Page): Promise<number> {
  const input = { json: { tenant: "lindenhof", filter: { from: today(), text: "bezoekuren" } } };
  const res = await apiGet(page.request, `/api/trpc/replay.list?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { data: { json: { total: number } } } }).result.data.json.total;
}

test("an admin asks the playground as a caller would: the answer and its source, a safety refusal, and no call", async ({ adminPage: page }) => {
  await page.goto("/console/lindenhof/departments");
  const callsBefore = await visitingHourCallsToday(page);

  await page.getByRole("link", { name: "Playground" }).click();
  await expect(page).toHaveURL(/\/console\/lindenhof\/playground$/);
  await expect(page.getByRole("heading", { name: "Playground" })).toBeVisible();
  const transcript = page.getByTestId("playground-transcript");
  await expect(transcript).toContainText("Try the questions callers ask");
  // Said once, in the lead: the empty state does not repeat it.
  await expect(page.getByText(/nothing asked here/i)).toHaveCount(1);
  await shot(page, "40-playground-empty");
  // Nothing to start over from yet.
  const restart = page.getByRole("button", { name: "New conversation" });
  await expect(restart).toBeDisabled();

  const question = page.getByLabel("Question, as a caller would ask it");
  const answers = page.getByTestId("playground-answer");
  // Enter asks (the language is detected, as for a caller).
  await question.fill("Wat zijn de bezoekuren?");
  await question.press("Enter");
  await expect(answers).toHaveCount(1);
  const visiting = answers.nth(0);
  await expect(visiting).toHaveAttribute("data-class", "FALLTHROUGH");
  await expect(visiting.getByTestId("playground-spoken")).toContainText(/\d/);
  await expect(visiting.getByTestId("playground-path")).toHaveAttribute("data-path", /^(capability|faq|agent|extractive)$/);
  await expect(visiting.getByTestId("playground-path")).toHaveText(/^answered by: (Hospital data|FAQ|Language model|From the pages)$/);
  await expect(visiting.getByTestId("playground-class")).toHaveText("recognised as: Answered from information");
  await expect(visiting.getByTestId("playground-chips")).toContainText("language: Dutch");
  await expect(visiting.getByTestId("playground-citations")).not.toContainText("No page cited.");
  await expect(visiting.getByTestId("playground-citation").first()).toBeVisible();
  await visiting.getByRole("button", { name: "How it was found" }).click();
  await expect(visiting.getByTestId("playground-ranking").getByRole("progressbar").first()).toBeVisible();

  // Shift+Enter writes a newline and asks nothing.
  await question.fill("Hoeveel paracetamol");
  await question.press("Shift+Enter");
  await question.pressSequentially("mag ik nemen?");
  await expect(question).toHaveValue("Hoeveel paracetamol\nmag ik nemen?");
  await expect(answers).toHaveCount(1);
  await question.fill("Hoeveel paracetamol mag ik nemen?");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(answers).toHaveCount(2);
  const refusal = answers.nth(1);
  await expect(refusal).toHaveAttribute("data-class", "SAFETY_REFUSAL");
  await expect(refusal).toHaveAttribute("data-safety", "true");
  await expect(refusal.getByTestId("playground-safety")).toBeVisible();
  await expect(refusal.getByTestId("playground-path")).toHaveText("answered by: Fixed reply");
  await expect(refusal.getByTestId("playground-class")).toHaveText("recognised as: Medical advice refused");
  await expect(refusal.getByTestId("playground-citations")).toContainText("No page cited.");
  await expect(refusal.getByTestId("playground-citation")).toHaveCount(0);
  await shot(page, "41-playground-answers");

  // A phone: the page fits its width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(answers).toHaveCount(2);
  // Measured once the shell has laid itself out for the new width: its navigation slides out (a
  // transition), and a suite run beside a CPU-heavy process measured it mid-slide (423 px).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, "42-playground-phone");
  await page.setViewportSize({ width: 1280, height: 900 });

  await restart.click();
  await expect(answers).toHaveCount(0);
  await expect(transcript).toContainText("Try the questions callers ask");
  await expect(restart).toBeDisabled();

  // Neither question is a call...
  expect(await visitingHourCallsToday(page)).toBe(callsBefore);
  // ...while the same question from a caller is one: the count would have seen a playground call.
  const call = await page.request.post("/api/trpc/cognition.turn", {
    data: { json: { tenant: "lindenhof", text: "Wat zijn de bezoekuren?", lang: "nl" } },
  });
  expect(call.status()).toBe(200);
  await expect.poll(() => visitingHourCallsToday(page)).toBe(callsBefore + 1);
});
