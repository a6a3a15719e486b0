/**
 * A database for one test file, on the engine this run tests (testkit/db/postgres.global-setup.ts):
 *
 *   const h = await createTestDatabase();   // migrated, empty
 *   const h = await createDemoDatabase();   // migrated + the demo hospital (hashing embedder)
 *   …
 *   await h.close();                         // also drops the copy
 *
 * On PostgreSQL each call is `CREATE DATABASE … TEMPLATE …` from a template built once per run:
 * the migrations run once, and the demo hospital is ingested once instead of in every file that
 * needs it. Templates are built by whichever test file asks first, under an advisory lock, so
 * the other workers wait for it rather than build it twice.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createMemoryDatabase, migrateDatabase, openEmbeddedDatabase, openPostgres, type DatabaseHandle } from "~/server/db";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { ingestTenantDir } from "~/server/knowledge/ingest";

export type TestDatabaseEngine = { engine: "postgres"; adminUrl: string } | { engine: "pglite" };

declare module "vitest" {
  export interface ProvidedContext {
    voicedeskTestDatabase: TestDatabaseEngine;
  }
}

export const DEMO_TENANT_DIR = "tenant_overlays/lindenhof";
export const DEMO_TENANT = "lindenhof";

/** The engine of this run (the global setup decides; see its header). */
export function testDatabaseEngine(): TestDatabaseEngine {
  return inject("voicedeskTestDatabase");
}

type Build = (handle: DatabaseHandle) => Promise<void>;

async function ingestDemo(handle: DatabaseHandle): Promise<void> {
  const r = await ingestTenantDir(handle.db, DEMO_TENANT_DIR, { embedder: createLocalEmbedder() });
  if (!r.ok) throw new Error(`the demo bundle did not ingest: ${r.errors.map((e) => `${e.file}: ${e.message}`).join("; ")}`);
}

/** Template name → how to fill it after the migrations. */
const TEMPLATES = {
  voicedesk_tpl_empty: async () => {},
  voicedesk_tpl_demo: ingestDemo,
} satisfies Record<string, Build>;
type TemplateName = keyof typeof TEMPLATES;

function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

let admin: pg.Pool | undefined;
function adminPool(adminUrl: string): pg.Pool {
  if (!admin) {
    admin = new pg.Pool({ connectionString: adminUrl, max: 2 });
    // The run's end stops the server under idle connections of workers still alive: not an error.
    admin.on("error", () => {});
  }
  return admin;
}

const ready = new Map<TemplateName, Promise<void>>();

/** The template exists once this resolves (built here, or by another worker while we waited). */
function ensureTemplate(adminUrl: string, name: TemplateName): Promise<void> {
  let p = ready.get(name);
  if (!p) {
    p = (async () => {
      const client = await adminPool(adminUrl).connect();
      try {
        // Session-level lock on the template's name: the first worker builds, the others wait here.
        await client.query("select pg_advisory_lock(hashtext($1))", [name]);
        const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
        if (rowCount) return;
        const building = `${name}_building`;
        await client.query(`drop database if exists ${building}`);
        await client.query(`create database ${building}`);
        const handle = await openPostgres(withDatabase(adminUrl, building));
        try {
          await migrateDatabase(handle);
          await TEMPLATES[name](handle);
        } finally {
          await handle.close();
        }
        // Only a finished template gets its name: a worker that died mid-build leaves `_building`.
        await client.query(`alter database ${building} rename to ${name}`);
      } finally {
        await client.query("select pg_advisory_unlock(hashtext($1))", [name]).catch(() => {});
        client.release();
      }
    })();
    p.catch(() => ready.delete(name));
    ready.set(name, p);
  }
  return p;
}

/**
 * A fresh database copied from a template: its URL, and how to drop it. `opts.name` names it (the
 * compose topology's POSTGRES_DB; a database of that name left by an earlier run is replaced).
 */
export async function createTestDatabaseUrl(
  template: "empty" | "demo" = "empty",
  opts: { name?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const engine = testDatabaseEngine();
  if (engine.engine !== "postgres") throw new Error("createTestDatabaseUrl needs the PostgreSQL engine (this run uses PGlite)");
  const name: TemplateName = template === "demo" ? "voicedesk_tpl_demo" : "voicedesk_tpl_empty";
  await ensureTemplate(engine.adminUrl, name);
  if (opts.name !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(opts.name)) throw new Error(`not a plain database name: "${opts.name}"`);
  const database = opts.name ?? `voicedesk_t_${process.pid}_${randomBytes(4).toString("hex")}`;
  if (opts.name !== undefined) await dropDatabase(engine.adminUrl, database);
  await adminPool(engine.adminUrl).query(`create database ${database} template ${name}`);
  return { url: withDatabase(engine.adminUrl, database), drop: () => dropDatabase(engine.adminUrl, database) };
}

async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  await adminPool(adminUrl).query(`drop database if exists ${database} with (force)`);
}

async function openCopy(template: "empty" | "demo"): Promise<DatabaseHandle> {
  const { url, drop } = await createTestDatabaseUrl(template);
  const handle = await openPostgres(url);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A migrated, empty database of its own; `{ migrated: false }`: not even migrated (no tables, no
 * pgvector), for tests of the migrations themselves.
 */
export async function createTestDatabase(opts: { migrated?: boolean } = {}): Promise<DatabaseHandle> {
  const engine = testDatabaseEngine();
  if (opts.migrated === false) {
    if (engine.engine === "pglite") return openEmbeddedDatabase("memory://");
    const database = `voicedesk_t_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminPool(engine.adminUrl).query(`create database ${database}`);
    const handle = await openPostgres(withDatabase(engine.adminUrl, database));
    return { ...handle, close: () => handle.close().then(() => dropDatabase(engine.adminUrl, database)) };
  }
  if (engine.engine === "pglite") return createMemoryDatabase();
  return openCopy("empty");
}

/** A migrated database of its own holding the demo hospital (`lindenhof`, hashing embedder). */
export async function createDemoDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseEngine().engine === "pglite") {
    const handle = await createMemoryDatabase();
    await ingestDemo(handle);
    return handle;
  }
  return openCopy("demo");
}
