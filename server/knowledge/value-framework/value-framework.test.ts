import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { tenants } from "~/server/db/schema";
import { DEFAULT_AFFINITY } from "~/server/db/seed/default-affinity";
import {
  detectAskedUnit,
  detectUnitMismatch,
  electPrimaryCategory,
  loadAffinityMatrix,
  multiplierFor,
  quotedUnits,
  setAffinityOverride,
  unitMultipliers,
  UNIT_PENALTY,
} from ".";

describe("affinity matrix", () => {
  let h: DatabaseHandle;
  let tenantId: string;
  let otherTenant: string;
  beforeAll(async () => {
    h = await createTestDatabase();
    [{ id: tenantId }, { id: otherTenant }] = (await h.db
      .insert(tenants)
      .values([
        { slug: "a", name: "A" },
        { slug: "b", name: "B" },
      ])
      .returning({ id: tenants.id })) as [{ id: string }, { id: string }];
  });
  afterAll(() => h.close());

  it("starts from the seeded default matrix", async () => {
    const m = await loadAffinityMatrix(h.db, tenantId);
    expect(m.navigation_or_practical_info?.practical).toBeCloseTo(DEFAULT_AFFINITY.navigation_or_practical_info!.practical);
    expect(m.billing_or_insurance?.regulatory).toBeCloseTo(1.3);
    expect(Object.keys(m).sort()).toEqual(Object.keys(DEFAULT_AFFINITY).sort());
  });

  it("lets a tenant override one cell without touching the rest or other tenants", async () => {
    await setAffinityOverride(h.db, tenantId, { intent: "navigation_or_practical_info", category: "legal_admin", multiplier: 0.6 });
    const mine = await loadAffinityMatrix(h.db, tenantId);
    const theirs = await loadAffinityMatrix(h.db, otherTenant);
    expect(mine.navigation_or_practical_info?.legal_admin).toBeCloseTo(0.6);
    expect(mine.navigation_or_practical_info?.practical).toBeCloseTo(1.3);
    expect(theirs.navigation_or_practical_info?.legal_admin).toBeCloseTo(0.85);
    await setAffinityOverride(h.db, tenantId, { intent: "navigation_or_practical_info", category: "legal_admin", multiplier: 0.7 });
    expect((await loadAffinityMatrix(h.db, tenantId)).navigation_or_practical_info?.legal_admin).toBeCloseTo(0.7);
  });

  it("adds a new intent row as an operational fix", async () => {
    await setAffinityOverride(h.db, tenantId, { intent: "parking_tariffs", category: "practical", multiplier: 1.25 });
    const m = await loadAffinityMatrix(h.db, tenantId);
    expect(multiplierFor(m, "parking_tariffs", "practical")).toBeCloseTo(1.25);
    expect(multiplierFor(m, "parking_tariffs", "regulatory")).toBe(1);
  });

  it("rejects values outside 0.55–1.30 with a clear message, in code and in the database", async () => {
    await expect(setAffinityOverride(h.db, tenantId, { intent: "x", category: "practical", multiplier: 1.5 })).rejects.toThrow(/bounded 0.55–1.3/);
    await expect(setAffinityOverride(h.db, tenantId, { intent: "x", category: "practical", multiplier: 0.5 })).rejects.toThrow(/bounded/);
    const raw = await h.db
      .execute(sql`insert into affinity_matrices (tenant_id, intent, category, multiplier) values (${tenantId}, 'raw', 'practical', 2.0)`)
      .catch((e: Error) => e);
    expect(String((raw as Error).cause)).toMatch(/affinity_matrices_multiplier_bounds/);
  });

  it("treats unknown and missing intents as neutral, and clamps a matrix built in code", () => {
    const m = { navigation_or_practical_info: { practical: 1.3 }, rogue: { practical: 9 } };
    expect(multiplierFor(m, null, "practical")).toBe(1);
    expect(multiplierFor(m, undefined, "regulatory")).toBe(1);
    expect(multiplierFor(m, "small_talk", "practical")).toBe(1);
    expect(multiplierFor(m, "rogue", "practical")).toBe(1.3);
  });
});

describe("primary-category election", () => {
  it("elects by cumulative similarity, not by count", () => {
    const e = electPrimaryCategory([
      { category: "practical", rawScore: 0.9 },
      { category: "regulatory", rawScore: 0.3 },
      { category: "regulatory", rawScore: 0.3 },
      { category: "practical", rawScore: 0.2 },
      { category: "legal_admin", rawScore: 0.1 },
    ]);
    expect(e.primaryCategory).toBe("practical");
    expect(e.chunksOffCategory).toBe(3);
    expect(e.mismatchRate).toBeCloseTo(0.6);
  });

  it("only looks at the top five", () => {
    const ranked = [...Array(5).fill({ category: "practical", rawScore: 0.5 }), ...Array(10).fill({ category: "regulatory", rawScore: 0.49 })];
    const e = electPrimaryCategory(ranked);
    expect(e).toEqual({ primaryCategory: "practical", mismatchRate: 0, chunksTotal: 5, chunksOffCategory: 0 });
  });

  it("reports no category on an empty list", () => {
    expect(electPrimaryCategory([]).primaryCategory).toBeNull();
  });
});

describe("unit-mismatch admission", () => {
  it.each([
    ["nl", "Hoeveel kost parkeren?", "per_hour"],
    ["nl", "Wat is het tarief per uur?", "per_hour"],
    ["nl", "Wat kost opladen aan de laadpaal?", "per_kwh"],
    ["en", "How much does parking cost?", "per_hour"],
    ["fr", "Combien coûte le parking ?", "per_hour"],
    ["it", "Quanto costa il parcheggio?", "per_hour"],
    ["it", "Quanto costa la ricarica dell'auto elettrica?", "per_kwh"],
  ] as const)("%s: %s asks %s", (lang, q, unit) => {
    expect(detectAskedUnit(q, lang)).toBe(unit);
  });

  it.each([
    ["nl", "Waar kan ik parkeren?"],
    ["nl", "Hoeveel artsen werken er op cardiologie?"],
    ["en", "Where is the car park?"],
    ["fr", "Où puis-je me garer ?"],
  ] as const)("%s: %s is not a price question", (lang, q) => {
    expect(detectAskedUnit(q, lang)).toBeNull();
  });

  it("reads the unit a chunk quotes only when it names a price", () => {
    expect(quotedUnits("Parkeren kost € 2,50 per uur, dagmaximum € 12.", "nl")).toEqual(["per_hour", "per_day"]);
    expect(quotedUnits("Laden kost € 0,45 per kWh.", "nl")).toEqual(["per_kwh"]);
    expect(quotedUnits("Bezoek per uur beperkt tot twee personen.", "nl")).toEqual([]);
  });

  const parking = { id: "p", content: "Parkeren kost € 2,50 per uur.", lang: "nl" as const };
  const charging = { id: "c", content: "Laden kost € 0,45 per kWh.", lang: "nl" as const };

  it("stays quiet when a per-hour tariff is among the top chunks", () => {
    expect(detectUnitMismatch("Hoeveel kost parkeren?", "nl", [charging, parking])).toBeNull();
  });

  it("raises a structured note when only per-kWh chunks match a parking-price question", () => {
    const m = detectUnitMismatch("Hoeveel kost parkeren?", "nl", [charging]);
    expect(m).toMatchObject({ askedUnit: "per_hour", foundUnit: "per_kwh", chunkIds: ["c"] });
    expect(m!.note).toMatch(/^\[UNIT MISMATCH\]/);
  });

  it("works the other way round: a charging question answered only by a parking tariff", () => {
    expect(detectUnitMismatch("Wat kost opladen?", "nl", [parking])).toMatchObject({ askedUnit: "per_kwh", foundUnit: "per_hour" });
  });

  it("does nothing for questions that are not about price", () => {
    expect(detectUnitMismatch("Waar is de laadpaal?", "nl", [charging])).toBeNull();
  });
});

describe("unit demotion", () => {
  const parking = { id: "p", content: "Parkeren kost € 2,50 per uur.", lang: "nl" as const };
  const charging = { id: "c", content: "Laden kost € 0,45 per kWh.", lang: "nl" as const };
  const visiting = { id: "v", content: "Bezoek is welkom van 14 tot 20 uur.", lang: "nl" as const };

  it("demotes a per-kWh tariff under a parking-price question when a per-hour tariff exists", () => {
    const m = unitMultipliers("Hoeveel kost parkeren?", "nl", [charging, parking, visiting]);
    expect([...m]).toEqual([["c", UNIT_PENALTY]]);
  });

  it("demotes nothing when no chunk quotes the asked unit (the mismatch note speaks instead)", () => {
    expect(unitMultipliers("Hoeveel kost parkeren?", "nl", [charging, visiting]).size).toBe(0);
  });

  it("demotes nothing for a question that is not about price", () => {
    expect(unitMultipliers("Waar is de parking?", "nl", [charging, parking]).size).toBe(0);
  });
});
