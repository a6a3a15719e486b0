import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import type { SuiteReport } from "./report";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const out = mkdtempSync(join(tmpdir(), "bench-exit-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/**
 * `npm run bench -- voice` as a user runs it: from a shell with neither NODE_ENV nor a .env file,
 * and it must end by itself once it printed its report. It used to refuse to start (NODE_ENV came
 * back as the string "undefined") and, with NODE_ENV set, never exit (rtc-node's native client
 * held the event loop).
 */
describe("npm run bench -- voice from a clean shell", () => {
  it("prints the latency rows, writes the JSON and exits 0 by itself", async () => {
    const { exitCode, stdout, stderr } = await execa(process.execPath, ["--import", "tsx", "scripts/bench/index.ts", "voice", "--quick", "--out", out], {
      cwd: ROOT,
      extendEnv: false,
      env: { HOME: process.env.HOME ?? "/root", PATH: process.env.PATH ?? "/usr/bin:/bin" },
      reject: false,
      // Bounded: the run it replaces waited 23 minutes for nothing.
      timeout: 540_000,
    });

    expect(exitCode, stderr.slice(-3000)).toBe(0);
    expect(stderr).not.toContain("still running");
    expect(stdout).toMatch(/^.*voicedesk\.all.*$/m);
    expect(stdout).toMatch(/^.*echo.*$/m);
    const report = JSON.parse(readFileSync(join(out, "voice.json"), "utf8")) as SuiteReport;
    const all = report.sections.flatMap((s) => s.rows).find((r) => r.id === "voicedesk.all");
    // One quick call of one question: the turn was timed, and its answer came after the question.
    expect(all?.kind === "latency" ? all.summary.n : undefined).toBe(1);
    expect(all?.kind === "latency" ? all.summary.min : undefined).toBeGreaterThan(0);
  }, 600_000);
});
