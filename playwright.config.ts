import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/support/chromium";
import { e2ePart } from "./testkit/e2e-parts";

/**
 * End-to-end tests in Debian's Chromium (never `npx playwright install`). The global setup starts
 * the app (and, as they are added, LiveKit, vendor doubles and the agent) — see
 * e2e/support/global-setup.ts. One worker: the services are shared and PGlite is single-session.
 */
const part = e2ePart(process.env);

export default defineConfig({
  testDir: "e2e",
  testMatch: part.testMatch,
  testIgnore: part.testIgnore,
  globalSetup: "./e2e/support/global-setup.ts",
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous: a cold PGlite, a first Next.js render and WebRTC set-up all take seconds.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  outputDir: `test-results/artifacts${part.suffix}`,
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: `playwright-report${part.suffix}` }],
    // npm test's timing report (scripts/test/slowest-files.ts) reads this.
    ...(process.env.VOICEDESK_PLAYWRIGHT_JSON ? [["json", { outputFile: process.env.VOICEDESK_PLAYWRIGHT_JSON }] as const] : []),
  ],
  use: {
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
    actionTimeout: 20_000,
    navigationTimeout: 60_000,
    // A trace records every action's page and a screencast for every test, passing or not, and
    // doubled this suite's cost (the admin's axe walk at both widths: 105 s with it, 63 s without;
    // docs/benchmarks.md). A failure still leaves its screenshot and the services' logs; to get
    // traces, rerun the failing spec with VOICEDESK_E2E_TRACE=1.
    trace: process.env.VOICEDESK_E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    video: "off",
  },
  projects: [{ name: "chromium" }],
});
