/**
 * A hospital outside Belgium: its callers hear its phone numbers as they dial them at home. Real
 * turns on a small Italian tenant (helpdesk written with +39, as the tenant file requires of a
 * number outside Belgium), through the whole pipeline with the offline extractive defaults.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { MINI_PAGES, writeMiniBundle } from "~/server/knowledge/test-bundle";
import { createTestDatabase } from "~/testkit/db/test-database";
import { runTurn, settlePersistence, type TurnDeps } from "./index";

const TENANT = "ospedale-mini";

const ITALIAN_TENANT_YAML = `
slug: ${TENANT}
name: Ospedale Mini
languages: { default: it, supported: [it, en] }
phones: { helpdesk: "+39 0385 471100" }
timezone: Europe/Rome
campuses:
  - key: centro
    name: Ospedale Centro
    address: { street: Viale dei Tigli 4, postcode: "2749", city: Montelago }
departments:
  - key: cardiologia
    names: { it: Cardiologia, en: Cardiology }
    aliases: [cardiologo]
    specialty: cardiology
    phone: "+39 0385 471210"
    campus: centro
doctors: []
`;

const PAGES: Record<string, string | null> = {
  ...Object.fromEntries(Object.keys(MINI_PAGES).map((path) => [path, null])),
  "tenant.yaml": ITALIAN_TENANT_YAML,
  "docs/cup.md": `---
title: Prenotazioni
lang: it
category: practical
---
## CUP
Le visite si prenotano al CUP, allo 0385 471300, dal lunedì al venerdì.
`,
};

let h: DatabaseHandle;
let deps: TurnDeps;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  h = await createTestDatabase();
  const bundle = await writeMiniBundle(TENANT, PAGES);
  cleanup = bundle.cleanup;
  const embedder = createLocalEmbedder();
  const ingested = await ingestTenantDir(h.db, bundle.dir, { embedder });
  if (!ingested.ok) throw new Error(`the Italian mini bundle did not ingest: ${JSON.stringify(ingested)}`);
  deps = { db: h.db, embedder, llm: null };
});
afterAll(async () => {
  await settlePersistence();
  await h?.close();
  await cleanup?.();
});

const turn = (conversation: string, text: string) => runTurn(deps, { tenant: TENANT, conversation, text, lang: "it", channel: "cli" });

describe("an Italian hospital's numbers, said as its callers dial them", () => {
  it("reception's number in the safety reply: national, in pairs, without +39", async () => {
    const r = await turn("country-safety", "Quante compresse di ibuprofene posso prendere al giorno?");
    expect(r.class).toBe("SAFETY_REFUSAL");
    expect(r.spoken).toContain("0385, 47, 11, 00");
    expect(r.spoken).not.toContain("+39");
    // The reader of a typed chat sees the number as the hospital writes it.
    expect(r.written).toContain("+39 0385 471100");
  });

  it("a ward's number from the hospital's data: national, in pairs", async () => {
    const r = await turn("country-ward", "Qual è il numero di telefono della cardiologia?");
    expect(r.spoken).toContain("0385, 47, 12, 10");
    expect(r.spoken).not.toMatch(/\+39|471210/);
  });

  it("a number a page writes without a country code is heard as a number, not as one long figure", async () => {
    const r = await turn("country-page", "A che numero si prenotano le visite al CUP?");
    expect(r.spoken).toContain("0385, 47, 13, 00");
    expect(r.spoken).not.toContain("471300");
  });
});
