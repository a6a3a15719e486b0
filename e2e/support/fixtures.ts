import { test as base, expect } from "@playwright/test";
import { takeCspViolations, watchCsp } from "./csp-guard";

export { expect };

/** The app's address, published by the global setup (see global-setup.ts). */
export function appBaseUrl(): string {
  const url = process.env.VOICEDESK_E2E_BASE_URL;
  if (!url) throw new Error("VOICEDESK_E2E_BASE_URL is not set: run the tests through `npx playwright test` (its global setup starts the app)");
  return url;
}

/**
 * Playwright's test with `baseURL` pointing at the app the global setup started. Every test fails
 * on a Content-Security-Policy violation in its pages: the default context is watched here, and
 * the contexts a spec opens itself are watched with `watchCsp` (./csp-guard.ts).
 */
export const test = base.extend<{ cspClean: void }>({
  baseURL: async ({}, use) => {
    await use(appBaseUrl());
  },
  context: async ({ context }, use) => {
    await watchCsp(context);
    await use(context);
  },
  cspClean: [
    async ({}, use) => {
      takeCspViolations();
      await use();
      expect(takeCspViolations(), "Content-Security-Policy violations in the browser").toEqual([]);
    },
    { auto: true },
  ],
});
