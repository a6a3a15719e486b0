import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// Test-only helpers: zombies count as gone (PID 1 in this container never reaps orphans).
import { eventually, processRunning, runningInGroup } from "~/testkit/process/process-state";
import { freeLivekitPorts, freeTcpPort } from "~/testkit/process/free-ports";
import { tcpPortFree, udpPortFree } from "~/testkit/process/port-probe";
import { buildApp } from "~/testkit/services/app-server";
import { checkBuild } from "~/testkit/services/build-freshness";

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

interface StartedProduct {
  pid: number;
  port: number;
  lk: { port: number; rtcTcpPort: number; udpPort: number };
  output(): { stdout: string; stderr: string };
  exited: Promise<number | null>;
  /** Resolves once stdout or stderr matches (a log line, not a sleep); fails with both streams. */
  waitFor(pattern: RegExp, timeoutMs: number, opts?: { afterNpmExit?: boolean }): Promise<void>;
}

const runs: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of runs) if (child.pid !== undefined && processRunning(child.pid)) killEverything(child.pid);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * `npm start` as a user types it — npm is the top process, the one a process manager or
 * `docker stop` signals — on a temporary data dir and free ports, in dev agent mode (a developer's
 * running product may hold the start-mode health port 8081).
 */
async function npmStart(extraEnv: Record<string, string> = {}): Promise<StartedProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), "vd-start-data-"));
  const logDir = mkdtempSync(join(tmpdir(), "vd-start-logs-"));
  dirs.push(dataDir, logDir);
  const lk = await freeLivekitPorts();
  const port = await freeTcpPort();
  const child = spawn("npm", ["start"], {
    cwd: repo,
    // Its own process group, as a terminal gives a foreground job: afterAll cleans up a failed run
    // by group; a Ctrl-C goes to the group, the other signals to npm's pid alone, as `kill <pid>`
    // or a process manager sends them.
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
      VOICEDESK_AGENT_MODE: "dev",
      // The hashing embedder: embedding the demo hospital with the local e5 server takes 1–3.5 min
      // on 2 shared cores on a fresh data dir, past this file's budget. The e5 server and the
      // "embedder" step are covered by testkit/services/local-models and plan.test.ts.
      EMBEDDING_PROVIDER: "local",
      VOICEDESK_EMBEDDER_PORT: String(await freeTcpPort()),
      ...extraEnv,
    },
  });
  runs.push(child);
  let stdout = "";
  let stderr = "";
  const listeners = new Set<() => void>();
  const onData = (append: (t: string) => void) => (c: Buffer) => {
    append(c.toString("utf8"));
    for (const l of [...listeners]) l();
  };
  child.stdout!.on(
    "data",
    onData((t) => (stdout += t)),
  );
  child.stderr!.on(
    "data",
    onData((t) => (stderr += t)),
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const waitFor = (pattern: RegExp, timeoutMs: number, opts: { afterNpmExit?: boolean } = {}) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(stdout) && !pattern.test(stderr)) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const giveUp = (why: string) => {
        listeners.delete(check);
        clearTimeout(timer);
        reject(new Error(`no ${pattern} ${why}.\nstdout:\n${stdout}\nstderr:\n${stderr}`));
      };
      const timer = setTimeout(() => giveUp(`within ${timeoutMs} ms`), timeoutMs);
      listeners.add(check);
      // Output that arrives with the exit is read first; an ended run will not print it any more.
      // (Unless the test killed npm itself and waits for what the orphaned orchestrator prints.)
      if (!opts.afterNpmExit)
        void exited.then((code) =>
          setTimeout(() => listeners.has(check) && (check(), listeners.has(check) && giveUp(`before npm start exited (${code})`)), 100),
        );
      check();
    });
  return { pid: child.pid!, port, lk, output: () => ({ stdout, stderr }), exited, waitFor };
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
};

async function healthy(port: number): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/api/trpc/health.ping`, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json()) as { result: { data: { json: { ok: boolean } } } };
  return body.result.data.json.ok;
}

/** The signal reached npm; the product stopped in order, and nothing of it is left, nor a port taken. */
async function expectStoppedCleanly(run: StartedProduct, running: Array<{ pid: number; pgrp: number }>): Promise<void> {
  const code = await Promise.race([run.exited, new Promise<"hung">((r) => setTimeout(() => r("hung"), 30_000))]);
  const { stdout, stderr } = run.output();
  expect(code, `stdout:\n${stdout}\nstderr:\n${stderr}`).toBe(0);
  expect(stdout).toMatch(/agent stopped[\s\S]*app stopped[\s\S]*(stt stopped[\s\S]*)?livekit stopped[\s\S]*\[start\] stopped/);
  const gone = await eventually(() => running.every((p) => !processRunning(p.pid)), 5000);
  expect(gone, `still running: ${JSON.stringify(running.filter((p) => processRunning(p.pid)).map((p) => commandOf(p.pid)))}`).toBe(true);
  for (const pgrp of new Set(running.map((p) => p.pgrp))) expect(runningInGroup(pgrp)).toEqual([]);
  await expect(fetch(`http://127.0.0.1:${run.port}/api/trpc/health.ping`)).rejects.toThrow();
  for (const p of [run.port, run.lk.port, run.lk.rtcTcpPort]) expect(await tcpPortFree(p, "127.0.0.1"), `port ${p}`).toBe(true);
  expect(await udpPortFree(run.lk.udpPort, "127.0.0.1"), `udp port ${run.lk.udpPort}`).toBe(true);
}

describe("npm start, on a temporary data dir and free ports", () => {
  // A stale .next means a `next build` first (1–4 min on 2 busy vCPUs): done once here, so each
  // test times the start itself, and two starts never build into one .next at once.
  beforeAll(async () => {
    if (!checkBuild(repo).stale) return;
    const logDir = mkdtempSync(join(tmpdir(), "vd-start-build-"));
    dirs.push(logDir);
    await buildApp({ root: repo, env: process.env, logFile: join(logDir, "app-build.log") });
  }, 600_000);

  it("serves the demo hospital's talk page once it says ready, and a terminal's Ctrl-C stops it gracefully, leaving no process behind", async () => {
    const run = await npmStart();
    await run.waitFor(/\[start\] ready: /, 170_000);
    const { stdout } = run.output();
    const talkUrl = /\[start\] ready: (\S+)/.exec(stdout)![1]!;
    expect(talkUrl).toBe(`http://localhost:${run.port}/talk/lindenhof`);
    expect(stdout).toMatch(/data: lindenhof: 75 pages \(75 added\)/);
    // No key: the local Whisper server hears the caller (npm test installed it; see scripts/test.sh).
    expect(stdout).toMatch(/speech-to-text\s+local Whisper base at http:\/\/127\.0\.0\.1:\d+\/v1/);
    expect(stdout).toMatch(new RegExp(`livekit-server --dev on ws://127\\.0\\.0\\.1:${run.lk.port}`));

    const page = await fetch(talkUrl.replace("localhost", "127.0.0.1"));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="automated-notice"');
    expect(html).toContain("AZ Lindenhof");
    expect(await healthy(run.port)).toBe(true);

    const running = descendants(run.pid);
    const commands = running.map((p) => commandOf(p.pid)).join("\n");
    expect(commands).toMatch(/livekit-server/);
    expect(commands).toMatch(/server\/http\/main\.ts/);
    // The worker runs compiled (testkit/services/agent-bundle.ts), never under tsx.
    expect(commands).toMatch(/agent-build\/main-[0-9a-f]+\.mjs dev/);
    expect(commands).toMatch(/faster-whisper-server --config \S+ --host 127\.0\.0\.1/);

    // Ctrl-C in a terminal signals the whole foreground group: npm, and the orchestrator twice
    // (directly, and forwarded by npm). That is one request, not "Ctrl-C again: kill at once".
    process.kill(-run.pid, "SIGINT");
    await expectStoppedCleanly(run, running);
    expect(run.output().stderr).not.toContain("again: killing everything now");
  }, 240_000);

  it("restarts a crashed agent worker, app and media server while the rest keeps serving, and SIGTERM to npm stops it all", async () => {
    // The recogniser's supervision is the same code path; off here to spare the 2 cores.
    const run = await npmStart({ VOICEDESK_LOCAL_STT: "off", VOICEDESK_DEMO_TELEMETRY: "off" });
    await run.waitFor(/\[start\] ready: /, 170_000);
    const find = (pattern: RegExp) => descendants(run.pid).find((p) => pattern.test(commandOf(p.pid)));

    // The agent worker dies (SIGKILL to its group, job processes included): the app still answers.
    const agent = find(/agent-build\/main-[0-9a-f]+\.mjs/)!;
    process.kill(-agent.pgrp, "SIGKILL");
    await run.waitFor(/agent crashed: agent worker exited \(SIGKILL\); restarting in 1000 ms \(attempt 1 of 5\)/, 10_000);
    expect(await healthy(run.port)).toBe(true);
    await run.waitFor(/agent restarted \(attempt 1/, 120_000);
    expect(find(/agent-build\/main-[0-9a-f]+\.mjs/)!.pid).not.toBe(agent.pid);

    // The app dies: it comes back on the same address, on the same data.
    const app = find(/server\/http\/main\.ts/)!;
    process.kill(-app.pgrp, "SIGKILL");
    await run.waitFor(/app crashed: app exited \(SIGKILL\)/, 10_000);
    await run.waitFor(/app restarted \(attempt 1/, 120_000);
    expect(await healthy(run.port)).toBe(true);

    // The media server dies: it comes back on its ports, and the worker registers with it again.
    const livekit = find(/livekit-server/)!;
    process.kill(livekit.pid, "SIGKILL");
    await run.waitFor(/livekit crashed: livekit-server exited/, 10_000);
    await run.waitFor(/livekit restarted \(attempt 1/, 60_000);
    const lkAnswer = await fetch(`http://127.0.0.1:${run.lk.port}/`);
    expect(lkAnswer.ok).toBe(true);
    expect(run.output().stderr).not.toMatch(/stopped unexpectedly/);

    const running = descendants(run.pid);
    process.kill(run.pid, "SIGTERM");
    await expectStoppedCleanly(run, running);
  }, 420_000);

  it("stops everything by itself when npm is killed outright (no signal forwarded)", async () => {
    const run = await npmStart({ VOICEDESK_LOCAL_STT: "off", VOICEDESK_DEMO_TELEMETRY: "off" });
    await run.waitFor(/\[start\] ready: /, 170_000);
    const running = descendants(run.pid);
    process.kill(run.pid, "SIGKILL");
    await run.waitFor(new RegExp(`the process that started npm start \\(pid ${run.pid}\\) is gone`), 10_000, { afterNpmExit: true });
    await run.waitFor(/\[start\] stopped/, 30_000, { afterNpmExit: true });
    const gone = await eventually(() => running.every((p) => !processRunning(p.pid)), 10_000);
    expect(gone, `still running: ${JSON.stringify(running.filter((p) => processRunning(p.pid)).map((p) => commandOf(p.pid)))}`).toBe(true);
    for (const p of [run.port, run.lk.port, run.lk.rtcTcpPort]) expect(await tcpPortFree(p, "127.0.0.1"), `port ${p}`).toBe(true);
  }, 240_000);
});
