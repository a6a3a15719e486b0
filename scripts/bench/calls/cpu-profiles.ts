/**
 * Where a worker process's CPU went, from the V8 profiles `node --cpu-prof` writes when a process
 * exits (the `calls` bench's --cpu-prof gives every worker process one). Self time is grouped by
 * what a reader can act on: the media SDK, the agents pipeline, the VAD, web streams, logging, GC,
 * our own agent code, and "(program)" — native code on the main thread (addons, the JIT).
 *
 * A job host lives for the whole run and serves every level, and it writes its profile only when
 * it exits, after the last level: a profile is therefore not a level's. Each sample is: V8 stamps
 * a profile's start on the system's monotonic clock (µs since boot, the clock `process.hrtime`
 * reads in every process), and each sample lies its time deltas after it, so a level takes the
 * samples that fell between its start and its end, from whichever processes took them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface CpuProfile {
  nodes: ProfileNode[];
  /** µs on the system's monotonic clock. */
  startTime: number;
  endTime: number;
  samples: number[];
  /** µs from the previous sample (the first: from startTime). */
  timeDeltas: number[];
}

/** One process's profile; the pid is in the file name node gives it (CPU.<date>.<time>.<pid>.<tid>.<seq>.cpuprofile). */
export interface ProcessProfile {
  pid: number;
  profile: CpuProfile;
}

/** A stretch of the system's monotonic clock, µs, end excluded. */
export interface ClockWindow {
  fromUs: number;
  toUs: number;
}

export const WHOLE_RUN: ClockWindow = { fromUs: 0, toUs: Infinity };

/** Now on the clock V8 stamps its samples with (CLOCK_MONOTONIC, µs). */
export function monotonicNowUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/** Ordered: the first matching rule names the group. */
const GROUPS: ReadonlyArray<readonly [string, (url: string, fn: string) => boolean]> = [
  ["idle", (_u, fn) => fn === "(idle)"],
  ["garbage collection", (_u, fn) => fn === "(garbage collector)"],
  ["native / program (addons, JIT)", (_u, fn) => fn === "(program)"],
  ["rtc-node (media SDK, JS side)", (u) => u.includes("@livekit/rtc-node")],
  ["VAD (silero: native build or plugin)", (u) => /agents-plugin-silero|onnxruntime|@livekit\/local-inference/.test(u)],
  ["agents: voice pipeline", (u) => u.includes("@livekit/agents/dist/voice")],
  ["agents: audio utils, streams, tts/stt bases", (u) => u.includes("@livekit/agents/dist/")],
  ["speech plugins (openai, deepgram, elevenlabs)", (u) => /agents-plugin-(openai|deepgram|elevenlabs)|node_modules\/openai\//.test(u)],
  ["web streams (node)", (u) => u.includes("internal/webstreams")],
  ["logging (pino)", (u) => u.includes("pino")],
  ["telemetry (opentelemetry)", (u) => u.includes("opentelemetry")],
  ["app client (tRPC, superjson, zod)", (u) => /@trpc|superjson|\/zod\//.test(u)],
  ["module loading", (u) => u.includes("internal/modules") || u.includes("tsx/dist")],
  ["node internals (timers, IPC, net)", (u) => u.startsWith("node:")],
  // Job hosts run the esbuild bundle of our code (.voicedesk/agent-build/main-<hash>.mjs); packages stay outside it.
  ["voicedesk agent code", (u) => /\/agent\/|\/lib\/|\/contracts\/|voicedesk-agent|\/agent-build\//.test(u)],
];

/** Pure: the group a sampled function's self time counts for. */
export function profileGroup(url: string, functionName: string): string {
  return GROUPS.find(([, match]) => match(url, functionName))?.[0] ?? "other";
}

function groupOf(node: ProfileNode): string {
  return profileGroup(node.callFrame.url, node.callFrame.functionName);
}

/** Every profile in `dir` with the pid that wrote it (none when the folder is missing). */
export function readProfiles(dir: string): ProcessProfile[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
  } catch {
    return [];
  }
  return files.map((f) => ({
    pid: Number(/^CPU\.\d+\.\d+\.(\d+)\./.exec(f)?.[1] ?? -1),
    profile: JSON.parse(readFileSync(join(dir, f), "utf8")) as CpuProfile,
  }));
}

/** Pure: the pids of the job hosts the worker started (its `job_host_started` log lines). */
export function jobHostPids(workerLog: string): Set<number> {
  const pids = new Set<number>();
  for (const line of workerLog.split("\n")) {
    if (!line.includes('"job_host_started"')) continue;
    try {
      const { pid } = JSON.parse(line) as { pid?: unknown };
      if (typeof pid === "number") pids.add(pid);
    } catch {
      // A line cut short by the worker's exit: not a host start.
    }
  }
  return pids;
}

export interface ProfileSummary {
  /** Profiles with at least one sample in the window. */
  profiles: number;
  /** Busy CPU seconds (idle excluded) in the window, main threads only. */
  busySeconds: number;
  byGroup: Array<{ group: string; seconds: number; share: number }>;
  topFunctions: Array<{ name: string; seconds: number }>;
}

/** Pure: the samples of `profiles` taken within `window`, summarised together. */
export function summariseProfiles(profiles: readonly ProcessProfile[], window: ClockWindow = WHOLE_RUN): ProfileSummary {
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let inWindow = 0;
  for (const { profile } of profiles) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    let at = profile.startTime;
    let sampled = false;
    for (let i = 0; i < profile.samples.length; i++) {
      at += profile.timeDeltas[i] ?? 0;
      if (at < window.fromUs || at >= window.toUs) continue;
      sampled = true;
      const node = byId.get(profile.samples[i]!);
      if (!node) continue;
      // Sample i lasted timeDeltas[i + 1] µs (the delta before the next sample).
      const seconds = (profile.timeDeltas[i + 1] ?? 0) / 1e6;
      const group = groupOf(node);
      groups.set(group, (groups.get(group) ?? 0) + seconds);
      if (group === "idle") continue;
      const { functionName, url, lineNumber } = node.callFrame;
      const where = url ? `${url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(agent|lib|dist)\//, "$1/")}:${lineNumber + 1}` : "";
      const name = `${functionName || "(anonymous)"} ${where}`.trim();
      functions.set(name, (functions.get(name) ?? 0) + seconds);
    }
    if (sampled) inWindow += 1;
  }
  groups.delete("idle");
  const busySeconds = [...groups.values()].reduce((a, b) => a + b, 0);
  return {
    profiles: inWindow,
    busySeconds,
    byGroup: [...groups.entries()]
      .map(([group, seconds]) => ({ group, seconds, share: busySeconds > 0 ? seconds / busySeconds : 0 }))
      .sort((a, b) => b.seconds - a.seconds),
    topFunctions: [...functions.entries()]
      .map(([name, seconds]) => ({ name, seconds }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 12),
  };
}

/** Pure: the summary as report lines. */
export function profileLines(label: string, s: ProfileSummary, calls: number): string[] {
  if (s.profiles === 0) return [`${label}: no CPU profile has samples here`];
  const perCall = (x: number) => (x / Math.max(calls, 1)).toFixed(2);
  return [
    `${label}: ${s.profiles} profiles, ${s.busySeconds.toFixed(1)} busy CPU-s on the main threads (${perCall(s.busySeconds)} per call)`,
    ...s.byGroup.map((g) => `  ${g.group}: ${perCall(g.seconds)} CPU-s per call (${Math.round(g.share * 100)} %)`),
    "  top functions (self time):",
    ...s.topFunctions.map((f) => `    ${f.seconds.toFixed(2)} s  ${f.name}`),
  ];
}

/** A level of the run: its label, its calls and when it ran on the monotonic clock. */
export interface ProfiledLevel {
  label: string;
  calls: number;
  window: ClockWindow;
}

/**
 * Pure: per level, where the job hosts' CPU went while it ran (the calls' own cost) and what the
 * worker's other processes took meanwhile; then every process over the whole run.
 */
export function levelProfileLines(profiles: readonly ProcessProfile[], hostPids: ReadonlySet<number>, levels: readonly ProfiledLevel[]): string[] {
  const hosts = profiles.filter((p) => hostPids.has(p.pid));
  const others = profiles.filter((p) => !hostPids.has(p.pid));
  return [
    ...levels.flatMap((level) => {
      const rest = summariseProfiles(others, level.window);
      return [
        ...profileLines(`${level.label}: job hosts`, summariseProfiles(hosts, level.window), level.calls),
        `${level.label}: the worker's other processes (${rest.profiles} with samples): ${rest.busySeconds.toFixed(1)} busy CPU-s`,
      ];
    }),
    ...profileLines("every worker process, whole run (job hosts' start-up and idle included)", summariseProfiles(profiles), 0),
  ];
}
