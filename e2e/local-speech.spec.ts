import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { VOICE_PACKS } from "~/agent/voicedesk/lang";
import type { Lang } from "~/lib/lang";
import { appServerService } from "~/testkit/services/app-server";
import { dataDirService } from "~/testkit/services/data-dir";
import { describeServiceEvent, startServices, type RunningServices } from "~/testkit/services/services";
import { agentWorkerService, livekitService, localWhisperService } from "~/testkit/services/voice-services";
import { agentFinishedSpeaking, installAgentAudioProbe } from "./support/agent-audio-probe";
import { chromiumLaunchOptions } from "./support/chromium";
import { watchCsp } from "./support/csp-guard";
import { callerSpeech, installScriptedMicrophone, say } from "./support/scripted-microphone";
import { expect, test } from "./support/fixtures";

/**
 * The keyless line hears: a caller asks for the visiting hours by voice in each of the tenant's four
 * languages, and nothing scripts the words — the page's microphone plays a local voice (Pico for
 * en/fr/it, espeak-ng for nl: see callerSpeech) once the
 * greeting has been heard (e2e/support/scripted-microphone.ts), the page sends it through a real
 * livekit-server, the real agent worker's OpenAI STT plugin sends each
 * turn (after the VAD) to the local Whisper server (faster-whisper-server, Whisper base, installed by
 * scripts/setup/local-models.sh), and the line answers what Whisper heard.
 *
 * Its own stack (LiveKit, Whisper, the app on the existing build, an agent with no Deepgram key), so
 * the global one keeps its Deepgram double for the vendor path; the four calls are made one after
 * the other.
 *
 * What is asserted where (docs/local-models.md has the word error rates behind this): in English
 * Whisper base hears the question's key word ("hour(s)"). For Dutch, French and Italian it mishears
 * the local voices too often to promise the words (seen: "Maat mijn verbouw kuren?", "et pour
 * l'hiver pour m'y mettre.", "quali sono ieri di visita?"); there the test asserts what the caller
 * can rely on — what Whisper heard reaches the page in that language's call, and the line answers
 * the turn. Which answer it gives is cognition's business (the FAQ or the extractive answerer), not
 * this test's: "What are visiting hours?" without "the" missed the FAQ and went extractive.
 */

const QUESTIONS: Record<Lang, string> = {
  nl: "Wat zijn de bezoekuren?",
  en: "What are the visiting hours?",
  fr: "Quelles sont les heures de visite?",
  it: "Quali sono gli orari di visita?",
};
const LOG_DIR = resolve("test-results", "e2e-logs", "local-speech");
/**
 * The demo tenant with only its visiting-hours pages: the same FAQ, taxonomy and answers for this
 * question, at a fraction of the import (every page is embedded on import, and this stack has its
 * own database beside the global one).
 */
const BUNDLE = resolve("test-results", "local-speech-bundle", "lindenhof");
const DEMO = resolve("tenant_overlays", "lindenhof");
const VISITING_PAGES = ["en/visiting-hours.md", "fr/heures-de-visite.md", "it/orari-di-visita.md", "praktisch/bezoekuren.md"];

function visitingHoursBundle(): string {
  rmSync(BUNDLE, { recursive: true, force: true });
  for (const file of ["tenant.yaml", "overlay.yaml"]) cpSync(join(DEMO, file), join(BUNDLE, file));
  for (const page of VISITING_PAGES) cpSync(join(DEMO, "docs", page), join(BUNDLE, "docs", page));
  return BUNDLE;
}

let stack: RunningServices | undefined;
const browsers: Browser[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mkdirSync(LOG_DIR, { recursive: true });
  stack = await startServices(
    [
      dataDirService({ dir: ".voicedesk/e2e-local-speech-data", tenantDirs: [visitingHoursBundle()] }),
      livekitService(),
      localWhisperService(),
      // The global setup built the app; a second build into the same .next would race it.
      appServerService({ mode: "reuse" }),
      agentWorkerService({ omitEnv: ["DEEPGRAM_API_KEY", "DEEPGRAM_BASE_URL", "VOICEDESK_E2E_DEEPGRAM_CONTROL"] }),
    ],
    {
      root: resolve("."),
      logDir: LOG_DIR,
      report: (event) => process.stderr.write(`[e2e local-speech] ${describeServiceEvent(event)}\n`),
    },
  );
});

test.afterAll(async () => {
  await Promise.allSettled(browsers.map((b) => b.close()));
  await stack?.stop();
});

const entries = (page: Page, speaker: "agent" | "caller") =>
  page.getByTestId("transcript").locator(`[data-testid="transcript-entry"][data-speaker="${speaker}"]`);

/** A call from the talk page in `lang`, taken by the agent (its greeting is on the page). */
async function dial(lang: Lang): Promise<Page> {
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...launch, args: [...launch.args, "--autoplay-policy=no-user-gesture-required"] });
  browsers.push(browser);
  const page = await browser.newPage({ baseURL: stack!.env.VOICEDESK_E2E_BASE_URL });
  await watchCsp(page.context());
  await installAgentAudioProbe(page);
  await installScriptedMicrophone(page);
  await page.goto(`/talk/lindenhof?lang=${lang}`);
  // The page gives up when no agent joined within 20 s (the caller sees "the line does not answer"
  // and may call again); on 2 cores shared with other runs a job process took longer than that.
  // This test is about hearing, so its caller dials once more; the join itself is tested elsewhere.
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId("call-button").click();
    await expect(page.getByTestId("call-status")).toHaveAttribute("data-state", "connected", { timeout: 30_000 });
    const taken = await entries(page, "agent")
      .first()
      .waitFor({ state: "visible", timeout: 40_000 })
      .then(
        () => true,
        () => false,
      );
    if (taken) return page;
    if (attempt === 2) throw new Error(`the agent took the ${lang} call neither time`);
    await expect(page.getByTestId("call-status")).not.toHaveAttribute("data-state", "connected", { timeout: 15_000 });
  }
}

for (const lang of ["nl", "en", "fr", "it"] as const) {
  test(`a spoken visiting-hours question in ${lang} is transcribed by the local Whisper and answered`, async () => {
    // ≈ 25 s on a quiet host; on 2 cores shared with other runs recognition and cognition each took
    // several times longer. One call at a time: this test is about hearing each language (how many
    // calls a host takes is the calls bench's and the worker's isolation test's business).
    test.setTimeout(240_000);
    const page = await dial(lang);
    try {
      await hearsAndAnswers(page, lang);
    } finally {
      await page.context().browser()?.close();
    }
  });
}

async function hearsAndAnswers(page: Page, lang: Lang): Promise<void> {
  // The greeting was heard and has ended (support/agent-audio-probe.ts): then the caller asks.
  await agentFinishedSpeaking(page);
  const speech = await callerSpeech(QUESTIONS[lang], lang);
  await say(page, speech);
  // Whatever Whisper heard, as the caller's line on the page: real recognition, never empty.
  await expect(entries(page, "caller").first()).toHaveText(/\p{L}{2,}/u, { timeout: 90_000 });
  const heard = (await entries(page, "caller").first().textContent())?.trim() ?? "";
  test.info().annotations.push({ type: `heard (${lang}, ${speech.voice})`, description: `${QUESTIONS[lang]} → ${heard}` });
  // English: Whisper base hears the question's key word (17 % word error rate on the set). Through
  // WebRTC the rest varies from run to run — seen: "What are the visiting hours?", "What on a
  // visiting hour?", "What an amazing hour!" — so "hour(s)" is what it can promise; a silent or
  // foreign transcript still fails.
  if (lang === "en") expect(heard).toMatch(/\bhours?\b/i);
  // The line's reply to that turn: an agent line that is neither the greeting nor a filler.
  const ownLines = [VOICE_PACKS[lang].greeting("AZ Lindenhof"), ...VOICE_PACKS[lang].fillers];
  const replies = async () => (await entries(page, "agent").allTextContents()).map((t) => t.trim()).filter((t) => !ownLines.includes(t));
  await expect.poll(async () => (await replies()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  const reply = (await replies())[0]!;
  test.info().annotations.push({ type: `answered (${lang})`, description: reply });
}
