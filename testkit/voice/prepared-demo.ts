/**
 * The demo hospital in an embedded database, imported once and reused: the `voice` bench's stacks
 * each open a fresh copy of a prepared data dir instead of importing the demo before the first
 * call (with the e5 embedder that import was most of a 14-minute run).
 *
 * The prepared dir lives under .voicedesk/cache/voice-demo/<key>/ (git-ignored). The key hashes
 * what the import depends on — the tenant's files, the migrations and the embedder's model — so a
 * change to any of them prepares a new one instead of measuring an old corpus.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { MIGRATIONS_FOLDER, migrateDatabase, openEmbeddedDatabase, type DatabaseHandle } from "~/server/db";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { processEmbedder } from "~/server/runtime";
import { DEMO_TENANT_DIR } from "../db/test-database";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CACHE = join(ROOT, ".voicedesk/cache/voice-demo");

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** What the prepared corpus depends on, as one short hash. */
export function preparedDemoKey(tenantDir: string, embedderModel: string): string {
  const hash = createHash("sha256").update(`embedder ${embedderModel}\n`);
  for (const file of [...filesUnder(join(ROOT, tenantDir)), ...filesUnder(MIGRATIONS_FOLDER)]) {
    hash.update(`${relative(ROOT, file)}\n`).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

async function prepare(target: string, tenantDir: string): Promise<void> {
  const building = `${target}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const handle = await openEmbeddedDatabase(building);
  try {
    await migrateDatabase(handle);
    const ingested = await ingestTenantDir(handle.db, tenantDir, { embedder: processEmbedder() });
    if (!ingested.ok) throw new Error(`the demo tenant did not ingest: ${ingested.errors.map((e) => `${e.file}: ${e.message}`).join("; ")}`);
  } finally {
    await handle.close();
  }
  // Whole or not at all: a run cut off while importing leaves only a .building dir behind.
  renameSync(building, target);
}

/**
 * A migrated database with the demo tenant, on a private copy of the prepared data dir (made now
 * if missing). `close` also deletes the copy.
 */
export async function preparedDemoDatabase(tenantDir: string = DEMO_TENANT_DIR): Promise<DatabaseHandle> {
  const prepared = join(CACHE, preparedDemoKey(tenantDir, processEmbedder().model));
  if (!existsSync(prepared)) await prepare(prepared, tenantDir);
  mkdirSync(CACHE, { recursive: true });
  const copy = mkdtempSync(join(CACHE, "run-"));
  cpSync(prepared, copy, { recursive: true });
  const handle = await openEmbeddedDatabase(copy);
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
