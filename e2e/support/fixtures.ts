import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/** The app's address, published by the global setup (see global-setup.ts). */
export function appBaseUrl(): string {
  const url = process.env.VOICEDESK_E2E_BASE_URL;
  if (!url) throw new Error("VOICEDESK_E2E_BASE_URL is not set: run the tests through `npx playwright test` (its global setup starts the app)");
  return url;
}

/** Playwright's test with `baseURL` pointing at the app the global setup started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(appBaseUrl());
  },
});
