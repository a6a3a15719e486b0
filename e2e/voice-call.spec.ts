import { chromium, type Browser, type Locator, type Page } from "@playwright/test";
import type { Lang } from "~/lib/lang";
import { agentFinishedSpeaking, agentVoicedMs, installAgentAudioProbe, pageNow } from "./support/agent-audio-probe";
import { agentLogMark, withAgentEvents } from "./support/agent-log";
import { chromiumLaunchOptions } from "./support/chromium";
import { watchCsp } from "./support/csp-guard";
import { appBaseUrl, expect, test } from "./support/fixtures";
import { callerSpeech, installScriptedMicrophone, say } from "./support/scripted-microphone";

/**
 * Real voice turns from a real browser: the page's microphone plays a caller's voice (espeak-ng
 * Dutch, Pico English where installed) when the test says so; the page joins a room on the real
 * livekit-server; the real agent worker answers — its real Deepgram plugin talks to the Deepgram
 * TEST DOUBLE, which transcribes from the script below but only after it heard speech energy in the
 * audio that came through LiveKit; cognition answers; espeak-ng speaks; the page shows the
 * transcript and plays the voice.
 *
 * The caller speaks on events, not on a clock: after the greeting has been heard and the agent
 * listens, and talks over an answer once its voice has reached the page. Chromium's file-backed fake
 * microphone played a WAV laid out in advance from the moment the page opened it (the question 17 s
 * in); in a fresh-clone run the agent took the call late under load, the question played before it
 * listened, and the call got a greeting and nothing else (e2e/support/scripted-microphone.ts).
 */

test.describe.configure({ mode: "serial" });

let browser: Browser | undefined;
let callPage: Page | undefined;
/** The agent's log line this test's call began at: a failure says what the agent did since (./support/agent-log). */
let agentLogFrom = 0;
test.beforeEach(() => {
  agentLogFrom = agentLogMark();
});

/** A voice test whose failure begins with what the agent logged during it. */
function voiceTest(title: string, body: () => Promise<void>): void {
  test(
    title,
    withAgentEvents(() => agentLogFrom, body),
  );
}
test.afterEach(async () => {
  // Hung up as a caller does, so the line ends the call at once: a browser closed mid-call is
  // noticed by LiveKit only some 17 s later, and that call's recogniser stream stayed open while
  // the next test scripted the double (below).
  await callPage
    ?.getByTestId("hangup-button")
    .click({ timeout: 5_000 })
    .catch(() => {});
  await browser?.close();
  browser = undefined;
  callPage = undefined;
});

function doubleControl(): string {
  const control = process.env.VOICEDESK_E2E_DEEPGRAM_CONTROL;
  if (!control) throw new Error("VOICEDESK_E2E_DEEPGRAM_CONTROL is not set: the global setup starts the Deepgram double");
  return control;
}

async function deepgram(path: "/script" | "/reset", body?: unknown): Promise<void> {
  const res = await fetch(`${doubleControl()}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body ?? {}) });
  if (!res.ok) throw new Error(`deepgram double ${path}: HTTP ${res.status} ${await res.text()}`);
}

/** Recogniser streams the double still has open (the last test's call, until its job has ended). */
async function openStreams(): Promise<number> {
  const res = await fetch(`${doubleControl()}/connections`);
  const { connections } = (await res.json()) as { connections: Array<{ kind: string; accepted: boolean; closeCode?: number }> };
  return connections.filter((c) => c.kind === "stream" && c.accepted && c.closeCode === undefined).length;
}

type Utterance = { say: string; lang: Lang };
type Speech = Awaited<ReturnType<typeof callerSpeech>>;

/**
 * A browser on the talk page, in a connected call, whose microphone will say `utterances` (each
 * synthesised now, before the call, so a caller who talks over the line is not late for it by a
 * synthesis on a busy host); the double knows the words, in that order.
 */
async function callWith(utterances: readonly Utterance[]): Promise<{ page: Page; speech: Speech[] }> {
  const speech = await Promise.all(utterances.map((u) => callerSpeech(u.say, u.lang)));
  // The double's script is one queue for every stream: a stream of the last test's call, still open,
  // took this test's first words (R5, 2026-11-29: the page showed the caller saying "mhm", the
  // second of the script, and the question was never answered). Scripted once no stream is left.
  await expect.poll(openStreams, { timeout: 30_000, message: "the last call's recogniser stream is still open" }).toBe(0);
  await deepgram("/reset");
  await deepgram("/script", { utterances: utterances.map((u) => ({ text: u.say, language: u.lang })) });
  const launch = chromiumLaunchOptions();
  browser = await chromium.launch({ ...launch, args: [...launch.args, "--autoplay-policy=no-user-gesture-required"] });
  const page = await browser.newPage({ baseURL: appBaseUrl() });
  callPage = page;
  await watchCsp(page.context());
  await installAgentAudioProbe(page);
  await installScriptedMicrophone(page);
  await page.goto("/talk/lindenhof");
  await expect(page.getByTestId("automated-notice")).toBeVisible();
  await page.getByTestId("call-button").click();
  await expect(page.getByTestId("call-status")).toHaveAttribute("data-state", "connected", { timeout: 30_000 });
  return { page, speech };
}

/** The caller says `speech` and has finished saying it; the page's clock at its end. */
async function ask(page: Page, speech: Speech): Promise<number> {
  await say(page, speech);
  return pageNow(page);
}

const agent = (page: Page) => page.getByTestId("transcript").locator('[data-testid="transcript-entry"][data-speaker="agent"]');
const caller = (page: Page) => page.getByTestId("transcript").locator('[data-testid="transcript-entry"][data-speaker="caller"]');

/** The greeting was shown and heard to its end, and the agent listens: the moment a polite caller asks. */
async function greeted(page: Page): Promise<void> {
  // AI Act Art. 50: the very first thing the line says is that it is an automated assistant.
  await expect(agent(page).first()).toContainText("automatische informatielijn", { timeout: 40_000 });
  await expect(agent(page).first()).toContainText("geen medisch advies");
  await agentFinishedSpeaking(page);
}

/** The answer to the question that ended at `questionEnd` is being heard: ≥ 1 s of the agent's voice since. */
async function answerHeard(page: Page, questionEnd: number): Promise<void> {
  await expect.poll(() => agentVoicedMs(page, questionEnd), { timeout: 40_000, intervals: [250] }).toBeGreaterThanOrEqual(1000);
}

voiceTest("visiting hours: the greeting, then the spoken question answered by voice on the deterministic path", async () => {
  const { page, speech } = await callWith([{ say: "Wat zijn de bezoekuren?", lang: "nl" }]);
  await greeted(page);
  expect(await agentVoicedMs(page)).toBeGreaterThan(3000); // the greeting was heard, not only shown
  const questionEnd = await ask(page, speech[0]!);
  await expect(caller(page).filter({ hasText: "Wat zijn de bezoekuren?" })).toHaveCount(1, { timeout: 40_000 });
  const answer = agent(page).filter({ hasText: "14 tot 20 uur" });
  await expect(answer).toHaveCount(1, { timeout: 30_000 });
  // The shaped answer: no markdown, no URL, no citation marker reaches the transcript.
  expect(await answer.textContent()).not.toMatch(/\*\*|https?:|\[\d\]/);
  await expect.poll(() => agentVoicedMs(page, questionEnd), { timeout: 20_000 }).toBeGreaterThan(2000);
  // The disclaimer is said at most once per call.
  const texts = await agent(page).allTextContents();
  expect(texts.filter((t) => t.includes("geen medisch advies —")).length).toBeLessThanOrEqual(1);
});

voiceTest("a dosage question gets the refusal that names the GP, 1733 and 112 — spoken, with no advice", async () => {
  const { page, speech } = await callWith([{ say: "Hoeveel paracetamol mag ik nemen?", lang: "nl" }]);
  await greeted(page);
  await ask(page, speech[0]!);
  const refusal = agent(page).filter({ hasText: "112" });
  await expect(refusal).toHaveCount(1, { timeout: 40_000 });
  await expect(refusal).toContainText("huisarts");
  await expect(refusal).toContainText("1733");
  expect(await refusal.textContent()).not.toMatch(/\d+\s*(mg|milligram|tabletten)/);
});

voiceTest("a handoff request puts the helpdesk number on the page", async () => {
  const { page, speech } = await callWith([{ say: "Kan ik met een medewerker spreken?", lang: "nl" }]);
  await greeted(page);
  await ask(page, speech[0]!);
  await expect(page.getByTestId("transfer-notice")).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId("transfer-notice")).toContainText("011 30 40 00");
  await expect(agent(page).filter({ hasText: "verbind u door" })).toHaveCount(1);
});

/** "Wanneer houdt professor Vanderstraeten raadpleging?" is answered in ≈ 14 s of speech: long enough to talk over. */
const LONG_QUESTION = "Wanneer houdt professor Vanderstraeten raadpleging?";

/**
 * The caller asks LONG_QUESTION and, once its answer is in their ear (a second of its ≈ 14 s), says
 * `over` on top of it. The answer's transcript entry and when the question ended, for what follows.
 */
async function talkOverLongAnswer(over: string): Promise<{ page: Page; schedule: Locator; questionEnd: number }> {
  const { page, speech } = await callWith([
    { say: LONG_QUESTION, lang: "nl" },
    { say: over, lang: "nl" },
  ]);
  await greeted(page);
  const questionEnd = await ask(page, speech[0]!);
  const schedule = agent(page).filter({ hasText: "maandagvoormiddag" });
  await expect(schedule).toHaveCount(1, { timeout: 40_000 });
  await answerHeard(page, questionEnd);
  await say(page, speech[1]!);
  return { page, schedule, questionEnd };
}

voiceTest("barge-in: talking over a long answer stops it, and the line answers the new words", async () => {
  const { page, schedule } = await talkOverLongAnswer("Wacht even, hoeveel kost parkeren?");
  await expect(schedule).toHaveAttribute("data-interrupted", "true", { timeout: 30_000 });
  await expect(agent(page).filter({ hasText: "per uur" })).toHaveCount(1, { timeout: 30_000 });
});

voiceTest("a backchannel ('mhm') during a long answer does not stop it", async () => {
  const { page, schedule, questionEnd } = await talkOverLongAnswer("mhm");
  // The whole answer was played (≈ 14 s of voice, then the agent listens): not cut off, and 'mhm' was no turn.
  await agentFinishedSpeaking(page, { sincePageMs: questionEnd, minVoicedMs: 9000, timeout: 60_000 });
  await expect(schedule).toHaveAttribute("data-interrupted", "false");
  await expect(caller(page)).toHaveCount(1);
});

voiceTest("a turn in a second language after the lock gets the polite locked reply in that language", async () => {
  const { page, speech } = await callWith([
    { say: "Hoeveel kost parkeren?", lang: "nl" },
    { say: "What are the visiting hours?", lang: "en" },
  ]);
  await greeted(page);
  const questionEnd = await ask(page, speech[0]!);
  await expect(agent(page).filter({ hasText: "per uur" })).toHaveCount(1, { timeout: 40_000 });
  // The parking answer was heard to its end; then the caller asks in English.
  await agentFinishedSpeaking(page, { sincePageMs: questionEnd });
  await say(page, speech[1]!);
  await expect(agent(page).filter({ hasText: "This call is in Dutch" })).toHaveCount(1, { timeout: 40_000 });
});
