import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/support/chromium";
import { E2E_GROUPS } from "./testkit/e2e-groups";

/**
 * End-to-end tests in Debian's Chromium (never `npx playwright install`). The global setup starts
 * the app (and, as they are added, LiveKit, vendor doubles and the agent) — see
 * e2e/support/global-setup.ts. The specs are in two groups (testkit/e2e-groups.ts) that may run
 * side by side against the same services: `npx playwright test --workers 2` on a machine with cores
 * to spare. One worker by default: on the 2-core machines `npm test` runs on, the second worker made
 * the run longer, not shorter (R11, 2026-11-28: Playwright 1,094 s as before, the checks lane's lint
 * 805 s against 285–432, 28 min in all; docs/benchmarks.md, "The test suite's own cost").
 */

export default defineConfig({
  testDir: "e2e",
  testMatch: "*.spec.ts",
  globalSetup: "./e2e/support/global-setup.ts",
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous: a cold PGlite, a first Next.js render and WebRTC set-up all take seconds.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  outputDir: "test-results/artifacts",
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: "playwright-report" }],
    // npm test's timing report and failure summary (scripts/test/slowest-files.ts, failed-tests.ts) read this.
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
  projects: E2E_GROUPS,
});
