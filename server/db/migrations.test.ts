import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cosineDistance, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryDatabase, migrateDatabase, openDatabase, queryRows, type DatabaseHandle } from ".";
import { createTestDatabase } from "~/testkit/db/test-database";
import { affinityMatrices, documentChunks, documents, EMBEDDING_COLUMN_DIMENSIONS, tenants } from "./schema";
import { DEFAULT_AFFINITY } from "./seed/default-affinity";

function unitVector(hot: number): number[] {
  const v = new Array<number>(EMBEDDING_COLUMN_DIMENSIONS).fill(0);
  v[hot] = 1;
  v[(hot + 1) % EMBEDDING_COLUMN_DIMENSIONS] = 0.1;
  return v;
}

async function seedChunks(h: DatabaseHandle) {
  const [tenant] = await h.db
    .insert(tenants)
    .values({ slug: `t${Date.now()}`, name: "AZ Testdal" })
    .returning();
  const [doc] = await h.db
    .insert(documents)
    .values({ tenantId: tenant!.id, sourcePath: "docs/parkeren.md", title: "Parkeren", lang: "nl", contentHash: "x" })
    .returning();
  const rows = [
    { content: "Er zijn 500 parkeerplaatsen aan de hoofdingang.", hot: 3 },
    { content: "De bezoekuren zijn van 14:00 tot 20:00.", hot: 400 },
    { content: "Opladen aan de laadpalen kost 0,35 euro per kWh.", hot: 800 },
  ];
  await h.db.insert(documentChunks).values(
    rows.map((r, i) => ({
      documentId: doc!.id,
      tenantId: tenant!.id,
      ordinal: i,
      content: r.content,
      lang: "nl" as const,
      category: "practical" as const,
      embedding: unitVector(r.hot),
      embeddingModel: "test",
      embeddingDim: EMBEDDING_COLUMN_DIMENSIONS,
      tokenCount: 8,
      contentHash: String(i),
    })),
  );
  return tenant!;
}

describe.each([
  ["the run's engine (PostgreSQL 18 + pgvector unless VOICEDESK_TEST_DB=pglite)", "run"],
  ["embedded PGlite (in process, the fallback when no PostgreSQL is installed)", "pglite"],
] as const)("database on %s", (_label, mode) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = mode === "run" ? await createTestDatabase() : await createMemoryDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("applies every migration from empty, and again without error (idempotent)", async () => {
    await migrateDatabase(handle);
    const tables = await queryRows<{ table_name: string }>(handle.db, sql`select table_name from information_schema.tables where table_schema = 'public'`);
    const names = tables.map((r) => r.table_name);
    for (const t of [
      "tenants",
      "users",
      "memberships",
      "documents",
      "document_chunks",
      "campuses",
      "departments",
      "doctors",
      "consultation_schedules",
      "symptom_specialties",
      "faq_entries",
      "conversations",
      "conversation_messages",
      "pipeline_telemetry",
      "category_mismatch_telemetry",
      "affinity_matrices",
      "tenant_overlays",
      "corpus_embeddings",
    ]) {
      expect(names, t).toContain(t);
    }
  });

  it("seeds the default 7×6 affinity matrix exactly as the data table says", async () => {
    const rows = await handle.db.select().from(affinityMatrices).where(isNull(affinityMatrices.tenantId));
    expect(rows).toHaveLength(42);
    for (const row of rows) expect(row.multiplier, `${row.intent}/${row.category}`).toBeCloseTo(DEFAULT_AFFINITY[row.intent]![row.category], 5);
  });

  it("refuses a multiplier outside 0.55–1.30", async () => {
    await expect(handle.db.insert(affinityMatrices).values({ intent: "custom_intent", category: "practical", multiplier: 1.5 })).rejects.toThrow();
    await expect(handle.db.insert(affinityMatrices).values({ intent: "custom_intent", category: "practical", multiplier: 0.5 })).rejects.toThrow();
  });

  it("finds the nearest chunk by cosine distance through the HNSW-indexed vector column", async () => {
    const tenant = await seedChunks(handle);
    const distance = cosineDistance(documentChunks.embedding, unitVector(400));
    const [nearest] = await handle.db
      .select({ content: documentChunks.content, distance })
      .from(documentChunks)
      .where(eq(documentChunks.tenantId, tenant.id))
      .orderBy(distance)
      .limit(1);
    expect(nearest!.content).toContain("bezoekuren");
    expect(nearest!.distance).toBeLessThan(0.01);
  });

  it("stems Dutch full text: 'bezoekuur' finds 'bezoekuren', 'laadpaal' finds 'laadpalen'", async () => {
    const tenant = await seedChunks(handle);
    const search = async (q: string) =>
      (
        await queryRows<{ content: string }>(
          handle.db,
          sql`select content from document_chunks where tenant_id = ${tenant.id} and tsv @@ websearch_to_tsquery('dutch', ${q})`,
        )
      ).map((r) => r.content);
    expect(await search("bezoekuur")).toEqual(["De bezoekuren zijn van 14:00 tot 20:00."]);
    expect(await search("laadpaal")).toEqual(["Opladen aan de laadpalen kost 0,35 euro per kWh."]);
    expect(await search("zwembad")).toEqual([]);
  });
});

/**
 * Two embedded databases made and migrated on disk, one after the other: 31 s at load 3 on the
 * 2-core machine, and over the default 60 s in fresh-clone run R22 (2026-11-29, load 9–11), where
 * the test failed on time alone. The work is what the test is about, so it gets the time.
 */
const TWO_ON_DISK_MS = 180_000;

describe("embedded database on disk", () => {
  it("keeps its data across a close and reopen of the same data folder", { timeout: TWO_ON_DISK_MS }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "voicedesk-pglite-"));
    try {
      const first = await openDatabase({ dataDir: dir, url: undefined });
      await first.db.insert(tenants).values({ slug: "persisted", name: "Persisted" });
      await first.close();
      const second = await openDatabase({ dataDir: dir, url: undefined });
      const rows = await second.db.select().from(tenants).where(eq(tenants.slug, "persisted"));
      expect(rows).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
