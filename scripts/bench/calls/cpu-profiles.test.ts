import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { jobHostPids, levelProfileLines, profileGroup, readProfiles, summariseProfiles, type CpuProfile } from "./cpu-profiles";

/** A profile of 1-ms samples from `startUs`: `busy` ms in `fn` of `url`, then `idle` ms idle, repeated per phase. */
function profileOf(startUs: number, phases: Array<{ fn: string; url: string; ms: number }>): CpuProfile {
  const names = [...new Set(phases.map((p) => `${p.fn}|${p.url}`))];
  const nodes = names.map((n, i) => ({ id: i + 1, callFrame: { functionName: n.split("|")[0]!, url: n.split("|")[1]!, lineNumber: 0 } }));
  const samples = phases.flatMap((p) => Array.from({ length: p.ms }, () => names.indexOf(`${p.fn}|${p.url}`) + 1));
  return { nodes, startTime: startUs, endTime: startUs + samples.length * 1000, samples, timeDeltas: samples.map(() => 1000) };
}

const AGENT = "file:///repo/.voicedesk/agent-build/main-1fe7bc02d964.mjs";
const STREAMS = "node:internal/webstreams/readablestream";
const IDLE = { fn: "(idle)", url: "" };
const ms = (n: number) => n * 1000;

describe("calls bench: where a job host's CPU went", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("counts the bundled agent the job hosts run as our own code, and the packages outside it by package", () => {
    expect(profileGroup(AGENT, "pushAudio")).toBe("voicedesk agent code");
    expect(profileGroup("file:///repo/agent/voicedesk/call/call-controller.ts", "start")).toBe("voicedesk agent code");
    expect(profileGroup("file:///repo/node_modules/@livekit/rtc-node/dist/audio_stream.js", "pull")).toBe("rtc-node (media SDK, JS side)");
    expect(profileGroup("file:///repo/node_modules/@livekit/agents/dist/voice/agent_activity.js", "x")).toBe("agents: voice pipeline");
    expect(profileGroup("file:///repo/node_modules/@livekit/local-inference/index.js", "predict")).toBe("VAD (silero: native build or plugin)");
    expect(profileGroup("", "(garbage collector)")).toBe("garbage collection");
  });

  it("gives each level the samples a warm host took while that level ran, though the host wrote its one profile after the last level", () => {
    const dir = mkdtempSync(join(tmpdir(), "calls-profiles-"));
    dirs.push(dir);
    // Host 4242 served both levels: 300 ms of agent code in level 1 (0–1 s), 500 ms of web streams in level 2 (2–3 s).
    const host = profileOf(ms(0), [
      { fn: "pushAudio", url: AGENT, ms: 300 },
      { ...IDLE, ms: 1700 },
      { fn: "pull", url: STREAMS, ms: 500 },
      { ...IDLE, ms: 500 },
    ]);
    // The worker itself (pid 4000): 100 ms busy at the start of level 2.
    const worker = profileOf(ms(2000), [{ fn: "onMessage", url: "node:internal/child_process", ms: 100 }]);
    // Written now, at the host's exit, long after both levels' windows (the old reading chose profiles by write time).
    writeFileSync(join(dir, "CPU.20261127.045200.4242.0.001.cpuprofile"), JSON.stringify(host));
    writeFileSync(join(dir, "CPU.20261127.045200.4000.0.002.cpuprofile"), JSON.stringify(worker));
    const profiles = readProfiles(dir);
    expect(profiles.map((p) => p.pid).sort()).toEqual([4000, 4242]);

    const level1 = summariseProfiles(profiles, { fromUs: ms(0), toUs: ms(1000) });
    expect(level1.profiles).toBe(1);
    expect(level1.busySeconds).toBeCloseTo(0.3, 2);
    expect(level1.byGroup.map((g) => g.group)).toEqual(["voicedesk agent code"]);

    const lines = levelProfileLines(profiles, jobHostPids(`{"msg":"job_host_started","pid":4242,"hosts":1}\n{"msg":"job_ended"}`), [
      { label: "1 calls, events", calls: 1, window: { fromUs: ms(0), toUs: ms(1000) } },
      { label: "5 calls, events", calls: 5, window: { fromUs: ms(2000), toUs: ms(3000) } },
    ]);
    expect(lines).toContain("1 calls, events: job hosts: 1 profiles, 0.3 busy CPU-s on the main threads (0.30 per call)");
    expect(lines).toContain("5 calls, events: job hosts: 1 profiles, 0.5 busy CPU-s on the main threads (0.10 per call)");
    expect(lines).toContain("  web streams (node): 0.10 CPU-s per call (100 %)");
    expect(lines).toContain("5 calls, events: the worker's other processes (1 with samples): 0.1 busy CPU-s");
    expect(lines.some((l) => l.includes("no CPU profile"))).toBe(false);
  });

  it("says so when no profile has a sample in a level (the hosts were killed before writing one)", () => {
    const lines = levelProfileLines([], new Set([1]), [{ label: "10 calls, events", calls: 10, window: { fromUs: 0, toUs: 1 } }]);
    expect(lines[0]).toBe("10 calls, events: job hosts: no CPU profile has samples here");
  });

  it("reads only the worker's host starts as job hosts (a cut line at exit is skipped)", () => {
    expect([...jobHostPids('{"msg":"job_host_started","pid":7}\n{"msg":"job_host_exited","pid":8}\n{"msg":"job_host_started","pi')]).toEqual([7]);
  });
});
