import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { appServerService } from "~/testkit/services/app-server";
import { dataDirService } from "~/testkit/services/data-dir";
import { describeServiceEvent, startServices, type Service } from "~/testkit/services/services";
import { agentWorkerService, deepgramDoubleService, livekitService } from "~/testkit/services/voice-services";
import { ensureTestSecrets } from "~/testkit/test-secrets";
import { stopOnTermination } from "~/testkit/process/on-termination";

/**
 * Playwright global setup: starts the e2e services in order and returns the teardown that stops
 * them in reverse order.
 *
 * Adding a service (a LiveKit server, a Deepgram double, the agent worker …): write a function
 * returning a `Service` ({ name, start(ctx) → { env?, stop } }) in its own module in
 * testkit/services/, and put it in the list at the place its dependencies dictate:
 *
 *   1. data dir      → VOICEDESK_DATA_DIR                 (PGlite: ingest before the app opens it)
 *   2. LiveKit       → LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET   (the app signs tokens with them)
 *   3. STT/TTS doubles → DEEPGRAM_BASE_URL, …              (read by the agent)
 *   4. app           → VOICEDESK_E2E_BASE_URL, VOICEDESK_APP_URL
 *   5. agent worker  (reads VOICEDESK_APP_URL and the LiveKit variables from ctx.env)
 *
 * A service sees what the ones before it published in `ctx.env`; the app passes all of it into
 * its own environment. Whatever is published also lands in process.env, which Playwright's test
 * workers inherit (tests read the base URL from there; see fixtures.ts).
 */
const REPO_ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");
const LOG_DIR = resolve(REPO_ROOT, "test-results/e2e-logs");

export function e2eServices(): Service[] {
  return [
    dataDirService({ dir: ".voicedesk/e2e-data", demoTelemetry: { tenant: "lindenhof", days: 3, callsPerDay: 4 } }),
    livekitService(),
    deepgramDoubleService(),
    appServerService(),
    agentWorkerService(),
  ];
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The app and the agent worker it starts inherit these: no built-in secret to fall back on.
  ensureTestSecrets();
  rmSync(LOG_DIR, { recursive: true, force: true });
  mkdirSync(LOG_DIR, { recursive: true });
  const cancel = new AbortController();
  const starting = startServices(e2eServices(), {
    root: REPO_ROOT,
    logDir: LOG_DIR,
    signal: cancel.signal,
    report: (event) => process.stderr.write(`[e2e] ${describeServiceEvent(event)}\n`),
  });
  // Playwright runs no teardown when it is stopped by SIGTERM (npm test interrupted, a CI timeout):
  // cancel a start still under way (which stops what it started) or stop what runs.
  stopOnTermination(async () => {
    cancel.abort();
    const started = await starting.catch(() => undefined);
    await started?.stop();
  });
  const running = await starting;
  Object.assign(process.env, running.env);
  return running.stop;
}
