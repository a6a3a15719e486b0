import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startAgentWorker } from "./agent-worker";
import { processRunning as alive, runningInGroup } from "../process/process-state";

/** Stand-in workers: plain scripts that behave like an agents-js worker from the outside. */
const dir = mkdtempSync(join(tmpdir(), "vd-fake-worker-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { LIVEKIT_URL: "ws://127.0.0.1:1", LIVEKIT_API_KEY: "devkey", LIVEKIT_API_SECRET: "secret" };

function fakeWorker(name: string, body: string): string {
  const file = join(dir, name);
  writeFileSync(file, body);
  return file;
}

describe("agent worker process", () => {
  it("is ready once the worker registered, and stopping it also ends the job processes it forked", async () => {
    const entry = fakeWorker(
      "registers.mjs",
      `import { spawn } from "node:child_process";
       const job = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
       console.log(JSON.stringify({ msg: "registered worker", job: job.pid, mode: process.argv[2], url: process.env.LIVEKIT_URL }));
       setInterval(() => {}, 1000);`,
    );
    const worker = await startAgentWorker(entry, env, { mode: "start" });
    const line = worker
      .recentOutput()
      .split("\n")
      .find((l) => l.includes("registered worker"))!;
    const { job, mode, url } = JSON.parse(line) as { job: number; mode: string; url: string };
    expect(mode).toBe("start");
    expect(url).toBe(env.LIVEKIT_URL);
    expect(alive(job)).toBe(true);

    await worker.stop();
    expect(alive(worker.pid)).toBe(false);
    expect(alive(job)).toBe(false);
    expect(runningInGroup(worker.pid)).toEqual([]);
  });

  it("fails with the worker's own output when it exits before registering", async () => {
    const entry = fakeWorker("crashes.mjs", `console.error("failed to connect to LiveKit server: ECONNREFUSED"); process.exit(3);`);
    await expect(startAgentWorker(entry, env)).rejects.toThrow(/exited \(code 3\) before registering[\s\S]*ECONNREFUSED/);
  });

  it("gives up after the timeout, says so, and leaves nothing running", async () => {
    const entry = fakeWorker("silent.mjs", `console.log(JSON.stringify({ pid: process.pid })); setInterval(() => {}, 1000);`);
    let message = "";
    await startAgentWorker(entry, env, { readyTimeoutMs: 1500 }).catch((e: Error) => (message = e.message));
    expect(message).toMatch(/did not register within 1500 ms/);
    const { pid } = JSON.parse(message.split("\n").find((l) => l.startsWith("{"))!) as { pid: number };
    expect(alive(pid)).toBe(false);
  });

  it("names a missing entry file instead of spawning nothing", async () => {
    await expect(startAgentWorker(join(dir, "nope.ts"), env)).rejects.toThrow(/agent entry file not found/);
  });
});
