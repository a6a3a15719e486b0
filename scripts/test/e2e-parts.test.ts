import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { e2ePart } from "~/testkit/e2e-parts";

/**
 * Playwright's specs split into two parts, each with its own app and services, for running them by
 * hand side by side (`VOICEDESK_E2E_PART`; npm test runs them as one, scripts/test.sh says why). A
 * spec that neither part picks up would silently stop running that way, and one picked up by both
 * would run twice against two apps: so the parts are checked against Playwright's own listing.
 */
async function listedSpecFiles(part: string | undefined): Promise<string[]> {
  const env = { ...process.env, VOICEDESK_E2E_PART: part ?? "" };
  const { stdout } = await promisify(execFile)(process.execPath, ["node_modules/@playwright/test/cli.js", "test", "--list", "--reporter=json"], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as { suites: { file: string }[] };
  return report.suites.map((s) => s.file).sort();
}

describe("the Playwright parts npm test runs side by side", () => {
  it("together list every spec exactly once, with the console specs in the console part", async () => {
    const [all, consolePart, other] = await Promise.all([listedSpecFiles(undefined), listedSpecFiles("console"), listedSpecFiles("other")]);
    expect(all.length).toBeGreaterThan(5);
    expect(consolePart).toEqual(expect.arrayContaining(["console.spec.ts", "console-pages.spec.ts", "console-roles.spec.ts"]));
    expect(other).toEqual(expect.arrayContaining(["voice-call.spec.ts", "talk-page.spec.ts"]));
    expect(consolePart.filter((f) => other.includes(f))).toEqual([]);
    expect([...consolePart, ...other].sort()).toEqual(all);
  }, 60_000);

  it("refuses a part name it does not know, naming the ones it does", () => {
    expect(() => e2ePart({ VOICEDESK_E2E_PART: "consoel" })).toThrow(/"console" or "other"/);
  });

  it("writes each part's data, logs and reports apart, and everything as before when no part is named", () => {
    expect(e2ePart({}).suffix).toBe("");
    expect(e2ePart({ VOICEDESK_E2E_PART: "console" }).suffix).not.toBe(e2ePart({ VOICEDESK_E2E_PART: "other" }).suffix);
  });
});
