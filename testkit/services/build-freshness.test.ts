import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkBuild, judgeBuild, newestBuildInput } from "./build-freshness";

describe("build staleness rule", () => {
  it("builds when there is no build", () => {
    expect(judgeBuild(undefined, { path: "app/page.tsx", mtimeMs: 1 })).toEqual({ stale: true, reason: "there is no build yet (.next/BUILD_ID missing)" });
  });

  it("rebuilds when a source changed after the build, naming the file", () => {
    expect(judgeBuild(1000, { path: "server/env.ts", mtimeMs: 2000 })).toEqual({ stale: true, reason: "server/env.ts changed after the last build" });
  });

  it("reuses a build newer than every source", () => {
    expect(judgeBuild(3000, { path: "server/env.ts", mtimeMs: 2000 }).stale).toBe(false);
  });
});

describe("build staleness on disk", () => {
  let root: string;
  const at = (path: string, seconds: number) => {
    const file = join(root, path);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, "x");
    utimesSync(file, seconds, seconds);
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "vd-build-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("finds the newest file under app/ and server/, ignoring tests (they are not in the bundle)", () => {
    at("app/talk/page.tsx", 100);
    at("server/db/index.ts", 200);
    at("server/db/index.test.ts", 900);
    at("agent/voicedesk/main.ts", 800);
    expect(newestBuildInput(root)).toEqual({ path: "server/db/index.ts", mtimeMs: 200_000 });
  });

  it("rebuilds after a change in lib/ or contracts/ (the bundle imports both), not after one in agent/ or a test", () => {
    at(".next/BUILD_ID", 500);
    at("app/page.tsx", 100);
    at("agent/voicedesk/main.ts", 700);
    at("lib/text/normalise.test.ts", 700);
    expect(checkBuild(root).stale).toBe(false);
    at("lib/text/normalise.ts", 600);
    expect(checkBuild(root)).toEqual({ stale: true, reason: "lib/text/normalise.ts changed after the last build" });
    at(".next/BUILD_ID", 650);
    at("contracts/tenant-admin.ts", 660);
    expect(checkBuild(root)).toEqual({ stale: true, reason: "contracts/tenant-admin.ts changed after the last build" });
  });

  it("rebuilds after next.config.ts or the lock file changed", () => {
    at(".next/BUILD_ID", 500);
    at("app/page.tsx", 100);
    expect(checkBuild(root).stale).toBe(false);
    at("package-lock.json", 600);
    expect(checkBuild(root)).toEqual({ stale: true, reason: "package-lock.json changed after the last build" });
  });

  it("builds a checkout that was never built", () => {
    at("app/page.tsx", 100);
    expect(checkBuild(root).stale).toBe(true);
  });
});
