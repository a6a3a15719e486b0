import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { captureLogs, type CapturedLogs } from "~/lib/logger";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { ingestTenantDir, precomputeTenantVectors } from "../ingest";
import { writeMiniBundle } from "../test-bundle";
import { hashEmbed } from "./local-hash";
import { encodeVector, passageKey, precomputedVectorsFile, PROBE_PASSAGE, withPrecomputedVectors, type PrecomputedFile } from "./precomputed";
import type { Embedder, EmbedRole } from "./types";

const MODEL = "test-semantic-v1";
const DIMENSION = 64;

/** A stand-in for a served model: deterministic vectors, and a record of every text it was asked for. */
function countingEmbedder(weights: "a" | "b" = "a"): Embedder & { asked: Array<{ text: string; role: EmbedRole }> } {
  const asked: Array<{ text: string; role: EmbedRole }> = [];
  return {
    model: MODEL,
    dimension: DIMENSION,
    semantic: true,
    asked,
    async embed(texts, role) {
      texts.forEach((text) => asked.push({ text, role }));
      // "Other weights": the same texts land elsewhere in the space.
      return texts.map((t) => hashEmbed(weights === "a" ? t : `${t} (other weights)`, DIMENSION));
    },
  };
}

function writeVectors(dir: string, file: PrecomputedFile | string): void {
  const path = precomputedVectorsFile(dir, MODEL);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, typeof file === "string" ? file : JSON.stringify(file));
}

let shipped: PrecomputedFile;
beforeAll(async () => {
  // Written once, from an untouched copy of the bundle: each test ships it into its own copy.
  const source = await writeMiniBundle("vectors");
  const written = await precomputeTenantVectors(source.dir, countingEmbedder());
  await source.cleanup();
  if (!written.ok) throw new Error("the mini bundle did not load");
  shipped = written.file;
});

let bundle: { dir: string; cleanup: () => Promise<void> };
let h: DatabaseHandle;
let logs: CapturedLogs;
beforeEach(async () => {
  bundle = await writeMiniBundle("vectors");
  h = await createTestDatabase();
  logs = captureLogs();
});
afterEach(async () => {
  logs.restore();
  await h.close();
  await bundle.cleanup();
});

function shipVectors(): PrecomputedFile {
  writeVectors(bundle.dir, shipped);
  return shipped;
}

describe("a tenant folder's shipped passage vectors", () => {
  it("are used by an import with the same model: only the probe is embedded", async () => {
    const file = shipVectors();
    const live = countingEmbedder();
    const r = await ingestTenantDir(h.db, bundle.dir, { embedder: live });
    expect(r.ok).toBe(true);
    expect(live.asked).toEqual([{ text: PROBE_PASSAGE, role: "passage" }]);
    expect(r.ok && r.precomputed).toEqual({ shipped: Object.keys(file.passages).length, fromFile: r.ok ? r.stats.chunks.written : -1, live: 0, trusted: true });
  });

  it("miss a changed page, which is embedded live; the others still come from the file", async () => {
    shipVectors();
    writeFileSync(join(bundle.dir, "docs/laden.md"), "---\ntitle: Elektrisch laden\nlang: nl\n---\n## Laadpalen\nOp parking P2 staan nu twintig laadpalen.\n");
    const live = countingEmbedder();
    const r = await ingestTenantDir(h.db, bundle.dir, { embedder: live });
    const passages = live.asked.filter((a) => a.text !== PROBE_PASSAGE).map((a) => a.text);
    expect(passages).toHaveLength(1);
    expect(passages[0]).toContain("twintig laadpalen");
    expect(r.ok && r.precomputed?.live).toBe(1);
    expect(r.ok && r.precomputed?.fromFile).toBeGreaterThan(3);
  });

  it("are not trusted when the live model embeds the probe differently (new weights, same name): everything is embedded live", async () => {
    shipVectors();
    const other = countingEmbedder("b");
    const r = await ingestTenantDir(h.db, bundle.dir, { embedder: other });
    expect(r.ok).toBe(true);
    expect(r.ok && r.precomputed?.trusted).toBe(false);
    expect(r.ok && r.precomputed?.fromFile).toBe(0);
    expect(other.asked.filter((a) => a.text !== PROBE_PASSAGE).length).toBe(r.ok ? r.stats.chunks.written : -1);
    expect(logs.events("precomputed_vectors_stale")).toHaveLength(1);
  });

  it.each([
    ["not JSON", "{ half a file"],
    ["written for another model", JSON.stringify({ model: "other-model", dimension: DIMENSION, probe: "", passages: {} })],
    ["of another shape", JSON.stringify({ model: MODEL, dimension: DIMENSION, vectors: [] })],
  ])("are ignored, with a warning, when the file is %s: the import embeds everything and succeeds", async (_case, content) => {
    writeVectors(bundle.dir, content);
    const live = countingEmbedder();
    const r = await ingestTenantDir(h.db, bundle.dir, { embedder: live });
    expect(r.ok).toBe(true);
    expect(r.ok && r.precomputed).toBeUndefined();
    expect(live.asked.length).toBe(r.ok ? r.stats.chunks.written : -1);
    expect(logs.events("precomputed_vectors_ignored")).toHaveLength(1);
  });

  it("answer a stored vector of the wrong length by embedding that passage live", async () => {
    const inner = countingEmbedder();
    const [probe] = await inner.embed([PROBE_PASSAGE], "passage");
    const file: PrecomputedFile = {
      model: MODEL,
      dimension: DIMENSION,
      probe: encodeVector(probe!),
      passages: { [passageKey("kort")]: encodeVector([1, 2, 3]), [passageKey("goed")]: encodeVector(hashEmbed("goed", DIMENSION)) },
    };
    inner.asked.length = 0;
    const e = withPrecomputedVectors(inner, file);
    const [short, good] = await e.embed(["kort", "goed"], "passage");
    expect(short).toHaveLength(DIMENSION);
    expect(good).toHaveLength(DIMENSION);
    expect(inner.asked.map((a) => a.text)).toEqual([PROBE_PASSAGE, "kort"]);
  });

  it("never answer a question: a caller's words are always embedded live, even when a passage has the same text", async () => {
    const inner = countingEmbedder();
    const [probe, same] = await inner.embed([PROBE_PASSAGE, "Waar kan ik parkeren?"], "passage");
    const e = withPrecomputedVectors(inner, {
      model: MODEL,
      dimension: DIMENSION,
      probe: encodeVector(probe!),
      passages: { [passageKey("Waar kan ik parkeren?")]: encodeVector(same!) },
    });
    inner.asked.length = 0;
    await e.embed(["Waar kan ik parkeren?"], "query");
    expect(inner.asked).toEqual([{ text: "Waar kan ik parkeren?", role: "query" }]);
  });
});
