/**
 * A search box matches as a person expects: any case, with or without accents, literally. The
 * database runs with the C collation, where ILIKE alone folds A-Z only ("É" missed "é").
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { anyContainsFolded, containsFolded, holdsFolded } from "./like";

const TEXTS = ["Émergences", "Urgences pédiatriques", "zeventien drieëndertig", "Crèche Ça Va", "Ospedale Città", "100% gratis", "100 euro"];

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase({ migrated: false });
});
afterAll(async () => {
  await h?.close();
});

/** The texts the database finds for the words, in the listed order. */
async function found(words: string): Promise<string[]> {
  const values = sql.join(
    TEXTS.map((t, i) => sql`(${i}::int, ${t}::text)`),
    sql`, `,
  );
  const result = await h.db.execute(sql`select t from (values ${values}) as v(i, t) where ${containsFolded(sql`t`, words)} order by i`);
  return z
    .object({ rows: z.array(z.object({ t: z.string() })) })
    .parse(result)
    .rows.map((r) => r.t);
}

describe("the database's search", () => {
  it("finds a word whatever its case or accents, typed either way", async () => {
    expect(await found("émergence")).toEqual(["Émergences"]);
    expect(await found("EMERGENCE")).toEqual(["Émergences"]);
    expect(await found("ÉMERGENCES")).toEqual(["Émergences"]);
    expect(await found("Urgences Pédiatriques")).toEqual(["Urgences pédiatriques"]);
    expect(await found("PEDIATRIQUE")).toEqual(["Urgences pédiatriques"]);
    expect(await found("drieendertig")).toEqual(["zeventien drieëndertig"]);
    expect(await found("ca va")).toEqual(["Crèche Ça Va"]);
    expect(await found("citta")).toEqual(["Ospedale Città"]);
  });

  it("stays literal: a typed % is a percent sign, and words that are not there find nothing", async () => {
    expect(await found("100%")).toEqual(["100% gratis"]);
    expect(await found("urgence pediatrique x")).toEqual([]);
  });

  it("with no words, sets no condition", () => {
    expect(anyContainsFolded("  ", [sql`t`])).toBeUndefined();
  });
});

describe("a list searched in the process", () => {
  it("matches as the database does", () => {
    expect(holdsFolded("Orthopédie", "ORTHOPEDIE")).toBe(true);
    expect(holdsFolded("Gynécologie et obstétrique", "obstetrique")).toBe(true);
    expect(holdsFolded("Cardiologie", "pédiatrie")).toBe(false);
  });
});
