import { chromium, type Page } from "@playwright/test";
import { expectAccessible } from "./support/accessibility";
import { chromiumLaunchOptions, FULL_CHROMIUM } from "./support/chromium";
import { takeCspViolations, watchCsp } from "./support/csp-guard";
import { appBaseUrl, expect, test } from "./support/fixtures";
import { shot, WIDTHS } from "./support/screenshots";
import { routeCallsToNoWorker } from "./support/unanswered-call";

/**
 * The public "Talk to us" page of the demo hospital, against the real app (server/http/main.ts over the build) and its
 * real API. The voice path itself (LiveKit + agent) is covered by the voice specs; here a call
 * attempt only has to fail gracefully.
 */

const TALK = "/talk/lindenhof";

function entries(page: Page, speaker: "caller" | "agent") {
  return page.getByTestId("transcript").locator(`[data-testid="transcript-entry"][data-speaker="${speaker}"]`);
}

/** Presses Tab until the element with `testId` has focus; returns the test ids passed on the way. */
async function tabTo(page: Page, testId: string, maxStops = 25): Promise<string[]> {
  const passed: string[] = [];
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? document.activeElement?.tagName.toLowerCase() ?? "");
    passed.push(focused);
    if (focused === testId) return passed;
  }
  throw new Error(`${testId} not reached after ${maxStops} Tab presses; focus went through: ${passed.join(", ")}`);
}

async function askByKeyboard(page: Page, question: string): Promise<void> {
  // Send is enabled once the page's script runs; a question typed before that is not sent.
  await expect(page.getByTestId("chat-send")).toBeEnabled();
  await page.getByTestId("chat-input").focus();
  await page.keyboard.type(question);
  await page.keyboard.press("Enter");
}

test("the home page says what Voicedesk is and leads to the demo hospital's line", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Voicedesk");
  await expect(page.locator("main")).toContainText("never gives medical advice");
  // The way in for staff, and an icon of its own (no 404 for the favicon).
  await expect(page.getByRole("link", { name: "Sign in to the console" })).toHaveAttribute("href", "/console");
  const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect((await page.request.get(icon!)).status()).toBe(200);
  expect((await page.request.get("/favicon.ico")).status()).toBe(200);
  await expectAccessible(page, "the home page");
  await shot(page, "home-1280");
  await page.getByRole("link", { name: "Talk to AZ Lindenhof" }).click();
  await expect(page).toHaveURL(/\/talk\/lindenhof$/);
  await expect(page.getByTestId("automated-notice")).toBeVisible();
  await expectAccessible(page, "the talk page");
  await shot(page, "talk-1280");
});

test.describe("the Talk to us page", () => {
  test("says up front that an automated assistant answers and gives no medical advice", async ({ page }) => {
    await page.goto(TALK);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AZ Lindenhof");
    const notice = page.getByTestId("automated-notice");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("geautomatiseerde informatie-assistent");
    await expect(notice).toContainText("geen medisch advies");
    await expect(notice).toContainText("112");
    await expect(page.locator("main")).toHaveAttribute("lang", "nl");
    await expect(page).toHaveTitle(/AZ Lindenhof/);
    await expect(page.getByTestId("call-status")).toHaveAttribute("data-state", "idle");
    await expect(page.getByTestId("call-button")).toBeVisible();
    await expect(page.getByTestId("hangup-button")).toHaveCount(0);
    const log = page.getByTestId("transcript");
    await expect(log).toHaveAttribute("role", "log");
    await expect(log).toHaveAttribute("aria-live", "polite");
  });

  test("before its script runs, Call and Send are disabled: a tap is not lost and Enter does not put the question in the address", async ({ browser }) => {
    // The server's HTML as a slow phone shows it before hydration (the script never runs here).
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(TALK);
      await expect(page.getByTestId("call-button")).toBeDisabled();
      await expect(page.getByTestId("chat-send")).toBeDisabled();
      await page.getByTestId("chat-input").fill("Mijn naam is Jan Peeters, wat zijn de bezoekuren?");
      await page.getByTestId("chat-input").press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === TALK && url.search === "");
      // Still on the same page, not reloaded by the bare form's submission (which empties the box).
      await expect(page.getByTestId("chat-input")).toHaveValue("Mijn naam is Jan Peeters, wat zijn de bezoekuren?");
    } finally {
      await context.close();
    }
  });

  test("speaks the language chosen with ?lang=, and falls back to the hospital's own for others", async ({ page }) => {
    await page.goto(`${TALK}?lang=en`);
    await expect(page.locator("main")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("automated-notice")).toContainText("automated information assistant");
    await expect(page.getByTestId("automated-notice")).toContainText("no medical advice");
    await expect(page.getByRole("button", { name: "Call the AZ Lindenhof information line" })).toBeVisible();

    await page.goto(`${TALK}?lang=fr`);
    await expect(page.getByTestId("automated-notice")).toContainText("aucun avis médical");

    await page.goto(`${TALK}?lang=de`);
    await expect(page.locator("main")).toHaveAttribute("lang", "nl");
  });

  test("answers 404 for a hospital that does not exist, with a page that says so and where to go", async ({ page }) => {
    const response = await page.goto("/talk/no-such-hospital");
    expect(response?.status()).toBe(404);
    const unknown = page.getByTestId("unknown-hospital");
    await expect(unknown).toContainText("We do not know this hospital");
    await expect(unknown).toContainText("Dit ziekenhuis kennen we niet");
    await expect(unknown).toContainText("112");
    await expectAccessible(page, "the unknown-hospital page");
    await shot(page, "talk-unknown-hospital-1280");
  });

  test("keyboard only: Tab to the text box, ask for the visiting hours, read the answer", async ({ page }) => {
    await page.goto(TALK);
    const passed = await tabTo(page, "chat-input");
    expect(passed).toContain("call-button"); // the call is reachable by keyboard too, before the text box

    await page.keyboard.type("Wat zijn de bezoekuren?");
    await page.keyboard.press("Enter");

    await expect(entries(page, "caller")).toHaveText(["Wat zijn de bezoekuren?"]);
    await expect(entries(page, "agent")).toHaveCount(1);
    await expect(entries(page, "agent").first()).toContainText("14 tot 20 uur");
    // Ready for the next question without reaching for the mouse.
    await expect(page.getByTestId("chat-input")).toBeFocused();
    await expect(page.getByTestId("chat-input")).toHaveValue("");

    // The send button works by keyboard as well.
    await page.keyboard.type("Is er wifi?");
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("chat-send")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(entries(page, "caller")).toHaveText(["Wat zijn de bezoekuren?", "Is er wifi?"]);
    await expect(entries(page, "agent")).toHaveCount(2);
  });

  test("a typed answer reads as written: a phone number in digit groups, not with the voice's pauses", async ({ page }) => {
    await page.goto(TALK);
    await page.getByTestId("chat-input").fill("Ik heb last van hartkloppingen, bij welke dienst moet ik zijn?");
    await page.getByTestId("chat-input").press("Enter");
    const answer = entries(page, "agent").last();
    // Cardiology's number, whichever it is now: console.spec edits it in the same database (the
    // full run found this test reading a number only the tenant bundle holds), so the test asks
    // for its written shape, four digit groups, not for one value.
    await expect(answer).toContainText(/\b0\d{2} \d{2} \d{2} \d{2}\b/);
    // The spoken form ("011, 30, 42, 00") is for the voice only.
    await expect(answer).not.toContainText(/\d{2}, \d{2}/);
  });

  test("refuses a dosage question and points to 112", async ({ page }) => {
    await page.goto(TALK);
    await askByKeyboard(page, "Hoeveel paracetamol mag ik nemen?");
    const answer = entries(page, "agent").last();
    await expect(answer).toContainText("geen medisch advies");
    await expect(answer).toContainText("112");
    // A chat cannot be put through: the refusal gives reception's number to call instead.
    await expect(answer).toContainText(/onthaal bellen op 011 30 40 00/);
    await expect(answer).not.toContainText(/doorverbind/);
    await shot(page, "talk-typed-refusal");
    await page.setViewportSize(WIDTHS[1].viewport);
    await shot(page, "talk-typed-refusal-390");
  });

  test("asking for a person shows the helpdesk number as a phone link, and the answer says the number is below", async ({ page }) => {
    await page.goto(TALK);
    await expect(page.getByTestId("transfer-notice")).toHaveCount(0);
    await askByKeyboard(page, "Ik wil met een medewerker spreken");
    // A chat cannot put anyone through: the answer must not pretend to.
    await expect(entries(page, "agent").last()).toContainText("hieronder");
    await expect(entries(page, "agent").last()).not.toContainText("verbind u door");
    const transfer = page.getByTestId("transfer-notice");
    await expect(transfer).toBeVisible();
    await expect(transfer).toContainText("011 30 40 00");
    await expect(transfer.getByRole("link", { name: /011 30 40 00/ })).toHaveAttribute("href", "tel:011304000");
  });

  test("runs under the Content-Security-Policy: Next's scripts carry the nonce, an injected handler is refused, the chat works", async ({ page }) => {
    const trpcCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/trpc/")) trpcCalls.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    const response = await page.goto(TALK);
    const policy = response?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    // The talk page's calls go to the LiveKit the e2e set-up started: its ws origin is allowed.
    expect(policy).toContain(new URL(process.env.LIVEKIT_URL ?? "ws://missing").host);

    // Every script Next rendered carries this response's nonce (the browser hides the attribute; the property keeps it).
    const scripts = await page.evaluate(() => Array.from(document.scripts, (s) => ({ nonce: s.nonce, src: s.src })));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.nonce !== nonce)).toEqual([]);

    // The classic injection, an inline event handler, does not run — and the browser says why.
    await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.innerHTML = '<img src="/no-such-image.png" onerror="window.__injected = true">';
      document.body.append(probe);
    });
    await expect
      .poll(() => takeCspViolations().join("\n"), { message: "the refused handler is reported" })
      .toMatch(/script-src-attr|Refused to execute inline event handler/);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();

    // Hydrated and talking to the API: a typed question gets its answer, sent on its own (public procedures are not batched).
    await askByKeyboard(page, "Wat zijn de bezoekuren?");
    await expect(entries(page, "agent").last()).toContainText("14 tot 20 uur");
    const turns = trpcCalls.filter((c) => c.includes("cognition.turn"));
    expect(turns.length).toBeGreaterThan(0);
    expect(turns.filter((c) => c.includes("batch=") || c.includes(","))).toEqual([]);
  });

  test("a call without a reachable LiveKit server ends in a readable error", async ({ page }) => {
    // Whatever LiveKit this machine runs, this call must not reach it.
    const signalUrls: string[] = [];
    await page.routeWebSocket(/\/rtc/, (ws) => {
      signalUrls.push(ws.url());
      void ws.close({ code: 1011, reason: "no LiveKit in this test" });
    });
    await page.route(/\/rtc\/validate/, (route) => route.abort("connectionrefused"));
    await page.goto(TALK);

    const join = page.waitForResponse((r) => r.url().includes("/api/trpc/webCall.join"));
    await page.getByTestId("call-button").click();
    expect((await join).status()).toBe(200);
    await expect(page.getByTestId("call-status")).toHaveAttribute("data-state", /connecting|error/);

    // The page tried LiveKit with the token webCall.join issued: a fresh room of this hospital
    // with the voicedesk agent dispatched to it.
    await expect.poll(() => signalUrls.length).toBeGreaterThan(0);
    const token = new URL(signalUrls[0]!).searchParams.get("access_token") ?? "";
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      video?: { room?: string };
      roomConfig?: { agents?: { agentName?: string; metadata?: string }[] };
    };
    expect(claims.video?.room).toMatch(/^call-lindenhof-[0-9a-f]{24}$/);
    expect(claims.roomConfig?.agents?.[0]?.agentName).toBe("voicedesk");
    expect(JSON.parse(claims.roomConfig?.agents?.[0]?.metadata ?? "{}")).toEqual({ tenant: "lindenhof", channel: "web", lang: "nl" });

    const status = page.getByTestId("call-status");
    await expect(status).toHaveAttribute("data-state", "error", { timeout: 45_000 });
    await expect(status).toContainText("De spraakdienst is nu niet bereikbaar");
    await expect(page.getByTestId("mic-error")).toHaveCount(0);
    // The caller can try again, or type.
    await expect(page.getByTestId("call-button")).toBeVisible();
    await expect(page.getByTestId("hangup-button")).toHaveCount(0);
    await askByKeyboard(page, "Wat zijn de bezoekuren?");
    await expect(entries(page, "agent").last()).toContainText("14 tot 20 uur");
  });
});

/** What a caller meets at one width when no voice worker ever answers their call. */
async function unansweredCall(page: Page, width: { name: string; viewport: { width: number; height: number } }): Promise<void> {
  await page.setViewportSize(width.viewport);
  await routeCallsToNoWorker(page);
  await page.goto(TALK);
  await page.getByTestId("call-button").click();

  // In the real LiveKit room, nobody there: the caller is told the page is still trying.
  const status = page.getByTestId("call-status");
  await expect(status).toHaveAttribute("data-state", "connected", { timeout: 30_000 });
  await expect(page.getByTestId("agent-state")).toHaveAttribute("data-state", "waiting");
  await expect(status).toHaveAttribute("data-waiting", "long", { timeout: 15_000 });
  await expect(status).toContainText("Nog even geduld, we verbinden u");
  await shot(page, `talk-${width.name}-still-connecting`);

  // No agent ever joins: the call ends in words, with the ways on.
  const notice = page.getByTestId("no-answer-notice");
  await expect(notice).toBeVisible({ timeout: 40_000 });
  await expect(status).toHaveAttribute("data-state", "error");
  await expect(status).toHaveText("De informatielijn neemt niet op.");
  await expect(notice.getByRole("heading")).toHaveText("De lijn neemt nu niet op");
  await expect(notice.getByRole("link", { name: "011 30 40 00" })).toHaveAttribute("href", "tel:011304000");
  await expect(page.getByTestId("hangup-button")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Opnieuw bellen met de informatielijn van AZ Lindenhof" })).toBeVisible();
  await expectAccessible(page, `the talk page after an unanswered call at ${width.name}`);
  await shot(page, `talk-${width.name}-no-answer`);

  // Typing needs no voice worker: the question is answered.
  await askByKeyboard(page, "Wat zijn de bezoekuren?");
  await expect(entries(page, "agent").last()).toContainText("14 tot 20 uur");
}

test.describe("when no voice worker answers", () => {
  // Two callers at once, a laptop and a phone, each in a browser context of its own: the page's
  // waits are the product's (≈ 15 s to "still connecting", ≈ 40 s to "does not answer"), and side
  // by side the two widths cost those seconds once instead of twice.
  test("at 1280 and at 390 px the caller hears 'still connecting', then 'the line does not answer' with the number and the text path", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const phone = await browser.newContext({ baseURL: appBaseUrl() });
    await watchCsp(phone);
    try {
      await Promise.all([
        unansweredCall(page, { name: "1280", viewport: { width: 1280, height: 900 } }),
        unansweredCall(await phone.newPage(), { name: "390", viewport: { width: 390, height: 844 } }),
      ]);
    } finally {
      await phone.close();
    }
  });
});

test.describe("without microphone permission", () => {
  test("says the microphone is blocked, does not start a call, and offers typing", async ({ baseURL }) => {
    // A browser of its own: without the fake media UI flag Chromium answers getUserMedia with a
    // denial, and launch flags cannot change per test inside the shared worker browser.
    // The full browser, also where the other specs run in the headless shell: only it answers with
    // the denial a person's "Block" gives (NotAllowedError); the shell says NotSupportedError.
    const browser = await chromium.launch({
      ...chromiumLaunchOptions({ autoAllowMedia: false }),
      executablePath: process.env.VOICEDESK_CHROMIUM ?? FULL_CHROMIUM,
    });
    try {
      const context = await browser.newContext({ baseURL });
      await watchCsp(context);
      const page = await context.newPage();
      const joins: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("webCall.join")) joins.push(r.url());
      });
      await page.goto(TALK);
      await page.getByTestId("call-button").click();

      const micError = page.getByTestId("mic-error");
      await expect(micError).toBeVisible();
      await expect(micError).toContainText("geen toegang tot de microfoon");
      await expect(micError).toContainText("typen");
      await expect(page.getByTestId("call-status")).toHaveAttribute("data-state", "error");
      await expect(page.getByTestId("chat-input")).toBeFocused();
      expect(joins).toEqual([]); // no room, no agent dispatched for a caller who cannot speak

      await page.keyboard.type("Wat zijn de bezoekuren?");
      await page.keyboard.press("Enter");
      await expect(entries(page, "caller")).toHaveText(["Wat zijn de bezoekuren?"]);
      await expect(entries(page, "agent").first()).toContainText("14 tot 20 uur");
    } finally {
      await browser.close();
    }
  });
});

test.describe("on a phone, 390 px wide", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  async function ask(page: Page, question: string, answers: number): Promise<void> {
    await askByKeyboard(page, question);
    await expect(entries(page, "agent")).toHaveCount(answers);
  }

  test("the conversation follows every answer down to the 112 reply, and an emergency card offers the call", async ({ page }) => {
    await page.goto(TALK);
    await ask(page, "Wat zijn de bezoekuren?", 1);
    await ask(page, "Hoeveel kost parkeren?", 2);
    await ask(page, "Ik heb pijn op de borst", 3);
    const reply = entries(page, "agent").last();
    await expect(reply).toContainText("112");
    await expect(reply).not.toContainText("Hang"); // a typing visitor has nothing to hang up
    // Inside the log's own scroll box and on screen: not hidden below the box's edge.
    await expect(reply).toBeInViewport();
    await expect(page.getByTestId("new-message")).toHaveCount(0);

    const card = page.getByTestId("emergency-notice");
    await expect(card).toBeInViewport();
    await expect(card).toHaveAttribute("role", "alert");
    await expect(card.getByRole("heading")).toHaveText("Bel nu 112");
    await expect(card.getByRole("link", { name: /^Bel 112/ })).toHaveAttribute("href", "tel:112");
    await expectAccessible(page, "the talk page with an emergency card at 390 px");
    await shot(page, "talk-390-emergency");
  });

  test("a reader who scrolled up is not pulled down; a 'new message' pill takes them to it", async ({ page }) => {
    await page.goto(TALK);
    await ask(page, "Wat zijn de bezoekuren?", 1);
    await ask(page, "Hoeveel kost parkeren?", 2);
    await ask(page, "Is er wifi in het ziekenhuis?", 3);
    const log = page.getByTestId("transcript");
    await log.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(entries(page, "caller").first()).toBeInViewport();

    await ask(page, "Waar is de cafetaria?", 4);
    const pill = page.getByTestId("new-message");
    await expect(pill).toBeVisible();
    await expect(pill).toHaveText(/Nieuw bericht/);
    await expect(entries(page, "agent").last()).not.toBeInViewport();
    await expect(entries(page, "caller").first()).toBeInViewport(); // still where the reader left it
    // Under the log, not over its last lines: floated over the box it hid half of a question.
    const [logBox, pillBox] = [await log.boundingBox(), await pill.boundingBox()];
    expect(pillBox!.y).toBeGreaterThanOrEqual(logBox!.y + logBox!.height);
    await shot(page, "talk-390-new-message");

    await pill.click();
    await expect(entries(page, "agent").last()).toBeInViewport();
    await expect(pill).toHaveCount(0);
  });
});

test.describe("on a phone screen", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  async function horizontalOverflow(page: Page): Promise<number> {
    return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }

  test("shows the notice and the call button without horizontal scrolling", async ({ page }) => {
    await page.goto(TALK);
    await expect(page.getByTestId("automated-notice")).toBeInViewport();
    await expect(page.getByTestId("call-button")).toBeInViewport();
    expect(await horizontalOverflow(page)).toBe(0);

    // A long answer must wrap, not widen the page.
    await askByKeyboard(page, "Wat zijn de bezoekuren?");
    await expect(entries(page, "agent").first()).toContainText("14 tot 20 uur");
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
