import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
// Test-only: zombies count as gone (PID 1 here never reaps orphans).
import { processRunning as alive } from "./process-state";

const RUNNER = fileURLToPath(new URL("./fixtures/runner-with-service.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Starts the stand-in runner, waits for its service's pid, sends SIGTERM, and waits for the runner's end. */
async function terminateRunner(args: string[]): Promise<{ servicePid: number; signal: string | undefined }> {
  const runner = execa(process.execPath, ["--import", "tsx", RUNNER, ...args], { cwd: ROOT, reject: false, buffer: false });
  const servicePid = await new Promise<number>((resolve, reject) => {
    runner.stdout?.on("data", (chunk: Buffer) => {
      const m = /service (\d+)/.exec(String(chunk));
      if (m) resolve(Number(m[1]));
    });
    void runner.then(() => reject(new Error("the runner ended before it started its service")));
  });
  expect(alive(servicePid)).toBe(true);
  runner.kill("SIGTERM");
  const ended = await runner;
  return { servicePid, signal: ended.signal };
}

describe("a test runner stopped by SIGTERM", () => {
  it("stops the services it started detached before it ends, and still ends by the signal", async () => {
    const { servicePid, signal } = await terminateRunner(["--stop-on-termination"]);
    expect(signal).toBe("SIGTERM");
    expect(alive(servicePid)).toBe(false);
  }, 60_000);

  it("without it, the detached service outlives the runner (why the global setup registers it)", async () => {
    const { servicePid, signal } = await terminateRunner([]);
    try {
      expect(signal).toBe("SIGTERM");
      expect(alive(servicePid)).toBe(true);
    } finally {
      process.kill(-servicePid, "SIGKILL");
    }
  }, 60_000);
});
