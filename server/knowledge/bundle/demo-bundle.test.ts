import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { loadTenantBundle, type LoadResult, type TenantBundle } from "./load-bundle";

/** The fictional demo hospital "AZ Lindenhof" must always load cleanly: it is the fixture for retrieval and taxonomy tests. */
const DIR = fileURLToPath(new URL("../../../tenant_overlays/lindenhof", import.meta.url));

describe("demo tenant bundle: AZ Lindenhof", () => {
  let result: LoadResult;
  let bundle: TenantBundle;

  beforeAll(async () => {
    result = await loadTenantBundle(DIR);
    if (result.ok) bundle = result.bundle;
  });

  it("loads without a single error", () => {
    const errors = result.ok ? [] : result.errors.map((e) => `${e.file} ${e.path}: ${e.message}`);
    expect(result.ok, `bundle errors:\n${errors.join("\n")}`).toBe(true);
  });

  it("has enough pages, departments and doctors", () => {
    expect(bundle.pages.length).toBeGreaterThanOrEqual(40);
    expect(bundle.tenant.departments.length).toBeGreaterThanOrEqual(8);
    expect(bundle.tenant.doctors.length).toBeGreaterThanOrEqual(25);
  });

  it("cardiology has at least five doctors, one of them a professor", () => {
    const cardio = bundle.tenant.doctors.filter((d) => d.department === "cardiologie");
    expect(cardio.length).toBeGreaterThanOrEqual(5);
    expect(cardio.some((d) => d.title === "Prof. Dr.")).toBe(true);
  });

  it("has two doctors with the same last name in different departments (disambiguation)", () => {
    const byLast = new Map<string, Set<string>>();
    for (const d of bundle.tenant.doctors) byLast.set(d.lastName, (byLast.get(d.lastName) ?? new Set()).add(d.department));
    expect([...byLast.values()].some((depts) => depts.size >= 2)).toBe(true);
  });

  it("has pages in all four languages, Dutch the majority", () => {
    const perLang = new Map<string, number>();
    for (const p of bundle.pages) perLang.set(p.frontMatter.lang, (perLang.get(p.frontMatter.lang) ?? 0) + 1);
    for (const lang of ["nl", "en", "fr", "it"]) expect(perLang.get(lang) ?? 0, `pages in ${lang}`).toBeGreaterThan(0);
    expect(perLang.get("nl")!).toBeGreaterThan(bundle.pages.length / 2);
  });

  it("holds both retrieval trap pairs: wheelchair access vs reimbursement, parking per hour vs charging per kWh", () => {
    const page = (path: string) => {
      const p = bundle.pages.find((x) => x.sourcePath === path);
      expect(p, `missing page ${path}`).toBeDefined();
      return p!;
    };
    const access = page("docs/praktisch/toegankelijkheid.md");
    const refund = page("docs/facturatie/rolstoel-terugbetaling.md");
    expect(access.body).toContain("de hoofdingang is rolstoeltoegankelijk via een hellend vlak links van de draaideur");
    expect(access.body).not.toMatch(/ziekenfonds|terugbetal/i);
    expect(refund.body.match(/rolstoel/gi)?.length ?? 0).toBeGreaterThanOrEqual(5);
    expect(refund.body).not.toMatch(/ingang|hellend vlak|toegankelijk/i);
    const parking = page("docs/praktisch/parkeren.md");
    const charging = page("docs/praktisch/laadpalen.md");
    expect(parking.body).toContain("per uur");
    expect(parking.body).not.toContain("kWh");
    expect(charging.body).toContain("kWh");
    expect(charging.body).not.toContain("per uur");
    expect(page("docs/en/parking.md").body).toContain("per hour");
    expect(page("docs/en/ev-charging.md").body).toContain("kWh");
    page("docs/en/accessibility.md");
  });

  it("every FAQ topic exists in Dutch, the default language", () => {
    const nl = new Set(bundle.tenant.faq.filter((f) => f.lang === "nl").map((f) => f.key));
    for (const f of bundle.tenant.faq) expect(nl.has(f.key), `faq key "${f.key}" (${f.lang}) has no nl entry`).toBe(true);
  });

  it("HTML pages are converted to heading-structured text", () => {
    const html = bundle.pages.filter((p) => p.format === "html");
    expect(html.length).toBeGreaterThanOrEqual(3);
    for (const p of html) {
      expect(p.body).toMatch(/^## /m);
      expect(p.body).not.toMatch(/<[a-z]/i);
    }
  });

  it("never contains dosages or bracketed citation markers", () => {
    for (const p of bundle.pages) {
      expect(p.body, p.sourcePath).not.toMatch(/\b\d+\s*(mg|ml|µg)\b|\btablet(ten)?\b/i);
      expect(p.body, p.sourcePath).not.toMatch(/\[\d+\]/);
    }
  });
});
