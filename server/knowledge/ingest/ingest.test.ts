import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { corpusEmbeddings, documentChunks, documents, doctors, faqEntries } from "~/server/db/schema";
import { loadTaxonomy } from "~/server/taxonomy/load-taxonomy";
import { loadTenantBundle, type TenantBundle } from "../bundle";
import { createLocalEmbedder, EmbeddingMismatchError, type Embedder } from "../embedding";
import { searchKnowledge } from "../retrieval";
import { MINI_PAGES, writeMiniBundle } from "../test-bundle";
import { ingestBundle } from ".";

async function bundleWith(pages: Record<string, string | null> = {}): Promise<TenantBundle> {
  const b = await writeMiniBundle("mini", pages);
  const r = await loadTenantBundle(b.dir);
  await b.cleanup();
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.bundle;
}

/** Same vectors, another name: what switching EMBEDDING_MODEL looks like to the corpus. */
const otherModel = (): Embedder => ({ ...createLocalEmbedder(), model: "text-embedding-3-large" });

describe("ingestion", () => {
  let h: DatabaseHandle;
  const embedder = createLocalEmbedder();
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(() => h.close());

  it("imports pages as chunks with language, category, heading path and the embedding model", async () => {
    const progress: number[] = [];
    const stats = await ingestBundle(h.db, await bundleWith(), embedder, { onProgress: (p) => progress.push(p.done) });
    expect(stats.pages).toMatchObject({ total: 4, added: 4, unchanged: 0 });
    expect(progress).toEqual([1, 2, 3, 4]);
    const rows = await h.db.select().from(documentChunks).where(eq(documentChunks.tenantId, stats.tenantId));
    expect(rows).toHaveLength(stats.chunks.total);
    const icu = rows.find((r) => r.headingPath === "Bezoekuren › Intensieve zorg")!;
    expect(icu.lang).toBe("nl");
    expect(icu.category).toBe("practical");
    expect(icu.embeddingModel).toBe("local-hash-v3");
    expect(icu.embeddingDim).toBe(1024);
    expect(rows.find((r) => r.headingPath.startsWith("Visiting hours"))!.lang).toBe("en");
    const [corpus] = await h.db.select().from(corpusEmbeddings).where(eq(corpusEmbeddings.tenantId, stats.tenantId));
    expect(corpus).toMatchObject({ model: "local-hash-v3", dimension: 1024, chunkCount: rows.length });
  });

  it("imports the taxonomy from tenant.yaml", async () => {
    const t = await loadTaxonomy(h.db, "mini");
    expect(t.tenant).toMatchObject({ name: "AZ Mini mini", helpdeskPhone: "011 30 40 00", defaultLanguage: "nl" });
    expect(t.departments.map((d) => d.key)).toEqual(["cardiologie"]);
    expect(t.doctors[0]).toMatchObject({
      lastName: "Peeters",
      departmentKey: "cardiologie",
      schedule: [{ weekday: 1, partOfDay: "morning", frequency: "weekly" }],
    });
    expect(t.symptoms).toEqual([{ lang: "nl", term: "hartkloppingen", departmentKey: "cardiologie" }]);
    expect(t.faq).toHaveLength(1);
  });

  it("is idempotent: re-ingesting the same bundle changes nothing", async () => {
    const before = await h.db.select({ id: documentChunks.id }).from(documentChunks);
    const stats = await ingestBundle(h.db, await bundleWith(), embedder);
    expect(stats.pages).toMatchObject({ added: 0, updated: 0, unchanged: 4, removed: 0 });
    expect(stats.chunks.written).toBe(0);
    const after = await h.db.select({ id: documentChunks.id }).from(documentChunks);
    expect(after.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());
    expect(await h.db.select().from(doctors)).toHaveLength(1);
    expect(await h.db.select().from(faqEntries)).toHaveLength(1);
  });

  it("replaces the chunks of a changed page and removes a page that left the bundle", async () => {
    const changed = MINI_PAGES["docs/parkeren.md"]!.replace("€ 2,50 per uur", "€ 3,00 per uur");
    const stats = await ingestBundle(h.db, await bundleWith({ "docs/parkeren.md": changed, "docs/en/visiting.md": null }), embedder);
    expect(stats.pages).toMatchObject({ total: 3, updated: 1, unchanged: 2, removed: 1 });
    const texts = (await h.db.select({ content: documentChunks.content }).from(documentChunks)).map((r) => r.content).join("\n");
    expect(texts).toContain("€ 3,00 per uur");
    expect(texts).not.toContain("€ 2,50 per uur");
    expect(texts).not.toContain("Visitors are welcome");
    expect((await h.db.select().from(documents)).map((d) => d.sourcePath).sort()).toEqual(["docs/bezoek.md", "docs/laden.md", "docs/parkeren.md"]);
  });

  it("refuses a query embedded with another model loudly, naming both and the fix", async () => {
    const t = await loadTaxonomy(h.db, "mini");
    const [tenant] = await h.db.select({ tenantId: corpusEmbeddings.tenantId }).from(corpusEmbeddings);
    const req = { tenantId: tenant!.tenantId, tenantSlug: t.tenant.slug, lang: "nl" as const, text: "parkeren" };
    const err = await searchKnowledge(h.db, otherModel(), req).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbeddingMismatchError);
    expect(String(err)).toMatch(/local-hash-v3 \(1024-d\).*text-embedding-3-large \(1024-d\).*Re-ingest/);
    const otherDimension: Embedder = { ...createLocalEmbedder(256) };
    await expect(searchKnowledge(h.db, otherDimension, req)).rejects.toThrow(/1024-d\) but queries use local-hash-v3 \(256-d\)/);
  });

  it("re-embeds the whole corpus when the embedder changes, never mixing models", async () => {
    const stats = await ingestBundle(h.db, await bundleWith(), otherModel());
    expect(stats.reembedded).toBe(true);
    expect(stats.pages.added).toBe(4);
    const models = new Set((await h.db.select({ m: documentChunks.embeddingModel }).from(documentChunks)).map((r) => r.m));
    expect([...models]).toEqual(["text-embedding-3-large"]);
  });
});
