import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { CALL_SPECS } from "~/testkit/e2e-groups";

/**
 * Playwright's two groups can run side by side against one app (testkit/e2e-groups.ts, --workers 2). A spec neither
 * group picked up would silently stop running, one picked up by both would run twice at once; and a
 * spec that places calls outside the "calls" group would change the call counts that group asserts,
 * now and then, on a loaded run (and one that starts an ingest would show its job on the other's
 * documents page: a re-ingest spec beside the bundle import did, 2026-11-28). So the groups are
 * checked against Playwright's own listing, and every spec outside "calls" against the ways a spec
 * places a call or starts an ingest.
 */
interface ListedSuite {
  file: string;
  specs: { tests: { projectName: string }[] }[];
}

async function listedFilesByGroup(): Promise<Map<string, string[]>> {
  const { stdout } = await promisify(execFile)(process.execPath, ["node_modules/@playwright/test/cli.js", "test", "--list", "--reporter=json"], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as { suites: ListedSuite[] };
  const byGroup = new Map<string, string[]>();
  for (const suite of report.suites)
    for (const group of new Set(suite.specs.flatMap((s) => s.tests.map((t) => t.projectName)))) byGroup.set(group, [...(byGroup.get(group) ?? []), suite.file]);
  return byGroup;
}

/** How a spec places a call: the talk page (typed or spoken), or a turn through the agent's own client. */
const PLACES_A_CALL = /["'`]\/talk\/|agentClient\(|\.voiceTurn\./;
/** How a spec starts the hospital's ingest job: a re-ingest, or a page or bundle uploaded. */
const STARTS_AN_INGEST = /Re-ingest all pages|setInputFiles\(/;

describe("the Playwright groups that can run side by side", () => {
  it("list every spec exactly once, the specs that place calls in the calls group", async () => {
    const byGroup = await listedFilesByGroup();
    expect([...byGroup.keys()].sort()).toEqual(["calls", "console"]);
    const calls = byGroup.get("calls")!.sort();
    const consoleGroup = byGroup.get("console")!.sort();
    expect(calls).toEqual([...CALL_SPECS].sort());
    expect(consoleGroup).toEqual(expect.arrayContaining(["console-pages.spec.ts", "console-roles.spec.ts", "operations.spec.ts"]));
    expect(consoleGroup.filter((f) => calls.includes(f))).toEqual([]);
    const placing = consoleGroup.filter((f) => PLACES_A_CALL.test(readFileSync(`e2e/${f}`, "utf8")));
    expect(placing, "specs that place calls but run beside the calls group").toEqual([]);
    const ingesting = consoleGroup.filter((f) => STARTS_AN_INGEST.test(readFileSync(`e2e/${f}`, "utf8")));
    expect(ingesting, "specs that start an ingest but run beside the calls group").toEqual([]);
  }, 60_000);

  it("knows each way a spec places a call or starts an ingest (else the checks above could not fail)", () => {
    for (const file of ["voice-call.spec.ts", "talk-page.spec.ts", "console.spec.ts", "console-calls.spec.ts", "local-speech.spec.ts"])
      expect(PLACES_A_CALL.test(readFileSync(`e2e/${file}`, "utf8")), file).toBe(true);
    expect(STARTS_AN_INGEST.test(readFileSync("e2e/console.spec.ts", "utf8"))).toBe(true);
  });
});
