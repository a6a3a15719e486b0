/**
 * Where a process spent its CPU, from a V8 CPU profile (`node --cpu-prof`): self time summed per
 * part of the program — the database driver, the query builder, logging, validation, the HTTP
 * front, each folder of our own code — so a load figure comes with the reason it is what it is.
 *
 * A profile is a call tree of nodes (function, script URL) and a list of samples, each naming the
 * node that was running and the time since the previous sample. A node's self time is the sum of
 * the deltas of the samples that landed on it; "(idle)" is the event loop waiting for I/O.
 */
import { readFileSync } from "node:fs";

export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber?: number }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

export interface CpuShare {
  part: string;
  ms: number;
  /** Of the busy time (everything but idle). */
  share: number;
}

export interface CpuSummary {
  /** Wall time the profile covers. */
  totalMs: number;
  idleMs: number;
  busyMs: number;
  /** Busy time by part, largest first. */
  parts: CpuShare[];
  /** The functions with the most self time, "name (part)". */
  functions: CpuShare[];
}

/** Which part of the program a script URL belongs to (pure; the categories of the summary). */
export function partOf(url: string, functionName: string): string {
  if (!url) {
    if (functionName === "(idle)") return "idle";
    if (functionName === "(garbage collector)") return "garbage collection";
    if (functionName === "(program)") return "V8 / native";
    return "native";
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (pkg) {
    if (pkg === "pg" || pkg.startsWith("pg-")) return "database driver (pg)";
    if (pkg === "drizzle-orm") return "query builder (drizzle)";
    if (pkg === "pino" || pkg === "sonic-boom" || pkg === "thread-stream" || pkg.startsWith("pino-")) return "logging (pino)";
    if (pkg === "zod") return "validation (zod)";
    if (pkg.startsWith("@trpc/") || pkg === "superjson") return "API (tRPC, superjson)";
    if (pkg === "rate-limiter-flexible") return "rate limiter";
    if (pkg === "@electric-sql/pglite" || pkg.startsWith("@electric-sql/pglite")) return "PGlite (WASM Postgres)";
    if (pkg === "tsx" || pkg === "esbuild" || pkg === "get-tsconfig") return "TypeScript loader (tsx)";
    return `package ${pkg}`;
  }
  const internal = /^node:(?:internal\/)?([a-z_]+)/.exec(url)?.[1];
  if (internal) {
    if (["http", "http2", "_http", "net", "dns", "tls", "stream", "streams", "webstreams", "url"].some((p) => internal.startsWith(p)))
      return "Node HTTP, net, streams";
    if (internal.startsWith("deps")) return "Node HTTP, net, streams"; // undici (fetch), llhttp
    return `Node ${internal}`;
  }
  const own = /\/(server|lib|contracts|testkit|scripts)\/([^/]+)\//.exec(url);
  if (own) {
    if (own[1] === "server" && own[2] === "cognition") return `server/cognition/${/\/server\/cognition\/([^/]+)\//.exec(url)?.[1] ?? ""}`;
    return `${own[1]}/${own[2]}`;
  }
  return "other";
}

export function summariseCpuProfile(profile: CpuProfile, topFunctions = 15): CpuSummary {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  /**
   * A built-in (a regular expression, JSON.parse, a string method) has no script of its own: its
   * time belongs to the part that called it, the nearest caller with a script.
   */
  const partOfNode = (node: CpuProfile["nodes"][number]): string => {
    let at: CpuProfile["nodes"][number] | undefined = node;
    while (at && !at.callFrame.url && !at.callFrame.functionName.startsWith("(")) at = nodes.get(parent.get(at.id) ?? -1);
    return at ? partOf(at.callFrame.url, at.callFrame.functionName) : "native";
  };
  const byNode = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) byNode.set(profile.samples[i]!, (byNode.get(profile.samples[i]!) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  let totalUs = 0;
  for (const node of profile.nodes) {
    const us = byNode.get(node.id) ?? 0;
    if (!us) continue;
    totalUs += us;
    const part = partOfNode(node);
    parts.set(part, (parts.get(part) ?? 0) + us);
    if (part !== "idle") {
      const name = `${node.callFrame.functionName || "(anonymous)"} (${part})`;
      functions.set(name, (functions.get(name) ?? 0) + us);
    }
  }
  const idleUs = parts.get("idle") ?? 0;
  parts.delete("idle");
  const busyUs = totalUs - idleUs;
  const ranked = (m: Map<string, number>) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).map(([part, us]) => ({ part, ms: us / 1000, share: busyUs ? us / busyUs : 0 }));
  return { totalMs: totalUs / 1000, idleMs: idleUs / 1000, busyMs: busyUs / 1000, parts: ranked(parts), functions: ranked(functions).slice(0, topFunctions) };
}

export function readCpuProfile(file: string): CpuProfile {
  return JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
}
