/**
 * Where a worker process's CPU went, from the V8 profiles `node --cpu-prof` writes when a process
 * exits (the `calls` bench's --cpu-prof gives every worker process one). Self time is grouped by
 * what a reader can act on: the media SDK, the agents pipeline, the VAD, web streams, logging, GC,
 * our own agent code, and "(program)" — native code on the main thread (addons, the JIT).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Ordered: the first matching rule names the group. */
const GROUPS: ReadonlyArray<readonly [string, (url: string, fn: string) => boolean]> = [
  ["idle", (_u, fn) => fn === "(idle)"],
  ["garbage collection", (_u, fn) => fn === "(garbage collector)"],
  ["native / program (addons, JIT)", (_u, fn) => fn === "(program)"],
  ["rtc-node (media SDK, JS side)", (u) => u.includes("@livekit/rtc-node")],
  ["VAD (silero plugin, onnxruntime)", (u) => u.includes("agents-plugin-silero") || u.includes("onnxruntime")],
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

export interface ProfileSummary {
  profiles: number;
  /** Busy CPU seconds (idle excluded) across the profiles, main thread only. */
  busySeconds: number;
  byGroup: Array<{ group: string; seconds: number; share: number }>;
  topFunctions: Array<{ name: string; seconds: number }>;
}

/** Profiles in `dir` written between `from` and `to` (ms since the epoch), summarised together. */
export function summariseProfiles(dir: string, window: { from: number; to: number } = { from: 0, to: Infinity }): ProfileSummary {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
  } catch {
    files = [];
  }
  const chosen = files
    .map((f) => join(dir, f))
    .filter((f) => {
      const at = statSync(f).mtimeMs;
      return at >= window.from && at <= window.to;
    });
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const file of chosen) {
    const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    // Sample i lasted timeDeltas[i + 1] µs (the delta before the next sample).
    for (let i = 0; i < profile.samples.length; i++) {
      const node = byId.get(profile.samples[i]!);
      if (!node) continue;
      const seconds = (profile.timeDeltas[i + 1] ?? 0) / 1e6;
      const group = groupOf(node);
      groups.set(group, (groups.get(group) ?? 0) + seconds);
      if (group === "idle") continue;
      const { functionName, url, lineNumber } = node.callFrame;
      const where = url ? `${url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(agent|lib|dist)\//, "$1/")}:${lineNumber + 1}` : "";
      const name = `${functionName || "(anonymous)"} ${where}`.trim();
      functions.set(name, (functions.get(name) ?? 0) + seconds);
    }
  }
  groups.delete("idle");
  const busySeconds = [...groups.values()].reduce((a, b) => a + b, 0);
  return {
    profiles: chosen.length,
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
  if (s.profiles === 0) return [`${label}: no CPU profile was written`];
  const perCall = (x: number) => (x / Math.max(calls, 1)).toFixed(2);
  return [
    `${label}: ${s.profiles} profiles, ${s.busySeconds.toFixed(1)} busy CPU-s on the main threads (${perCall(s.busySeconds)} per call)`,
    ...s.byGroup.map((g) => `  ${g.group}: ${perCall(g.seconds)} CPU-s per call (${Math.round(g.share * 100)} %)`),
    "  top functions (self time):",
    ...s.topFunctions.map((f) => `    ${f.seconds.toFixed(2)} s  ${f.name}`),
  ];
}
