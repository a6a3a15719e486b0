/**
 * `npm test` runs the Playwright specs as two parts side by side, each its own `playwright test`
 * with its own services (app, LiveKit, agent), data dir, logs and reports: the console specs walk
 * pages and the other specs wait on calls, so together they take about as long as the longer part
 * instead of the sum (scripts/test.sh). `VOICEDESK_E2E_PART` picks the part; unset, every spec runs
 * in one invocation, as a developer runs them.
 */
export type E2ePartName = "console" | "other";

export interface E2ePart {
  name: E2ePartName | undefined;
  testMatch: string;
  testIgnore: string[];
  /** Appended to every path a part writes (data dir, logs, artifacts, reports): "" when unset. */
  suffix: string;
}

// The console's own specs: they sign in and walk pages; none of them places a browser call.
const CONSOLE_SPECS = "console*.spec.ts";

export function e2ePart(env: Readonly<Record<string, string | undefined>>): E2ePart {
  const name = env.VOICEDESK_E2E_PART;
  if (name === undefined || name === "") return { name: undefined, testMatch: "*.spec.ts", testIgnore: [], suffix: "" };
  if (name === "console") return { name, testMatch: CONSOLE_SPECS, testIgnore: [], suffix: "-console" };
  if (name === "other") return { name, testMatch: "*.spec.ts", testIgnore: [CONSOLE_SPECS], suffix: "-other" };
  throw new Error(`VOICEDESK_E2E_PART must be "console" or "other" (or unset for every spec), not ${JSON.stringify(name)}`);
}
