import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
// Test-only helpers: zombies count as gone (PID 1 in this container never reaps orphans).
import { eventually, processRunning, runningInGroup } from "../../testkit/process/process-state";
import { freeLivekitPorts, freeTcpPort } from "../../testkit/process/free-ports";

const repo = fileURLToPath(new URL("../..", import.meta.url));

/** Every live process below `root`, with its process group (the services run in their own groups). */
function descendants(root: number): Array<{ pid: number; pgrp: number }> {
  const table = new Map<number, { ppid: number; pgrp: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      table.set(Number(entry), { ppid: Number(ppid), pgrp: Number(pgrp) });
    } catch {
      // exited while we looked
    }
  }
  const found: Array<{ pid: number; pgrp: number }> = [];
  const visit = (parent: number) => {
    for (const [pid, p] of table) {
      if (p.ppid === parent && processRunning(pid)) {
        found.push({ pid, pgrp: p.pgrp });
        visit(pid);
      }
    }
  };
  visit(root);
  return found;
}

function killEverything(pid: number): void {
  for (const p of [{ pid, pgrp: pid }, ...descendants(pid)]) {
    for (const target of [-p.pgrp, p.pid]) {
      try {
        process.kill(target, "SIGKILL");
      } catch {
        // gone
      }
    }
  }
}

describe("npm start (scripts/start.sh), on a temporary data dir and free ports", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "vd-start-data-"));
  const logDir = mkdtempSync(join(tmpdir(), "vd-start-logs-"));
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child?.pid !== undefined && processRunning(child.pid)) killEverything(child.pid);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logDir, { recursive: true, force: true });
  });

  it("serves the demo hospital's talk page once it says ready, and Ctrl-C leaves no process behind", async () => {
    const lk = await freeLivekitPorts();
    const port = await freeTcpPort();
    child = spawn("bash", ["scripts/start.sh"], {
      cwd: repo,
      // Its own process group: the SIGINT below goes to the start command alone, as a terminal's
      // Ctrl-C would reach it, and afterAll can clean up a failed run by group.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: "info",
        VOICEDESK_DATA_DIR: dataDir,
        VOICEDESK_LOG_DIR: logDir,
        DATABASE_URL: "",
        LIVEKIT_URL: "",
        PORT: String(port),
        VOICEDESK_LIVEKIT_PORT: String(lk.port),
        VOICEDESK_LIVEKIT_RTC_TCP_PORT: String(lk.rtcTcpPort),
        VOICEDESK_LIVEKIT_UDP_PORT: String(lk.udpPort),
        // dev mode: a developer's running product may hold the start-mode health port 8081.
        VOICEDESK_AGENT_MODE: "dev",
      },
    });
    const pid = child.pid!;
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (c: Buffer) => (stdout += c.toString("utf8")));
    child.stderr!.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
    const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));

    // A stale .next means a `next build` first (~40–90 s on 2 vCPU); a fresh one is reused.
    const ready = await eventually(() => /\[start\] ready: /.test(stdout) || child!.exitCode !== null, 170_000, 200);
    expect(ready && child.exitCode === null, `no ready line.\nstdout:\n${stdout}\nstderr:\n${stderr}`).toBe(true);
    const talkUrl = /\[start\] ready: (\S+)/.exec(stdout)![1]!;
    expect(talkUrl).toBe(`http://localhost:${port}/talk/lindenhof`);
    expect(stdout).toMatch(/data: lindenhof: 75 pages \(75 added\)/);
    expect(stdout).toMatch(/speech-to-text\s+none configured/);
    expect(stdout).toMatch(new RegExp(`livekit-server --dev on ws://127\\.0\\.0\\.1:${lk.port}`));

    const page = await fetch(talkUrl.replace("localhost", "127.0.0.1"));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="automated-notice"');
    expect(html).toContain("AZ Lindenhof");
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/trpc/health.ping`)).json()) as { result: { data: { json: { ok: boolean } } } };
    expect(health.result.data.json.ok).toBe(true);

    const running = descendants(pid);
    const commands = running.map((p) => readFileSync(`/proc/${p.pid}/cmdline`, "utf8").replace(/\0/g, " ")).join("\n");
    expect(commands).toMatch(/livekit-server/);
    expect(commands).toMatch(/server\/http\/main\.ts/);
    expect(commands).toMatch(/agent\/voicedesk\/main\.ts dev/);

    process.kill(pid, "SIGINT");
    const code = await Promise.race([exited, new Promise<"hung">((r) => setTimeout(() => r("hung"), 30_000))]);
    expect(code, `stdout:\n${stdout}\nstderr:\n${stderr}`).toBe(0);
    expect(stdout).toMatch(/agent stopped[\s\S]*app stopped[\s\S]*livekit stopped[\s\S]*\[start\] stopped/);

    const gone = await eventually(() => running.every((p) => !processRunning(p.pid)), 5000);
    const survivors = running.filter((p) => processRunning(p.pid));
    expect(gone, `still running: ${JSON.stringify(survivors)}`).toBe(true);
    for (const pgrp of new Set(running.map((p) => p.pgrp))) expect(runningInGroup(pgrp)).toEqual([]);
    await expect(fetch(`http://127.0.0.1:${port}/api/trpc/health.ping`)).rejects.toThrow();
  }, 240_000);
});
