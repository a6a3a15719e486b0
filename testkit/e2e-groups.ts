/**
 * Playwright's specs in two groups that can run side by side, each a worker with its own Chromium,
 * against one set of services (one app, LiveKit, agent; e2e/support/global-setup.ts):
 * `npx playwright test --workers 2`. The specs that place calls wait on real-time audio and the
 * app's replies, the console's specs walk pages on the CPU. `npm test` runs one worker (the groups
 * one after the other): on its 2-core machines a second worker took CPU the other lanes needed
 * (playwright.config.ts says what was measured).
 *
 * - "calls": the specs that place calls (voice, typed on the talk page, a voice turn through the
 *   agent's client) or that count them, or that change what a caller hears or run the hospital's
 *   one ingest job (the console spec edits a department's number and a mishear, imports the
 *   hospital back from its bundle and re-ingests it). One after another, as before: a call placed
 *   beside a count would change it, and the documents page shows the job of whoever started one.
 * - "console": every other spec. They neither place calls nor count today's, change nothing a
 *   caller hears and start no ingest: a call placed beside them changes nothing they assert.
 *
 * A new spec lands in "console" unless it is named here: if it places or counts calls, name it.
 */
export const CALL_SPECS = [
  "voice-call.spec.ts",
  "local-speech.spec.ts",
  "talk-page.spec.ts",
  "playground.spec.ts",
  "console.spec.ts",
  "console-calls.spec.ts",
] as const;

/** One worker each: the specs of a group share the app's state and run one after another. */
export const E2E_GROUPS = [
  { name: "calls", testMatch: [...CALL_SPECS], workers: 1 },
  { name: "console", testIgnore: [...CALL_SPECS], workers: 1 },
];
