/**
 * Upgrading a database that is already in service: a hospital's database sits at an earlier set of
 * migrations, with calls in it, and the new release migrates it at start. Run on the run's engine
 * (PostgreSQL 18 + pgvector by default).
 *
 * "The previous release" is the checked-in migrations less the newest one; the schema check also
 * starts from every earlier point, so an upgrade path that only works from empty is caught.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "~/testkit/db/test-database";
import { operationsDashboard } from "~/server/operations/dashboard";
import { MIGRATIONS_FOLDER, migrateDatabase, queryRows, type DatabaseHandle, type Db } from ".";
import { conversationMessages, conversations, tenants } from "./schema";

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}
const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as Journal;

const scratch = mkdtempSync(join(tmpdir(), "voicedesk-migrations-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the migrations folder whose journal stops after the first `count` migrations. */
function firstMigrations(count: number): string {
  const dir = join(scratch, `first-${count}`);
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  writeFileSync(join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return dir;
}

/** Everything the schema is made of, as text: columns, indexes, constraints, enum labels. */
async function schemaOf(db: Db): Promise<Record<string, string[]>> {
  const rows = async (query: ReturnType<typeof sql>) => (await queryRows<{ line: string }>(db, query)).map((r) => r.line);
  return {
    columns: await rows(
      sql`select table_name || '.' || column_name || ' ' || udt_name || ' ' || is_nullable || ' ' || coalesce(column_default, '') as line from information_schema.columns where table_schema = 'public' order by 1`,
    ),
    indexes: await rows(sql`select indexdef as line from pg_indexes where schemaname = 'public' order by 1`),
    constraints: await rows(
      sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line from pg_constraint where connamespace = 'public'::regnamespace order by 1`,
    ),
    enums: await rows(
      sql`select t.typname || ' ' || string_agg(e.enumlabel, ',' order by e.enumsortorder) as line from pg_type t join pg_enum e on e.enumtypid = t.oid group by t.typname order by 1`,
    ),
  };
}

describe("upgrading a database in service to this release's schema", () => {
  let fresh: DatabaseHandle;
  let freshSchema: Record<string, string[]>;
  beforeAll(async () => {
    fresh = await createTestDatabase({ migrated: false });
    await migrateDatabase(fresh);
    freshSchema = await schemaOf(fresh.db);
  });
  afterAll(async () => fresh?.close());

  it("has more than one migration to upgrade across (the test means something)", () => {
    expect(journal.entries.length).toBeGreaterThan(2);
    expect(freshSchema.columns!.length).toBeGreaterThan(50);
  });

  it("keeps the previous release's calls, and the current code reads them", async () => {
    const h = await createTestDatabase({ migrated: false });
    try {
      await migrateDatabase(h, firstMigrations(journal.entries.length - 1));
      // Written with the columns every release since the first has had, as an old app wrote them.
      const [tenant] = await queryRows<{ id: string }>(h.db, sql`insert into tenants (slug, name) values ('upgraded', 'AZ Vroeger') returning id`);
      const [conv] = await queryRows<{ id: string }>(
        h.db,
        sql`insert into conversations (tenant_id, channel, external_id) values (${tenant!.id}, 'web', 'old-call-1') returning id`,
      );
      await h.db.execute(
        sql`insert into conversation_messages (conversation_id, turn_index, utterance, utterance_redacted, answer, language, path) values (${conv!.id}, 0, 'Waar kan ik parkeren?', 'Waar kan ik parkeren?', 'Aan de hoofdingang.', 'nl', 'extractive')`,
      );

      await migrateDatabase(h);

      const [read] = await h.db.select().from(tenants).where(eq(tenants.slug, "upgraded"));
      expect(read?.name).toBe("AZ Vroeger");
      const calls = await h.db.select().from(conversations).where(eq(conversations.tenantId, read!.id));
      expect(calls.map((c) => c.externalId)).toEqual(["old-call-1"]);
      const turns = await h.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, calls[0]!.id));
      expect(turns.map((t) => t.answer)).toEqual(["Aan de hoofdingang."]);
      expect(await schemaOf(h.db)).toEqual(freshSchema);
    } finally {
      await h.close();
    }
  });

  it("reads the dashboard's rolled-up days in the call list's words after the upgrade: renamed in place, recounted where the calls still are", async () => {
    const previous = journal.entries.findIndex((e) => e.tag === "0016_rollups_call_endings");
    expect(previous, "the migration that renamed the rollup's endings").toBeGreaterThan(0);
    const h = await createTestDatabase({ migrated: false });
    try {
      await migrateDatabase(h, firstMigrations(previous));
      const [tenant] = await queryRows<{ id: string }>(
        h.db,
        sql`insert into tenants (slug, name, timezone) values ('rolled', 'AZ Opgeteld', 'UTC') returning id`,
      );
      const t = tenant!.id;
      // 1 March: its calls are gone (retention), two were put through. 2 March: one call that ended
      // with a goodbye, rolled up by the old rule as 'answered'. Both days complete.
      const [call] = await queryRows<{ id: string }>(
        h.db,
        sql`insert into conversations (tenant_id, channel, external_id, created_at, ended_at, disposition, locked_language)
            values (${t}, 'web', 'kept', '2026-03-02T10:00:00Z', '2026-03-02T10:05:00Z', 'farewelled', 'nl') returning id`,
      );
      await h.db.execute(
        sql`insert into conversation_messages (conversation_id, turn_index, utterance, utterance_redacted, answer, language, path) values (${call!.id}, 0, 'Bezoekuren?', 'Bezoekuren?', 'Van 14 tot 20 uur.', 'nl', 'faq')`,
      );
      await h.db.execute(sql`insert into operations_calls_hourly (tenant_id, day, hour, disposition, language, calls)
          values (${t}, '2026-03-01', 9, 'transferred', 'nl', 2), (${t}, '2026-03-02', 10, 'answered', 'nl', 1)`);
      await h.db.execute(sql`insert into operations_days (tenant_id, day, peak, complete) values (${t}, '2026-03-01', 2, true), (${t}, '2026-03-02', 1, true)`);

      await migrateDatabase(h);

      const d = await operationsDashboard(h.db, t, { preset: "custom", from: "2026-03-01", to: "2026-03-02" });
      expect(Object.fromEntries(d.dispositions.map((x) => [x.disposition, x.calls]))).toEqual({ escalated: 2, farewelled: 1 });
    } finally {
      await h.close();
    }
  });

  it("ends with the same schema as a database migrated from empty, from every earlier release", async () => {
    for (let count = 1; count < journal.entries.length; count++) {
      const h = await createTestDatabase({ migrated: false });
      try {
        await migrateDatabase(h, firstMigrations(count));
        await migrateDatabase(h);
        expect(await schemaOf(h.db), `from ${journal.entries[count - 1]!.tag}`).toEqual(freshSchema);
      } finally {
        await h.close();
      }
    }
  });
});
