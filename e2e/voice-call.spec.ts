import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { agentVoicedMs, installAgentAudioProbe, pageNow } from "./support/agent-audio-probe";
import { chromiumLaunchOptions } from "./support/chromium";
import { composeMicrophone, type MicSegment } from "./support/fake-microphone";
import { watchCsp } from "./support/csp-guard";
import { appBaseUrl, expect, test } from "./support/fixtures";

/**
 * Real voice turns from a real browser: Debian Chromium's fake microphone plays a WAV generated
 * here with espeak-ng; the page joins a room on the real livekit-server; the real agent worker
 * answers — its real Deepgram plugin talks to the Deepgram TEST DOUBLE, which transcribes from the
 * script below but only after it heard speech energy in the audio that came through LiveKit;
 * cognition answers; espeak-ng speaks; the page shows the transcript and plays the voice.
 */

test.describe.configure({ mode: "serial" });

/** The greeting (≈ 11 s of espeak-ng Dutch) plays first; the caller waits for it like a polite caller. */
const AFTER_GREETING_MS = 17_000;
const WAV_DIR = join(process.cwd(), "test-results", "fake-microphone");

let browser: Browser | undefined;
test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function deepgram(path: "/script" | "/reset", body?: unknown): Promise<void> {
  const control = process.env.VOICEDESK_E2E_DEEPGRAM_CONTROL;
  if (!control) throw new Error("VOICEDESK_E2E_DEEPGRAM_CONTROL is not set: the global setup starts the Deepgram double");
  const res = await fetch(`${control}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body ?? {}) });
  if (!res.ok) throw new Error(`deepgram double ${path}: HTTP ${res.status} ${await res.text()}`);
}

/** A browser whose microphone says `segments`, on the talk page, in a connected call; the double knows the words. */
async function callWith(
  name: string,
  segments: MicSegment[],
): Promise<{ page: Page; spoken: Array<{ text: string; startMs: number; endMs: number }>; openedAt: number }> {
  mkdirSync(WAV_DIR, { recursive: true });
  const mic = await composeMicrophone(join(WAV_DIR, `${name}.wav`), segments);
  await deepgram("/reset");
  await deepgram("/script", {
    utterances: segments.filter((s): s is Extract<MicSegment, { say: string }> => "say" in s).map((s) => ({ text: s.say, language: s.lang })),
  });
  const launch = chromiumLaunchOptions({ microphoneWav: mic.wavFile });
  browser = await chromium.launch({ ...launch, args: [...launch.args, "--autoplay-policy=no-user-gesture-required"] });
  const page = await browser.newPage({ baseURL: appBaseUrl() });
  await watchCsp(page.context());
  await installAgentAudioProbe(page);
  await page.goto("/talk/lindenhof");
  await expect(page.getByTestId("automated-notice")).toBeVisible();
  // The fake microphone starts playing when the page opens it, right after this click.
  const openedAt = await pageNow(page);
  await page.getByTestId("call-button").click();
  await expect(page.getByTestId("call-status")).toHaveAttribute("data-state", "connected", { timeout: 30_000 });
  return { page, spoken: mic.spoken, openedAt };
}

const agent = (page: Page) => page.getByTestId("transcript").locator('[data-testid="transcript-entry"][data-speaker="agent"]');
const caller = (page: Page) => page.getByTestId("transcript").locator('[data-testid="transcript-entry"][data-speaker="caller"]');

async function greeted(page: Page): Promise<void> {
  // AI Act Art. 50: the very first thing the line says is that it is an automated assistant.
  await expect(agent(page).first()).toContainText("automatische informatielijn", { timeout: 40_000 });
  await expect(agent(page).first()).toContainText("geen medisch advies");
}

test("visiting hours: the greeting, then the spoken question answered by voice on the deterministic path", async () => {
  const { page, spoken, openedAt } = await callWith("visiting-hours", [
    { silenceMs: AFTER_GREETING_MS },
    { say: "Wat zijn de bezoekuren?", lang: "nl" },
    { silenceMs: 25_000 },
  ]);
  await greeted(page);
  expect(await agentVoicedMs(page)).toBeGreaterThan(3000); // the greeting was heard, not only shown
  await expect(caller(page).filter({ hasText: "Wat zijn de bezoekuren?" })).toHaveCount(1, { timeout: 40_000 });
  const answer = agent(page).filter({ hasText: "14 tot 20 uur" });
  await expect(answer).toHaveCount(1, { timeout: 30_000 });
  // The shaped answer: no markdown, no URL, no citation marker reaches the transcript.
  expect(await answer.textContent()).not.toMatch(/\*\*|https?:|\[\d\]/);
  const questionEnd = openedAt + spoken[0]!.endMs;
  await expect.poll(() => agentVoicedMs(page, questionEnd), { timeout: 20_000 }).toBeGreaterThan(2000);
  // The disclaimer is said at most once per call.
  const texts = await agent(page).allTextContents();
  expect(texts.filter((t) => t.includes("geen medisch advies —")).length).toBeLessThanOrEqual(1);
});

test("a dosage question gets the refusal that names the GP, 1733 and 112 — spoken, with no advice", async () => {
  const { page } = await callWith("dosage", [
    { silenceMs: AFTER_GREETING_MS },
    { say: "Hoeveel paracetamol mag ik nemen?", lang: "nl" },
    { silenceMs: 25_000 },
  ]);
  await greeted(page);
  const refusal = agent(page).filter({ hasText: "112" });
  await expect(refusal).toHaveCount(1, { timeout: 40_000 });
  await expect(refusal).toContainText("huisarts");
  await expect(refusal).toContainText("1733");
  expect(await refusal.textContent()).not.toMatch(/\d+\s*(mg|milligram|tabletten)/);
});

test("a handoff request puts the helpdesk number on the page", async () => {
  const { page } = await callWith("handoff", [
    { silenceMs: AFTER_GREETING_MS },
    { say: "Kan ik met een medewerker spreken?", lang: "nl" },
    { silenceMs: 25_000 },
  ]);
  await greeted(page);
  await expect(page.getByTestId("transfer-notice")).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId("transfer-notice")).toContainText("011 30 40 00");
  await expect(agent(page).filter({ hasText: "verbind u door" })).toHaveCount(1);
});

/** "Wanneer houdt professor Vanderstraeten raadpleging?" is answered in ≈ 14 s of speech: long enough to talk over. */
const LONG_QUESTION = "Wanneer houdt professor Vanderstraeten raadpleging?";

test("barge-in: talking over a long answer stops it, and the line answers the new words", async () => {
  const { page } = await callWith("barge-in", [
    { silenceMs: AFTER_GREETING_MS },
    { say: LONG_QUESTION, lang: "nl" },
    { silenceMs: 5000 },
    { say: "Wacht even, hoeveel kost parkeren?", lang: "nl" },
    { silenceMs: 25_000 },
  ]);
  await greeted(page);
  const schedule = agent(page).filter({ hasText: "maandagvoormiddag" });
  await expect(schedule).toHaveCount(1, { timeout: 40_000 });
  await expect(schedule).toHaveAttribute("data-interrupted", "true", { timeout: 30_000 });
  await expect(agent(page).filter({ hasText: "per uur" })).toHaveCount(1, { timeout: 30_000 });
});

test("a backchannel ('mhm') during a long answer does not stop it", async () => {
  const { page, spoken, openedAt } = await callWith("backchannel", [
    { silenceMs: AFTER_GREETING_MS },
    { say: LONG_QUESTION, lang: "nl" },
    { silenceMs: 5000 },
    { say: "mhm", lang: "nl" },
    { silenceMs: 30_000 },
  ]);
  await greeted(page);
  const schedule = agent(page).filter({ hasText: "maandagvoormiddag" });
  await expect(schedule).toHaveCount(1, { timeout: 40_000 });
  // Wait for the whole answer to be played, then check it was not cut off and 'mhm' was no turn.
  const questionEnd = openedAt + spoken[0]!.endMs;
  await expect.poll(() => agentVoicedMs(page, questionEnd), { timeout: 40_000, intervals: [1000] }).toBeGreaterThan(9000);
  await page.waitForTimeout(3000);
  await expect(schedule).toHaveAttribute("data-interrupted", "false");
  await expect(caller(page)).toHaveCount(1);
});

test("a turn in a second language after the lock gets the polite locked reply in that language", async () => {
  const { page } = await callWith("second-language", [
    { silenceMs: AFTER_GREETING_MS },
    { say: "Hoeveel kost parkeren?", lang: "nl" },
    { silenceMs: 14_000 },
    { say: "What are the visiting hours?", lang: "en" },
    { silenceMs: 20_000 },
  ]);
  await greeted(page);
  await expect(agent(page).filter({ hasText: "per uur" })).toHaveCount(1, { timeout: 40_000 });
  await expect(agent(page).filter({ hasText: "This call is in Dutch" })).toHaveCount(1, { timeout: 40_000 });
});
