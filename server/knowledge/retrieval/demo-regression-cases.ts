/**
 * Retrieval regressions on the demo tenant (AZ Lindenhof): the two traps the reference system fell
 * into, and what callers ask most. Shared by the hashing-embedder file and the e5 file, so both
 * embedders are held to the same cases. `search` is `searchQuestion` (resolver intent + Value
 * Framework), the path the CLI, the admin playground and the answer stage use.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import type { SearchResult } from "./search";

export type DemoSearch = (text: string, lang?: Lang) => Promise<SearchResult>;

export function demoRegressionCases(search: DemoSearch): void {
  const titles = (r: SearchResult, n: number) => r.chunks.slice(0, n).map((c) => c.title);

  describe("trap 1: a wheelchair-entrance question is about access, not reimbursement", () => {
    it.each([
      ["Is de ingang rolstoeltoegankelijk?", "nl"],
      ["Kan ik met mijn rolstoel binnen via de hoofdingang?", "nl"],
      ["Is the entrance wheelchair accessible?", "en"],
    ] as const)("%s → the accessibility page first, the wheelchair-reimbursement page out of the top 3", async (q, lang) => {
      const r = await search(q, lang);
      expect(r.chunks[0]!.title).toMatch(/Toegankelijkheid|Accessib/);
      expect(titles(r, 3).some((t) => /Terugbetaling|[Rr]eimburse/.test(t))).toBe(false);
    });
  });

  describe("trap 2: a parking-price question gets the per-hour tariff, never the per-kWh charging price", () => {
    it.each([
      ["Hoeveel kost parkeren?", "nl"],
      ["Wat is het parkeertarief?", "nl"],
      ["How much does parking cost?", "en"],
    ] as const)("%s → a per-hour parking tariff in the top 3, no unit-mismatch note, no per-kWh chunk above it", async (q, lang) => {
      const r = await search(q, lang);
      const perHour = r.chunks.findIndex((c) => /(per uur|per hour)/i.test(c.content) && /[Pp]ark/.test(c.headingPath));
      expect(perHour).toBeGreaterThanOrEqual(0);
      expect(perHour).toBeLessThan(3);
      expect(r.unitMismatch).toBeNull();
      const perKwh = r.chunks.findIndex((c) => /kWh|kilowatt/i.test(c.content));
      if (perKwh >= 0) expect(perKwh).toBeGreaterThan(perHour);
    });
  });

  describe("what callers ask most finds its page", () => {
    it.each([
      ["Wat zijn de bezoekuren?", "nl", /Bezoekuren/],
      ["Waar kan ik mijn fiets zetten?", "nl", /fiets/i],
      ["Is er wifi?", "nl", /Wifi/i],
      ["Hoe vraag ik een kopie van mijn medisch dossier?", "nl", /dossier/i],
      ["Waar kan ik mijn elektrische auto opladen?", "nl", /[Ll]aden|[Ll]aad/],
      ["Quelles sont les heures de visite ?", "fr", /visite/i],
    ] as const)("%s → its page in the top 3", async (q, lang, page) => {
      const r = await search(q, lang);
      expect(titles(r, 3).some((t) => page.test(t))).toBe(true);
    });
  });
}
