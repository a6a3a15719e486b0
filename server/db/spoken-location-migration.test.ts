import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, openEmbeddedDatabase, type DatabaseHandle } from ".";

/** Run one checked-in migration file the way the migrator does: statement by statement. */
async function apply(h: DatabaseHandle, file: string) {
  const text = readFileSync(join(MIGRATIONS_FOLDER, file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) if (statement.trim()) await h.pglite!.exec(statement);
}

describe("migration 0004: spoken fields per language", () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await openEmbeddedDatabase("memory://");
    for (const file of ["0000_enable_pgvector.sql", "0001_schema.sql", "0002_seed_default_affinity.sql", "0003_tenant_context_version.sql"])
      await apply(h, file);
  }, 60_000);
  afterAll(() => h?.close());

  it("keeps an existing one-language location under the tenant's default language, and adds the crisis line and telemetry class", async () => {
    const db = h.pglite!;
    const tenants = await db.query<{ id: string }>(
      `INSERT INTO tenants (slug, name, default_language) VALUES ('fr-first', 'CH Testval', 'fr'), ('nl-first', 'AZ Testdal', 'nl') RETURNING id`,
    );
    const [fr, nl] = tenants.rows.map((r) => r.id);
    await db.query(
      `INSERT INTO departments (tenant_id, key, names, specialty, location) VALUES ($1, 'cardio', '{}', 'cardiology', 'deuxième étage'), ($2, 'cardio', '{}', 'cardiology', 'verdieping 2'), ($2, 'neuro', '{}', 'neurology', NULL)`,
      [fr, nl],
    );

    await apply(h, "0004_spoken_fields_and_emergency.sql");

    const rows = await db.query<{ key: string; slug: string; location: unknown }>(
      `SELECT d.key, t.slug, d.location FROM departments d JOIN tenants t ON t.id = d.tenant_id ORDER BY t.slug, d.key`,
    );
    expect(rows.rows).toEqual([
      { key: "cardio", slug: "fr-first", location: { fr: "deuxième étage" } },
      { key: "cardio", slug: "nl-first", location: { nl: "verdieping 2" } },
      { key: "neuro", slug: "nl-first", location: null },
    ]);
    const columns = await db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE (table_name, column_name) IN (('tenants', 'crisis_number'), ('campuses', 'directions'), ('pipeline_telemetry', 'terminal_class')) ORDER BY table_name`,
    );
    expect(columns.rows.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      "campuses.directions",
      "pipeline_telemetry.terminal_class",
      "tenants.crisis_number",
    ]);
  });
});
