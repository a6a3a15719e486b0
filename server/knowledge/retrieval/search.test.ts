import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { categoryMismatchTelemetry } from "~/server/db/schema";
import { captureLogs } from "~/lib/logger";
import { loadTaxonomy } from "~/server/taxonomy/load-taxonomy";
import { loadTenantBundle } from "../bundle";
import { createLocalEmbedder } from "../embedding";
import { ingestBundle } from "../ingest";
import { writeMiniBundle } from "../test-bundle";
import { nearestChunkSimilarity } from "./hybrid";
import { searchKnowledge, type SearchRequest } from ".";

describe("hybrid retrieval with the Value Framework (mini bundle)", () => {
  let h: DatabaseHandle;
  const embedder = createLocalEmbedder();
  let mini: string;
  let other: string;
  beforeAll(async () => {
    h = await createTestDatabase();
    for (const [slug, pages] of [
      ["mini", {}],
      [
        "other",
        {
          "docs/parkeren.md": null,
          "docs/bezoek.md":
            "---\ntitle: Bezoek Other\nlang: nl\n---\n## Bezoekuren\nBij Other is bezoek welkom van 10.00 tot 11.00 uur, elke dag van de week.\n",
        },
      ],
    ] as const) {
      const b = await writeMiniBundle(slug, pages);
      const r = await loadTenantBundle(b.dir);
      await b.cleanup();
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      const stats = await ingestBundle(h.db, r.bundle, embedder);
      if (slug === "mini") mini = stats.tenantId;
      else other = stats.tenantId;
    }
  });
  afterAll(() => h.close());

  const req = (text: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({
    tenantId: mini,
    tenantSlug: "mini",
    lang: "nl",
    text,
    intent: "navigation_or_practical_info",
    ...extra,
  });

  it("ranks the section that answers the question first", async () => {
    const r = await searchKnowledge(h.db, embedder, req("Wat zijn de bezoekuren op intensieve zorg?"));
    expect(r.chunks[0]!.headingPath).toBe("Bezoekuren › Intensieve zorg");
    expect(r.primaryCategory).toBe("practical");
    expect(r.chunks[0]!.score).toBeCloseTo(r.chunks[0]!.rawScore * r.chunks[0]!.affinity, 6);
  });

  it("stays inside the tenant and the language", async () => {
    const r = await searchKnowledge(h.db, embedder, req("bezoekuren"));
    expect(r.chunks.some((c) => c.title === "Bezoek Other")).toBe(false);
    expect(r.chunks.every((c) => c.lang === "nl")).toBe(true);
    const theirs = await searchKnowledge(h.db, embedder, req("bezoekuren", { tenantId: other, tenantSlug: "other" }));
    expect(theirs.chunks[0]!.title).toBe("Bezoek Other");
    const en = await searchKnowledge(h.db, embedder, req("visiting hours", { lang: "en" }));
    expect(en.chunks.map((c) => c.title)).toEqual(["Visiting hours"]);
  });

  it("with crossLanguage, the same search also brings the nearest chunks of the tenant's other languages", async () => {
    const asked = await searchKnowledge(h.db, embedder, req("visiting hours", { crossLanguage: true }));
    expect(asked.foreign.map((c) => c.title)).toContain("Visiting hours");
    expect(asked.foreign.every((c) => c.lang !== "nl")).toBe(true);
    expect(asked.foreign.some((c) => c.title === "Bezoek Other")).toBe(false);
    expect(asked.chunks.every((c) => c.lang === "nl")).toBe(true);
    const notAsked = await searchKnowledge(h.db, embedder, req("visiting hours"));
    expect(notAsked.foreign).toEqual([]);
  });

  it("measures how near each page language comes, so each is judged against its own noise level", async () => {
    const asked = await searchKnowledge(h.db, embedder, req("visiting hours", { crossLanguage: true }));
    const byLang = asked.reach!.nearestByLang;
    expect(Object.keys(byLang).sort()).toEqual(["en", "nl"]);
    expect(asked.reach!.nearest).toBe(Math.max(byLang.en!, byLang.nl!));
    // The same nearest English chunk as the noise measurement finds it, one language at a time.
    expect(await nearestChunkSimilarity(h.db, mini, asked.queryVector!, "en")).toBeCloseTo(byLang.en!, 5);
    expect(await nearestChunkSimilarity(h.db, mini, asked.queryVector!, "nl")).toBeCloseTo(byLang.nl!, 5);
    expect(await nearestChunkSimilarity(h.db, mini, asked.queryVector!, "it")).toBeNull();
    expect(await nearestChunkSimilarity(h.db, mini, asked.queryVector!)).toBeCloseTo(asked.reach!.nearest, 5);
  });

  it("surfaces the per-hour tariff for a parking-price question, with no unit-mismatch note", async () => {
    const r = await searchKnowledge(h.db, embedder, req("Hoeveel kost parkeren?"));
    expect(r.chunks[0]!.content).toContain("per uur");
    expect(r.unitMismatch).toBeNull();
  });

  it("raises the unit-mismatch note when only the per-kWh tariff matches", async () => {
    const r = await searchKnowledge(h.db, embedder, req("Hoeveel kost parkeren?", { tenantId: other, tenantSlug: "other" }));
    expect(r.unitMismatch).toMatchObject({ askedUnit: "per_hour", foundUnit: "per_kwh" });
  });

  it("injects the department's doctor list from the taxonomy when a department is resolved", async () => {
    const t = await loadTaxonomy(h.db, "mini");
    const r = await searchKnowledge(
      h.db,
      embedder,
      req("Welke artsen werken op cardiologie?", { department: t.departments[0], taxonomy: t, intent: "doctor_information" }),
    );
    expect(r.chunks[0]).toMatchObject({ source: "taxonomy", id: "taxonomy:department:cardiologie:doctors" });
    expect(r.chunks[0]!.content).toBe("Artsen van de dienst cardiologie: Dr. Jan Peeters. Locatie: verdieping 2, route 42.");
  });

  it("writes one category_mismatch_telemetry row per retrieval, with a redacted preview", async () => {
    const before = (await h.db.select().from(categoryMismatchTelemetry)).length;
    await searchKnowledge(h.db, embedder, req("Ik ben Jan Peeters, bel me op 0470 12 34 56 over parkeren"));
    const rows = await h.db.select().from(categoryMismatchTelemetry);
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row.queryPreview).not.toContain("0470");
    expect(row).toMatchObject({ intentClass: "navigation_or_practical_info", primaryCategory: "practical" });
    expect(row.chunksTotal).toBeGreaterThan(0);
  });

  it("still answers when the telemetry write fails, and says so in the log", async () => {
    const logs = captureLogs();
    try {
      // A conversation id that does not exist violates the foreign key: the insert fails.
      const r = await searchKnowledge(h.db, embedder, req("parkeren", { conversationId: "00000000-0000-0000-0000-000000000000" }));
      expect(r.chunks.length).toBeGreaterThan(0);
      expect(logs.events("category_mismatch_telemetry_failed")).toHaveLength(1);
    } finally {
      logs.restore();
    }
  });

  it("logs the size of every returned list", async () => {
    const logs = captureLogs();
    try {
      const r = await searchKnowledge(h.db, embedder, req("parkeren"));
      const [done] = logs.events("search_done");
      expect(done).toMatchObject({ returned: r.chunks.length, tenant: "mini" });
      expect(typeof done!.vector).toBe("number");
      expect(typeof done!.text).toBe("number");
    } finally {
      logs.restore();
    }
  });

  it("reports an empty corpus instead of pretending nothing matched", async () => {
    const logs = captureLogs();
    try {
      const r = await searchKnowledge(h.db, embedder, req("parkeren", { tenantId: "00000000-0000-0000-0000-000000000001", tenantSlug: "nobody" }));
      expect(r.corpusEmpty).toBe(true);
      expect(logs.events("search_corpus_empty")).toHaveLength(1);
    } finally {
      logs.restore();
    }
  });
});
