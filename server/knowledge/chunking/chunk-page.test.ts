import { describe, expect, it } from "vitest";
import { chunkPage, MAX_CHUNK_WORDS } from "./chunk-page";

const para = (word: string, n: number) => Array.from({ length: n }, (_, i) => `${word}${i}`).join(" ") + ".";

describe("heading-aware chunking", () => {
  it("keeps each section in its own chunk with the heading path", () => {
    const body = [
      "## Algemene bezoekuren",
      "Bezoek is welkom elke dag van 14.00 tot 20.00 uur op alle verpleegafdelingen van het ziekenhuis.",
      "## Intensieve zorg",
      "Op intensieve zorg is bezoek beperkt tot twee personen tussen 15.00 en 16.00 uur, in overleg met de verpleging.",
    ].join("\n");
    const chunks = chunkPage({ title: "Bezoekuren", lang: "nl", body });
    expect(chunks.map((c) => c.headingPath)).toEqual(["Bezoekuren › Algemene bezoekuren", "Bezoekuren › Intensieve zorg"]);
    expect(chunks[0]!.content).not.toContain("intensieve zorg");
    expect(chunks[1]!.content).toContain("twee personen");
  });

  it("a chunk that starts inside a table starts with the table's column names", () => {
    const rows = Array.from({ length: 24 }, (_, i) => `| Ward ${i} | every day from 1${i % 10}:00 to 20:00 | every day from 13:30 to 19:30 |`);
    const body = ["## Hours", "| Ward | Site North | Site South |", ...rows].join("\n\n");
    const chunks = chunkPage({ title: "Visiting", lang: "en", body });
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    for (const c of chunks) expect(c.content.startsWith("| Ward | Site North | Site South |")).toBe(true);
    // Every row is still in exactly one chunk.
    for (const r of rows) expect(chunks.filter((c) => c.content.includes(r))).toHaveLength(1);
  });

  it("nests sub-headings under their parent and drops an H1 that repeats the title", () => {
    const body = "# Parkeren\n## Tarieven\n### Bezoekers\nBezoekers betalen aan de automaat bij de uitgang van de parking met bankkaart of contactloos.";
    const [chunk] = chunkPage({ title: "Parkeren", lang: "nl", body });
    expect(chunk!.headingPath).toBe("Parkeren › Tarieven › Bezoekers");
  });

  it("splits an over-long section on paragraph and sentence boundaries", () => {
    const body = `## Lang\n${para("woord", 150)}\n\n${para("ander", 150)}\n\n${Array.from({ length: 30 }, (_, i) => `Zin nummer ${i} gaat over de parking en de ingang van het ziekenhuis.`).join(" ")}`;
    const chunks = chunkPage({ title: "Lang", lang: "nl", body });
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const c of chunks) expect(c.tokenCount).toBeLessThanOrEqual(MAX_CHUNK_WORDS);
    expect(chunks.every((c) => c.headingPath === "Lang › Lang")).toBe(true);
  });

  it("splits an over-long paragraph only where a sentence ends, never after a title", () => {
    const sentence = (i: number) => `Dr. Peeters en Prof. Dr. A. Claes zien patiënten nummer ${i} op verdieping 2 van campus Lindenhof, route 42.`;
    const body = `## Team\n${Array.from({ length: 24 }, (_, i) => sentence(i)).join(" ")}`;
    const chunks = chunkPage({ title: "Cardiologie", lang: "nl", body });
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    for (const c of chunks) {
      expect(c.tokenCount).toBeLessThanOrEqual(MAX_CHUNK_WORDS);
      expect(c.content).toMatch(/^Dr\. Peeters/);
      expect(c.content).toMatch(/route 42\.$/);
    }
  });

  it("merges a heading with only a line under it into the next section, losing no text", () => {
    const body = "## Kort\nZie hieronder.\n## Inhoud\nDe cafetaria op het gelijkvloers is open van maandag tot vrijdag van acht tot achttien uur.";
    const chunks = chunkPage({ title: "Cafetaria", lang: "nl", body });
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.content).toContain("Zie hieronder.");
    expect(chunks[0]!.content).toContain("gelijkvloers");
  });

  it("a table that fits in one chunk is not cut: it starts the next chunk", () => {
    const intro = para("intro", 120);
    const rows = Array.from({ length: 8 }, (_, i) => `| Ward ${i} | from 14:00 to 20:00 | from 13:30 to 19:30 |`);
    const body = ["## Hours", intro, "| Ward | Site North | Site South |", ...rows].join("\n\n");
    const chunks = chunkPage({ title: "Visiting", lang: "en", body });
    expect(chunks).toHaveLength(2);
    expect(chunks[0]!.content).toBe(intro);
    expect(chunks[1]!.content.split("\n\n")).toEqual(["| Ward | Site North | Site South |", ...rows]);
  });

  it("judges a chunk's language on its prose, not on its table rows", () => {
    const rows = [
      "| Service | Site Notre-Dame | Site Bois-Joli |",
      "| Revalidation | pas de revalidation | en semaine de 16:00 à 20:00, le week-end de 11:00 à 20:00 |",
    ];
    const [chunk] = chunkPage({ title: "Heures de visite", lang: "fr", body: rows.join("\n\n") });
    expect(chunk!.lang).toBe("fr");
  });

  it("detects the language per chunk, falling back to the page language on short text", () => {
    const body = [
      "## Nederlands",
      "De bezoekuren zijn elke dag van twee tot acht uur en u kunt altijd bij het onthaal terecht met uw vragen over het bezoek.",
      "## English",
      "Visitors are welcome every day from two to eight in the evening and the reception desk will answer all of your questions.",
      "## Kort",
      "OK, tot straks en bedankt voor uw bezoek.",
    ].join("\n");
    const chunks = chunkPage({ title: "Bezoek", lang: "nl", body });
    expect(chunks.map((c) => c.lang)).toEqual(["nl", "en", "nl"]);
  });

  it("gives identical input identical content hashes and changed text a new hash", () => {
    const page = { title: "T", lang: "nl" as const, body: "## A\nEen zin die lang genoeg is om een eigen stuk tekst te vormen in deze test." };
    const a = chunkPage(page);
    const b = chunkPage(page);
    const c = chunkPage({ ...page, body: page.body.replace("Een", "Nog een") });
    expect(a[0]!.contentHash).toBe(b[0]!.contentHash);
    expect(c[0]!.contentHash).not.toBe(a[0]!.contentHash);
  });
});
