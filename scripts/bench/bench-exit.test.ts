import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
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
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/index.ts", "voice", "--quick", "--out", out], {
      cwd: ROOT,
      env: { HOME: process.env.HOME ?? "/root", PATH: process.env.PATH ?? "/usr/bin:/bin" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));

    expect(code, stderr.slice(-3000)).toBe(0);
    expect(stderr).not.toContain("still running");
    expect(stdout).toMatch(/^.*voicedesk\.all.*$/m);
    expect(stdout).toMatch(/^.*echo.*$/m);
    const report = JSON.parse(readFileSync(join(out, "voice.json"), "utf8")) as SuiteReport;
    const all = report.sections.flatMap((s) => s.rows).find((r) => r.id === "voicedesk.all");
    // One quick call of six questions: every turn was timed, and each answer came after the question.
    expect(all?.kind === "latency" ? all.summary.n : undefined).toBe(6);
    expect(all?.kind === "latency" ? all.summary.min : undefined).toBeGreaterThan(0);
  }, 600_000);
});
