import { existsSync } from "node:fs";
import { makeOwnerOnly, ownerOnlyDir } from "~/lib/files/owner-only";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { SQL } from "drizzle-orm";
import { env } from "~/lib/env";
import { moduleLogger } from "~/lib/logger";
import { serializeError } from "~/lib/log-errors";
import * as schema from "./schema";
import { stopCounterSweep } from "./limiter-store";

const log = moduleLogger("db");

/**
 * The query API both paths share. The embedded path uses drizzle's PGlite driver: PGlite 0.5.14's
 * in-process node-postgres adapter rejects drizzle's per-query type parsers ("t.types?.forEach is
 * not a function") and then hangs on the rollback, which froze migrations. Both drivers return
 * `{ rows }` from `execute`.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

export interface DatabaseHandle {
  db: Db;
  driver: "pglite" | "postgres";
  /** Set on the embedded path: the WASM Postgres itself (e.g. to serve it over TCP). */
  pglite?: PGlite;
  /** Set on the Postgres path: its connection string (a second pool, another process). */
  url?: string;
  /** Set on the Postgres path: the pool's connections now, and the queries waiting for one (a load profile). */
  poolStats?(): { connections: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * The checked-in migrations: next to the sources under tsx and vitest; inside a Next.js server
 * bundle this module's URL points into .next/, so the project root (where `next start` runs) is
 * the fallback. No `new URL("…", import.meta.url)` literal: bundlers take that for an asset import
 * and `next build` failed on it ("Can't resolve '../../drizzle'").
 */
function findMigrationsFolder(): string {
  const candidates = [resolve(dirname(fileURLToPath(import.meta.url)), "../../drizzle"), resolve(process.cwd(), "drizzle")];
  return candidates.find((dir) => existsSync(join(dir, "meta", "_journal.json"))) ?? candidates[0]!;
}

export const MIGRATIONS_FOLDER = findMigrationsFolder();

/**
 * What every database session starts with, on both engines, so no query has to open a transaction
 * to set them (a transaction per search cost four extra round trips, each waiting for a pooled
 * connection under load):
 * - `hnsw.ef_search` 100 (pgvector's default is 40): the HNSW index visits more neighbours, so the
 *   tenant and language filters, applied after it, keep enough of them.
 * - `hnsw.iterative_scan` relaxed_order (pgvector 0.8): when the filters still leave fewer rows
 *   than asked, the index keeps walking instead of returning a short list (78 % recall without it
 *   at 50k chunks over several tenants and languages; bench: retrieval).
 * On PostgreSQL they travel in the connection's startup options (no round trip); a connection
 * pooler in between must pass them on (or pool by session), else retrieval loses recall silently
 * (docs/database-engines.md).
 */
export const SEARCH_SESSION_SETTINGS: Readonly<Record<string, string>> = { "hnsw.ef_search": "100", "hnsw.iterative_scan": "relaxed_order" };

/** The connection string with SEARCH_SESSION_SETTINGS added to its startup options (any the URL has are kept). */
export function withSearchSettings(connectionString: string): string {
  const url = new URL(connectionString);
  const settings = Object.entries(SEARCH_SESSION_SETTINGS).map(([k, v]) => `-c ${k}=${v}`);
  url.searchParams.set("options", [url.searchParams.get("options") ?? "", ...settings].filter(Boolean).join(" "));
  return url.toString();
}

/**
 * Embedded Postgres (PGlite + pgvector). PGlite is a single session: a transaction must never
 * await a query outside itself (it would wait on itself forever).
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<DatabaseHandle> {
  const onDisk = !dataDir.startsWith("memory://");
  if (onDisk) ownerOnlyDir(dataDir);
  const pglite = await PGlite.create(dataDir, { extensions: { vector } });
  // One session for everything: the search settings once, for good.
  await pglite.exec(
    Object.entries(SEARCH_SESSION_SETTINGS)
      .map(([k, v]) => `set ${k} = '${v}';`)
      .join(" "),
  );
  // PGlite's file system chmods the files it creates to 0666: the folder (0700) keeps them private
  // while it runs, and the sweep sets every file back to 0600 after opening and after closing.
  if (onDisk) makeOwnerOnly(dataDir);
  const db: Db = drizzlePglite({ client: pglite, schema });
  return {
    db,
    driver: "pglite",
    pglite,
    close: async () => {
      stopCounterSweep(db);
      await pglite.close();
      if (onDisk) makeOwnerOnly(dataDir);
    },
  };
}

export async function openPostgres(connectionString: string, opts: { poolMax?: number } = {}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: withSearchSettings(connectionString), max: opts.poolMax ?? env().DATABASE_POOL_MAX });
  // An idle connection the server ends (a restart, a failover, an administrator's terminate) is an
  // 'error' event on the pool; unhandled, it would crash the process. The pool replaces the
  // connection on the next query; the queries in flight fail and are retried where that is safe.
  pool.on("error", (err) => log.warn({ err: serializeError(err) }, "db_idle_connection_lost"));
  const db: Db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    driver: "postgres",
    url: connectionString,
    poolStats: () => ({ connections: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => {
      stopCounterSweep(db);
      return pool.end();
    },
  };
}

/** Apply the checked-in migrations (idempotent: drizzle records what ran). `folder`: another set (tests of upgrades). */
export async function migrateDatabase(handle: DatabaseHandle, folder: string = MIGRATIONS_FOLDER): Promise<void> {
  const started = performance.now();
  const config = { migrationsFolder: folder };
  if (handle.driver === "pglite") await migratePglite(handle.db as never, config);
  else await migrateNodePg(handle.db as never, config);
  log.info({ driver: handle.driver, ms: Math.round(performance.now() - started) }, "db_migrated");
}

/** DATABASE_URL → Postgres; unset → PGlite persisted under VOICEDESK_DATA_DIR/pglite. Migrated. */
export async function openDatabase(opts: { url?: string; dataDir?: string } = {}): Promise<DatabaseHandle> {
  const url = opts.url ?? env().DATABASE_URL;
  const handle = url ? await openPostgres(url) : await openEmbeddedDatabase(opts.dataDir ?? resolve(env().VOICEDESK_DATA_DIR, "pglite"));
  log.info({ driver: url ? "postgres" : "pglite", dataDir: url ? undefined : (opts.dataDir ?? env().VOICEDESK_DATA_DIR) }, "db_opened");
  await migrateDatabase(handle);
  return handle;
}

// Cached on globalThis so Next.js dev reloads and repeated imports share one embedded database.
declare global {
  var voicedeskDb: Promise<DatabaseHandle> | undefined;
}
const globalForDb = globalThis;

export function getDatabase(): Promise<DatabaseHandle> {
  globalForDb.voicedeskDb ??= openDatabase().catch((err: unknown) => {
    globalForDb.voicedeskDb = undefined;
    throw err;
  });
  return globalForDb.voicedeskDb;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export async function closeDb(): Promise<void> {
  const handle = globalForDb.voicedeskDb;
  globalForDb.voicedeskDb = undefined;
  if (handle) await (await handle).close();
}

/**
 * A fresh, migrated in-memory PGlite: the benches' database, and the tests' when a run asks for
 * the PGlite engine (tests take theirs from testkit/db/test-database.ts, which follows the run's engine).
 */
export async function createMemoryDatabase(): Promise<DatabaseHandle> {
  const handle = await openEmbeddedDatabase("memory://");
  await migrateDatabase(handle);
  return handle;
}

/** Raw SQL rows on either driver (both return `{ rows }` from `execute`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
