import { describe, expect, it } from "vitest";
import { partOf, summariseCpuProfile, type CpuProfile } from "./cpu-profile";

describe("where a process spent its CPU", () => {
  it("names the part of the program a script belongs to", () => {
    expect(partOf("file:///repo/node_modules/pg-protocol/dist/serializer.js", "bind")).toBe("database driver (pg)");
    expect(partOf("file:///repo/node_modules/drizzle-orm/pg-core/dialect.js", "sqlToQuery")).toBe("query builder (drizzle)");
    expect(partOf("file:///repo/node_modules/@trpc/server/dist/index.mjs", "x")).toBe("API (tRPC, superjson)");
    expect(partOf("file:///repo/node_modules/pino/lib/proto.js", "write")).toBe("logging (pino)");
    expect(partOf("file:///repo/server/cognition/orchestrator/run-turn.ts", "computeTurn")).toBe("server/cognition/orchestrator");
    expect(partOf("file:///repo/server/safety/prefilter/index.ts", "classify")).toBe("server/safety");
    expect(partOf("node:internal/http", "writeHead")).toBe("Node HTTP, net, streams");
    expect(partOf("", "(idle)")).toBe("idle");
    expect(partOf("", "(garbage collector)")).toBe("garbage collection");
  });

  it("sums self time per part, leaves idle out of the busy share, and gives a built-in's time to its caller", () => {
    // root → computeTurn (server) → exec (a built-in, no script); root → (idle)
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: { functionName: "(root)", url: "" }, children: [2, 4, 5] },
        { id: 2, callFrame: { functionName: "computeTurn", url: "file:///r/server/cognition/orchestrator/run-turn.ts" }, children: [3] },
        { id: 3, callFrame: { functionName: "exec", url: "" } },
        { id: 4, callFrame: { functionName: "(idle)", url: "" } },
        { id: 5, callFrame: { functionName: "query", url: "file:///r/node_modules/pg/lib/client.js" } },
      ],
      samples: [2, 3, 3, 4, 4, 4, 4, 5],
      timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 2000],
    };
    const s = summariseCpuProfile(profile);
    expect(s.totalMs).toBe(9);
    expect(s.idleMs).toBe(4);
    expect(s.busyMs).toBe(5);
    expect(s.parts).toEqual([
      { part: "server/cognition/orchestrator", ms: 3, share: 3 / 5 },
      { part: "database driver (pg)", ms: 2, share: 2 / 5 },
    ]);
    expect(s.functions.map((f) => f.part)).toEqual([
      "exec (server/cognition/orchestrator)",
      "query (database driver (pg))",
      "computeTurn (server/cognition/orchestrator)",
    ]);
  });
});
