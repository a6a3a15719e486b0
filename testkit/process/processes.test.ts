import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// Test-only: zombies count as gone (PID 1 here never reaps orphans).
import { eventually, processRunning as alive } from "./process-state";
import { runToCompletion, startProcess, waitForLine } from "./processes";

const dir = mkdtempSync(join(tmpdir(), "vd-processes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const opts = (name: string) => ({ cwd: dir, env: process.env, logFile: join(dir, `${name}.log`) });

describe("managed processes", () => {
  it("sees each output line once, even when a line arrives in pieces, and logs everything", async () => {
    const seen: string[] = [];
    const proc = startProcess("printer", "sh", ["-c", "printf 'regis'; sleep 0.1; printf 'tered worker\\nsecond\\n'"], {
      ...opts("printer"),
      onLine: (l) => seen.push(l),
    });
    await proc.exited;
    expect(seen).toEqual(["registered worker", "second"]);
    expect(readFileSync(opts("printer").logFile, "utf8")).toContain("registered worker\nsecond");
  });

  it("leaves no process of its group behind, even one the leader forked and that outlives it", async () => {
    // The leader starts a long sleeper, then exits on SIGTERM at once: the sleeper ignores TERM.
    const proc = startProcess(
      "forker",
      "sh",
      ["-c", "(trap '' TERM; sleep 60) & echo child $!; trap 'exit 0' TERM; while true; do sleep 0.05; done"],
      opts("forker"),
    );
    let childPid = 0;
    await eventually(() => {
      const m = /child (\d+)/.exec(proc.tail());
      if (m) childPid = Number(m[1]);
      return childPid > 0;
    }, 3000);
    expect(alive(childPid)).toBe(true);
    await proc.stop(10_000);
    expect(await eventually(() => !alive(childPid) && !alive(proc.pid), 3000)).toBe(true);
  });

  it("stops a running command when its run is aborted and says it did not finish", async () => {
    const controller = new AbortController();
    const run = runToCompletion("long build", "sleep", ["30"], { ...opts("long"), signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(run).rejects.toThrow("long build was stopped before it finished");
  });

  it("puts the failed command's last output into the error", async () => {
    await expect(runToCompletion("build", "sh", ["-c", "echo 'Type error: x'; exit 3"], opts("build"))).rejects.toThrow(
      /build failed \(exit 3\)[\s\S]*Type error: x/,
    );
  });

  it("a command that cannot be spawned ends with the reason in its tail", async () => {
    const proc = startProcess("ghost", "/nonexistent/voicedesk-binary", [], opts("ghost"));
    expect(await proc.exited).toEqual({ code: null, signal: null });
    expect(proc.tail()).toMatch(/spawn failed: .*ENOENT/);
  });

  it("waits for the readiness line, and gives up with the last output when the process exits first", async () => {
    const ready = startProcess("ready", "sh", ["-c", "echo booting; sleep 0.1; echo 'listening on 4242'; sleep 30"], opts("ready"));
    const port = await waitForLine(ready, (l) => /listening on (\d+)/.exec(l)?.[1], { what: "listening", timeoutMs: 5000 });
    expect(port).toBe("4242");
    await ready.stop();

    const dies = startProcess("dies", "sh", ["-c", "echo 'config error: no key'; exit 2"], opts("dies"));
    await expect(waitForLine(dies, (l) => (l.includes("listening") ? l : undefined), { what: "listening", timeoutMs: 5000 })).rejects.toThrow(
      /dies exited \(code 2\) before listening[\s\S]*config error: no key/,
    );
  });
});
