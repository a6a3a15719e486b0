/**
 * The per-tenant context: loaded once, shared by every turn, replaced when an import or an admin
 * change commits — in this process by the in-process event, in any other process by the version
 * in the tenants row that each turn reads.
 */
import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "~/lib/logger";
import { createCaller } from "~/server/api/root";
import { runTurn, settlePersistence, type TurnDeps } from "~/server/cognition/orchestrator";
import { schema, type DatabaseHandle, type Db } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { servePgliteOverTcp } from "~/server/db/pglite-socket";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { MINI_TENANT_YAML, writeMiniBundle } from "~/server/knowledge/test-bundle";
import { setAffinityOverride } from "~/server/knowledge/value-framework";
import type { Campus } from "~/server/taxonomy/types";
import { tenantContext } from ".";
import { testAgentToken } from "~/testkit/test-secrets";

const embedder = createLocalEmbedder();
let h: DatabaseHandle;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  h = await createTestDatabase();
});

afterAll(async () => {
  await settlePersistence();
  for (const cleanup of cleanups) await cleanup();
  await h?.close();
});

const ORIGINAL_WIFI = "Er is gratis wifi in het hele ziekenhuis.";
const CHANGED_WIFI = "Er is gratis wifi op alle verdiepingen, ook in de cafetaria.";

/** The mini tenant imported through the real import path; `change` rewrites its tenant.yaml and imports again. */
async function importMini(db: Db, slug: string) {
  const bundle = await writeMiniBundle(slug);
  cleanups.push(bundle.cleanup);
  const ingest = async () => {
    const r = await ingestTenantDir(db, bundle.dir, { embedder });
    if (!r.ok) throw new Error(`mini bundle did not ingest: ${JSON.stringify(r.errors)}`);
  };
  await ingest();
  return {
    async change(edit: (tenantYaml: string) => string, overlayYaml?: string) {
      await writeFile(join(bundle.dir, "tenant.yaml"), edit(MINI_TENANT_YAML(slug)));
      if (overlayYaml) await writeFile(join(bundle.dir, "overlay.yaml"), overlayYaml);
      await ingest();
    },
  };
}

const wifiAnswer = (yaml: string) => yaml.replace(ORIGINAL_WIFI, CHANGED_WIFI);

function turnOn(db: Db, slug: string) {
  const deps: TurnDeps = { db, embedder, llm: null };
  return (conversation: string, text: string) => runTurn(deps, { tenant: slug, conversation, text, channel: "cli", lang: "nl" });
}

describe("a change to a tenant is live on the very next turn, without a restart", () => {
  it("an import in this process: the next turn of the same call says the new FAQ answer", async () => {
    const mini = await importMini(h.db, "ctx-import");
    const turn = turnOn(h.db, "ctx-import");
    expect((await turn("ctx-call-1", "Is er wifi?")).spoken).toBe(ORIGINAL_WIFI);
    await mini.change(wifiAnswer);
    expect((await turn("ctx-call-1", "Is er wifi?")).spoken).toBe(CHANGED_WIFI);
  });

  it("a change committed through another database connection (another process) is live on this one's next turn", async () => {
    // One database, two handles: the test's own writes, a second node-postgres pool answers the
    // turns with its own cache — it never hears the writer's in-process event, only the version.
    // (On PGlite the second handle reaches the same WASM instance over pglite-socket's TCP.)
    const served = h.pglite ? await servePgliteOverTcp(h.pglite, { port: await freePort() }) : undefined;
    const pool = new pg.Pool({ connectionString: served?.url ?? h.url!, max: 1 });
    // As the product's pool does (server/db): an idle connection the server ends while the file tears
    // down (57P01, seen once in a fresh-clone run) is not an uncaught exception of the whole run.
    pool.on("error", () => {});
    cleanups.push(async () => {
      await pool.end();
      await served?.stop();
    });
    const reader: Db = drizzle({ client: pool, schema });
    const mini = await importMini(h.db, "ctx-other");
    const turn = turnOn(reader, "ctx-other");

    expect((await turn("ctx-call-2", "Is er wifi?")).spoken).toBe(ORIGINAL_WIFI);
    const logs = captureLogs();
    try {
      expect((await turn("ctx-call-2", "Is er wifi?")).spoken).toBe(ORIGINAL_WIFI);
      expect(logs.events("tenant_context_loaded")).toHaveLength(0);
      await mini.change(wifiAnswer);
      expect((await turn("ctx-call-2", "Is er wifi?")).spoken).toBe(CHANGED_WIFI);
      expect(logs.events("tenant_context_loaded").filter((e) => e.tenant === "ctx-other")).toHaveLength(1);
    } finally {
      logs.restore();
    }
  });

  it("an unchanged tenant is not read again: later turns read only its version", async () => {
    await importMini(h.db, "ctx-steady");
    const turn = turnOn(h.db, "ctx-steady");
    await turn("ctx-call-3", "Is er wifi?");
    const logs = captureLogs();
    try {
      await turn("ctx-call-3", "Waar is de dienst cardiologie?");
      await turn("ctx-call-4", "Is er wifi?");
      expect(logs.events("tenant_context_loaded")).toHaveLength(0);
      expect(logs.events("taxonomy_loaded")).toHaveLength(0);
    } finally {
      logs.restore();
    }
  });

  it("an affinity override set by an admin is in the context the next turn reads", async () => {
    await importMini(h.db, "ctx-affinity");
    const before = await tenantContext(h.db, "ctx-affinity");
    expect(before.affinity.navigation_or_practical_info?.legal_admin).toBeCloseTo(0.85);
    await setAffinityOverride(h.db, before.id, { intent: "navigation_or_practical_info", category: "legal_admin", multiplier: 0.6 });
    const after = await tenantContext(h.db, "ctx-affinity");
    expect(after.affinity.navigation_or_practical_info?.legal_admin).toBeCloseTo(0.6);
    expect(after.version).toBeGreaterThan(before.version);
  });

  it("voice.callSetup reads the same context: a keyword and a doctor added by an import are keyterms of the next call", async () => {
    const mini = await importMini(h.db, "ctx-setup");
    const agent = createCaller({ db: h.db, session: null, headers: new Headers({ authorization: `Bearer ${testAgentToken()}` }) });
    expect((await agent.voice.callSetup({ tenant: "ctx-setup" })).keyterms).not.toContain("Hartcentrum");
    await mini.change(
      (yaml) =>
        yaml.replace(
          "doctors:\n",
          "doctors:\n  - key: claes\n    title: Dr.\n    firstName: An\n    lastName: Claes\n    specialty: cardiology\n    department: cardiologie\n    schedule: []\n",
        ),
      "keywords: [Hartcentrum]\n",
    );
    const setup = await agent.voice.callSetup({ tenant: "ctx-setup" });
    expect(setup.keyterms).toEqual(expect.arrayContaining(["Hartcentrum", "Claes", "Peeters"]));
  });
});

describe("the context is shared, so nobody may change it in place", () => {
  it("an attempt to edit a loaded context throws instead of changing every turn's data", async () => {
    await importMini(h.db, "ctx-frozen");
    const context = await tenantContext(h.db, "ctx-frozen");
    const campus: Campus = { key: "extra", name: "Campus Extra", street: "Straat 1", postcode: "3500", city: "Hasselveld" };
    expect(() => (context.taxonomy.campuses as Campus[]).push(campus)).toThrow(TypeError);
    expect(() => {
      (context.taxonomy.tenant as { name: string }).name = "Other";
    }).toThrow(TypeError);
    expect((await tenantContext(h.db, "ctx-frozen")).taxonomy.campuses.map((c) => c.key)).toEqual(["centrum"]);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}
