import { describe, expect, it } from "vitest";
import { chunkPage } from "~/server/knowledge/chunking/chunk-page";
import { markdownTablesAsRows } from "./markdown-tables";
import { parsePage, type BundleError } from ".";

const VISITING = [
  "# Bezoekuren",
  "",
  "Hieronder vindt u de bezoekuren per afdeling.",
  "",
  "| Afdeling | Maandag tot vrijdag | Weekend |",
  "|---|:---:|--:|",
  "| Verpleegafdelingen | 14u - 20u | 11u - 20u |",
  "|Intensieve zorg|11u30 - 12u|11u30 - 12u|",
  "",
  "Maximaal twee bezoekers tegelijk.",
].join("\n");

describe("Markdown pipe tables", () => {
  it("become one row per paragraph, as an HTML table's rows do, without the delimiter row", () => {
    const paragraphs = markdownTablesAsRows(VISITING)
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    expect(paragraphs).toEqual([
      "# Bezoekuren",
      "Hieronder vindt u de bezoekuren per afdeling.",
      "| Afdeling | Maandag tot vrijdag | Weekend |",
      "| Verpleegafdelingen | 14u - 20u | 11u - 20u |",
      "| Intensieve zorg | 11u30 - 12u | 11u30 - 12u |",
      "Maximaal twee bezoekers tegelijk.",
    ]);
  });

  it("keep an escaped pipe inside a cell", () => {
    expect(markdownTablesAsRows("| Lijn | Halte |\n| --- | --- |\n| 69 \\| 68 | Station |")).toContain("| 69 | 68 | Station |");
  });

  it("leave alone what is not a table: pipes without a delimiter row, a rule under a line, pipes inside a sentence", () => {
    const notTables = [
      "| Bus 69 | elk half uur |\n| Bus 68 | elk uur |",
      "| Parkeren |\n---\nEerste half uur gratis.",
      "Kies bus 69 | 68 aan het station.\n|---|---|",
      "Tekst\n\n---\n\nMeer tekst",
    ];
    for (const text of notTables) expect(markdownTablesAsRows(text)).toBe(text);
  });

  it("reach the chunker as table rows: a chunk's table rows keep their header, and no row is a run-on of the next", () => {
    const errors: BundleError[] = [];
    const page = parsePage("docs/bezoek.md", `---\ntitle: Bezoekuren\nurl: https://x.example/bezoek\nlang: nl\n---\n${VISITING}\n`, errors);
    expect(errors).toEqual([]);
    const [chunk] = chunkPage({ title: "Bezoekuren", lang: "nl", body: page!.body });
    const paragraphs = chunk!.content.split("\n\n");
    expect(paragraphs).toContain("| Intensieve zorg | 11u30 - 12u | 11u30 - 12u |");
    expect(chunk!.content).not.toMatch(/---/);
    expect(paragraphs.filter((p) => p.startsWith("|")).every((p) => !p.includes("\n"))).toBe(true);
  });
});
