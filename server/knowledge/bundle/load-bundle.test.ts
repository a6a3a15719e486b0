import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeMiniBundle } from "../test-bundle";
import { htmlToText, loadTenantBundle } from ".";

describe("tenant bundle loader", () => {
  it("loads a valid bundle with its pages, hashes and default values", async () => {
    const b = await writeMiniBundle();
    try {
      const r = await loadTenantBundle(b.dir);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.stats).toEqual({ pages: 4, departments: 1, doctors: 1, faq: 1 });
      expect(r.bundle.tenant.phones).toEqual({ helpdesk: "011 30 40 00", emergency: "112", outOfHours: "1733" });
      const parking = r.bundle.pages.find((p) => p.sourcePath === "docs/parkeren.md")!;
      expect(parking.frontMatter).toMatchObject({ title: "Parkeren", lang: "nl", category: "practical" });
      expect(parking.body.startsWith("## Tarieven")).toBe(true);
      expect(parking.contentHash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.bundle.tenant.doctors[0]!.schedule[0]).toEqual({ day: 1, part: "morning", frequency: "weekly" });
    } finally {
      await b.cleanup();
    }
  });

  it("reports every error with its file and path, and returns no bundle", async () => {
    const b = await writeMiniBundle("broken", {
      "docs/no-front-matter.md": "Just text.",
      "docs/bad-lang.md": "---\ntitle: X\nlang: de\n---\nHallo Welt",
      "docs/empty.md": "---\ntitle: Leeg\nlang: nl\n---\n",
      "docs/yaml-error.md": "---\ntitle: [unclosed\nlang: nl\n---\nTekst",
    });
    try {
      const tenant = (await import("node:fs/promises")).readFile(join(b.dir, "tenant.yaml"), "utf8");
      const broken = (await tenant)
        .replace("department: cardiologie\n    schedule", "department: cardio\n    schedule")
        .replace("day: monday", "day: funday")
        .replace('helpdesk: "011 30 40 00"', 'helpdesk: "12"');
      await writeFile(join(b.dir, "tenant.yaml"), broken);
      const r = await loadTenantBundle(b.dir);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      const at = (file: string, path: string) => r.errors.find((e) => e.file === file && e.path === path);
      expect(at("tenant.yaml", "phones.helpdesk")?.message).toMatch(/not a valid phone number/);
      expect(at("tenant.yaml", "doctors[0].schedule[0].day")).toBeDefined();
      expect(at("docs/no-front-matter.md", "")?.message).toMatch(/missing front matter/);
      expect(at("docs/bad-lang.md", "frontmatter.lang")?.message).toMatch(/nl, en, fr, it/);
      expect(at("docs/empty.md", "")?.message).toMatch(/no content/);
      expect(r.errors.find((e) => e.file === "docs/yaml-error.md")).toMatchObject({ path: "line 3", message: expect.stringMatching(/Flow sequence/) });
    } finally {
      await b.cleanup();
    }
  });

  it("checks cross-references: unknown department, campus and symptom targets", async () => {
    const b = await writeMiniBundle("refs");
    try {
      const fs = await import("node:fs/promises");
      const text = (await fs.readFile(join(b.dir, "tenant.yaml"), "utf8"))
        .replace("department: cardiologie\n    schedule", "department: cardio\n    schedule")
        .replace("campus: centrum\n    location", "campus: noord\n    location");
      await fs.writeFile(join(b.dir, "tenant.yaml"), text);
      const r = await loadTenantBundle(b.dir);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.errors).toContainEqual({ file: "tenant.yaml", path: "doctors[0].department", message: 'unknown department "cardio"' });
      expect(r.errors).toContainEqual({ file: "tenant.yaml", path: "departments[0].campus", message: 'unknown campus "noord"' });
    } finally {
      await b.cleanup();
    }
  });

  it("rejects a page in a language the tenant does not support", async () => {
    const b = await writeMiniBundle("lang", { "docs/fr/page.md": "---\ntitle: Parking\nlang: fr\n---\nLe parking coûte deux euros." });
    try {
      const r = await loadTenantBundle(b.dir);
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.errors).toContainEqual({ file: "docs/fr/page.md", path: "frontmatter.lang", message: 'language "fr" is not supported by this tenant' });
    } finally {
      await b.cleanup();
    }
  });

  it("says clearly when tenant.yaml or docs/ is missing", async () => {
    const b = await writeMiniBundle("missing");
    try {
      const fs = await import("node:fs/promises");
      await fs.rm(join(b.dir, "tenant.yaml"));
      await fs.rm(join(b.dir, "docs"), { recursive: true });
      await mkdir(join(b.dir, "other"));
      const r = await loadTenantBundle(b.dir);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.errors).toContainEqual({ file: "tenant.yaml", path: "", message: "cannot read: ENOENT" });
        expect(r.errors.some((e) => e.file === "docs/")).toBe(true);
      }
    } finally {
      await b.cleanup();
    }
  });
});

describe("HTML pages", () => {
  it("keep their headings, paragraphs, lists and tables as Markdown-like text", () => {
    const text = htmlToText(`<html><head><style>p{}</style><script>alert(1)</script></head><body>
      <h1>Parkeren</h1><p>Tarief: &euro; 2,50 per uur.</p><h2>Betalen</h2><ul><li>Bankkaart</li><li>Contactloos</li></ul>
      <table><tr><th>Campus</th><th>Parking</th></tr><tr><td>Lindenhof</td><td>P1</td></tr></table></body></html>`);
    expect(text).toContain("# Parkeren");
    expect(text).toContain("## Betalen");
    expect(text).toContain("€ 2,50 per uur");
    expect(text).toMatch(/- Bankkaart/);
    expect(text).toMatch(/Lindenhof/);
    expect(text).not.toContain("alert");
    expect(text).not.toContain("p{}");
  });

  it("drops breadcrumb trails outside <nav> (they were spoken as sentences), and keeps sentences with an arrow in them", () => {
    const text = htmlToText(`<body><div class="breadcrumb">Home › Per i cittadini › Parcheggi</div>
      <ol aria-label="Kruimelpad"><li>Home</li><li>Bezoek</li></ol>
      <div>Accueil » Visiteurs » Heures de visite</div>
      <h1>Parcheggi</h1><p>Il parcheggio P2 costa 1 euro all'ora.</p>
      <p>Volg de borden › Spoed › Ingang B.</p><p>Home › Bezoek</p></body>`);
    expect(text).not.toContain("Per i cittadini");
    expect(text).not.toMatch(/- Home|- Bezoek/);
    expect(text).not.toContain("Heures de visite");
    expect(text).toContain("# Parcheggi");
    expect(text).toContain("Il parcheggio P2 costa 1 euro all'ora.");
    // A sentence (it ends with a full stop) and a two-part line are not trails.
    expect(text).toContain("Volg de borden › Spoed › Ingang B.");
    expect(text).toContain("Home › Bezoek");
  });

  it("says a definition list's term with each of its descriptions, so the hours keep their days and a ward's hours its ward", () => {
    const text = htmlToText(`<body><dl><dt>Dal lunedì al venerdì</dt><dd>7.00 – 19.00</dd><dt>Sabato e domenica</dt><dd>8.00 – 14.00</dd></dl>
      <dl><div><dt>Intensive care</dt><dd>11.00 - 11.30 uur.</dd></div><dt>Posso restare di notte?</dt><dd>Sì, con il permesso.</dd><dt>Alleen een term</dt>
      <dt>Ostetricia</dt><dd>Il partner: ore 8.00–21.00. Altri visitatori: ore 15.30–17.00.</dd></dl></body>`);
    expect(text.split("\n\n")).toEqual([
      "Dal lunedì al venerdì: 7.00 – 19.00",
      "Sabato e domenica: 8.00 – 14.00",
      "Intensive care: 11.00 - 11.30 uur.",
      "Posso restare di notte? Sì, con il permesso.",
      "Alleen een term",
      "Ostetricia: Il partner: ore 8.00–21.00. Ostetricia: Altri visitatori: ore 15.30–17.00.",
    ]);
  });

  it("drops a trail written with slashes, and keeps slashes between times or words", () => {
    const text = htmlToText(`<body><p class="crumbs">Home / Bezoekers / Bezoekuren</p>
      <p>Bezoek van 14u tot 20u.</p><p>Lijn 1 / 2 / 3</p><p>Ouders / grootouders / vrienden welkom</p></body>`);
    expect(text).not.toContain("Home / Bezoekers");
    expect(text).toContain("Bezoek van 14u tot 20u.");
    expect(text).toContain("Lijn 1 / 2 / 3");
    expect(text).toContain("Ouders / grootouders / vrienden welkom");
  });
});
