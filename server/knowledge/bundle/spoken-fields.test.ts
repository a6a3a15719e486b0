import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { captureLogs } from "~/lib/logger";
import type { DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { loadTaxonomy } from "~/server/taxonomy/load-taxonomy";
import { writeMiniBundle } from "../test-bundle";
import { loadTenantBundle, spokenGaps } from ".";

const DEMO = fileURLToPath(new URL("../../../tenant_overlays/lindenhof", import.meta.url));

async function loadEdited(edit: (yaml: string) => string) {
  const b = await writeMiniBundle("spoken");
  try {
    const path = join(b.dir, "tenant.yaml");
    await writeFile(path, edit(await readFile(path, "utf8")));
    return await loadTenantBundle(b.dir);
  } finally {
    await b.cleanup();
  }
}

describe("spoken free-text fields are per language in the bundle", () => {
  it("reads a plain-string location as the default language and warns at load that English lacks it", async () => {
    const logs = captureLogs();
    try {
      const r = await loadEdited((y) => y);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.bundle.tenant.departments[0]!.location).toEqual({ nl: "verdieping 2, route 42" });
      expect(spokenGaps(r.bundle.tenant)).toEqual([
        { lang: "en", field: "department.location", key: "cardiologie" },
        { lang: "en", field: "faq.answer", key: "wifi" },
      ]);
      expect(logs.events("bundle_spoken_fields_missing")[0]).toMatchObject({ level: 40, slug: "spoken", gaps: 2, perLang: { nl: 0, en: 2 } });
    } finally {
      logs.restore();
    }
  });

  it("accepts a location per language and refuses one in a language the tenant does not support", async () => {
    const perLang = await loadEdited((y) =>
      y.replace("location: verdieping 2, route 42", 'location: { nl: "verdieping 2, route 42", en: "second floor, route 42" }'),
    );
    expect(perLang.ok && perLang.bundle.tenant.departments[0]!.location).toEqual({ nl: "verdieping 2, route 42", en: "second floor, route 42" });
    const unsupported = await loadEdited((y) => y.replace("location: verdieping 2, route 42", 'location: { nl: "verdieping 2", fr: "deuxième étage" }'));
    expect(unsupported.ok).toBe(false);
    if (!unsupported.ok)
      expect(unsupported.errors).toContainEqual({
        file: "tenant.yaml",
        path: "departments[0].location.fr",
        message: 'language "fr" is not supported by this tenant',
      });
  });

  it("takes an optional crisis line in phones, checked like every phone number", async () => {
    const none = await loadEdited((y) => y);
    expect(none.ok && none.bundle.tenant.phones.crisis).toBeUndefined();
    const set = await loadEdited((y) => y.replace('phones: { helpdesk: "011 30 40 00" }', 'phones: { helpdesk: "011 30 40 00", crisis: "1813" }'));
    expect(set.ok && set.bundle.tenant.phones.crisis).toBe("1813");
    const bad = await loadEdited((y) => y.replace('phones: { helpdesk: "011 30 40 00" }', 'phones: { helpdesk: "011 30 40 00", crisis: "18" }'));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.find((e) => e.path === "phones.crisis")?.message).toMatch(/not a valid phone number/);
  });

  it("takes the line's inbound numbers in E.164 only, naming the entry that is not", async () => {
    const set = await loadEdited((y) =>
      y.replace('phones: { helpdesk: "011 30 40 00" }', 'phones: { helpdesk: "011 30 40 00", inbound: ["+3211000000", "+3289000000"] }'),
    );
    expect(set.ok && set.bundle.tenant.phones.inbound).toEqual(["+3211000000", "+3289000000"]);
    for (const wrong of ["011 00 00 00", "+32 11 00 00 00", "+3200"]) {
      const bad = await loadEdited((y) =>
        y.replace('phones: { helpdesk: "011 30 40 00" }', `phones: { helpdesk: "011 30 40 00", inbound: ["+3211000000", "${wrong}"] }`),
      );
      expect(bad.ok, wrong).toBe(false);
      if (!bad.ok) expect(bad.errors.find((e) => e.path === "phones.inbound[1]")?.message, wrong).toMatch(/not an E\.164 phone number/);
    }
  });

  it("the demo bundle fills every spoken field in all four languages and sets Belgium's crisis line", async () => {
    const r = await loadTenantBundle(DEMO);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(spokenGaps(r.bundle.tenant)).toEqual([]);
    expect(r.bundle.tenant.phones.crisis).toBe("1813");
    for (const d of r.bundle.tenant.departments) expect(Object.keys(d.location ?? {}).sort(), d.key).toEqual([...LANGUAGES].sort());
    for (const c of r.bundle.tenant.campuses) expect(Object.keys(c.directions ?? {}).sort(), c.key).toEqual([...LANGUAGES].sort());
    const cardio = r.bundle.tenant.departments.find((d) => d.key === "cardiologie")!;
    expect(cardio.location).toMatchObject({ en: "second floor, route 42", fr: "deuxième étage, route 42", it: "secondo piano, route 42" });
  });
});

describe("spoken fields through the database", () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createDemoDatabase();
  }, 120_000);
  afterAll(() => h?.close());

  it("reach the taxonomy per language: locations, campus directions and the crisis line", async () => {
    const t = await loadTaxonomy(h.db, "lindenhof");
    expect(t.tenant.crisisNumber).toBe("1813");
    expect(t.departments.find((d) => d.key === "spoed")!.location).toMatchObject({ en: "ground floor, route 1, with its own entrance on Lindenhoflaan" });
    expect(t.campuses.find((c) => c.key === "maasland")!.directions?.it).toBe(
      "Il campus si trova lungo il Maaskaai, a cinque minuti a piedi dalla stazione di Stokerveld.",
    );
  });
});
