/**
 * What the product writes is owner-only: the embedded database, a dead letter, the generated
 * secrets and a service's log — each written by the product's own code, with this process's umask
 * left as a developer's shell has it (022), so the modes come from the code, not the environment.
 */
import { lstatSync, readdirSync, writeFileSync, mkdirSync, chmodSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db";
import { deadLetterTurn } from "~/server/cognition/orchestrator/persistence/dead-letter";
import { testTurnRecord } from "~/server/cognition/orchestrator/persistence/test-record";
import { applyLocalSecrets } from "~/scripts/start/local-secrets";
import { runToCompletion } from "~/testkit/process/processes";
import { makeOwnerOnly, ownerOnlyDir } from "./owner-only";

let root: string;
const previousUmask = process.umask(0o022);
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "vd-modes-"));
});
afterAll(async () => {
  process.umask(previousUmask);
  await rm(root, { recursive: true, force: true });
});

/** Every entry under `dir` whose mode lets anyone but the owner in: "path mode". */
function readableByOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${path.slice(root.length)} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const e of readdirSync(path)) visit(join(path, e));
  };
  visit(dir);
  return found;
}

const record = testTurnRecord({ conversation: { id: "c1", tenantId: "t1", externalId: "web-1" }, utterance: "x", answer: "y" });

describe("files the product writes are owner-only (0600 files, 0700 folders)", () => {
  it("the embedded database: PGlite chmods its files to 0666, the data dir ends up 0700/0600 after use", async () => {
    const dir = join(root, "data", "pglite");
    const h = await openDatabase({ dataDir: dir });
    await h.db.execute("create table t (x int)" as never).catch(() => undefined);
    await h.close();
    expect(readdirSync(dir).length).toBeGreaterThan(3);
    expect(readableByOthers(join(root, "data"))).toEqual([]);
  });

  it("a dead letter, in a folder it creates", async () => {
    const path = join(root, "dl", "dead-letter", "turns.jsonl");
    await deadLetterTurn(record, new Error("db down"), path);
    expect(lstatSync(path).size).toBeGreaterThan(0);
    expect(readableByOthers(join(root, "dl"))).toEqual([]);
  });

  it("the secrets npm start generates, in the data dir it creates", () => {
    const dir = join(root, "fresh-data");
    applyLocalSecrets(dir, {});
    expect(readableByOthers(dir)).toEqual([]);
  });

  it("a service's log file, as npm start writes it", async () => {
    const logFile = join(root, "logs", "service.log");
    await runToCompletion("echo", "sh", ["-c", "echo hello"], { cwd: root, env: { PATH: process.env.PATH }, logFile });
    expect(lstatSync(logFile).size).toBeGreaterThan(0);
    expect(readableByOthers(join(root, "logs"))).toEqual([]);
  });

  it("a data dir an older version left readable is fixed on the next start, links left alone", () => {
    const old = join(root, "old");
    mkdirSync(join(old, "pglite", "base"), { recursive: true, mode: 0o755 });
    writeFileSync(join(old, "pglite", "base", "1"), "x", { mode: 0o666 });
    chmodSync(join(old, "pglite", "base", "1"), 0o666);
    expect(makeOwnerOnly(old)).toBe(4);
    expect(readableByOthers(old)).toEqual([]);
    expect(makeOwnerOnly(old)).toBe(0);
  });

  it("a shared folder (sticky bit, like /tmp) that a dead letter or data dir points into stays open to others", () => {
    // A dead letter written straight into /tmp once turned /tmp into 0700 for the whole host.
    const shared = join(root, "shared-tmp");
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    ownerOnlyDir(shared);
    makeOwnerOnly(shared);
    expect(lstatSync(shared).mode & 0o7777).toBe(0o1777);
    const mine = ownerOnlyDir(join(shared, "mine"));
    expect(lstatSync(mine).mode & 0o777).toBe(0o700);
  });
});
