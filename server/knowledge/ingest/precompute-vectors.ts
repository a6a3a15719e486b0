import { createMemoryDatabase } from "~/server/db";
import { moduleLogger } from "~/lib/logger";
import { loadTenantBundle, type BundleError } from "../bundle";
import type { Embedder } from "../embedding";
import { precomputedFile, PROBE_PASSAGE, type PrecomputedFile } from "../embedding/precomputed";
import { ingestBundle } from "./ingest-bundle";

const log = moduleLogger("knowledge.precompute_vectors");

export type PrecomputeResult = { ok: true; file: PrecomputedFile; passages: number } | { ok: false; errors: BundleError[] };

/**
 * Every passage an import of the tenant folder embeds, embedded live by `embedder`: the content of
 * the folder's vectors/<model>.json. Imports into a throw-away in-memory database, so the passages
 * are exactly the ones a real import asks for (chunking, headings, generated pages), and never
 * read from an older file.
 */
export async function precomputeTenantVectors(dir: string, embedder: Embedder): Promise<PrecomputeResult> {
  const loaded = await loadTenantBundle(dir);
  if (!loaded.ok) return { ok: false, errors: loaded.errors };
  const vectors = new Map<string, number[]>();
  const recording: Embedder = {
    model: embedder.model,
    dimension: embedder.dimension,
    semantic: embedder.semantic,
    similarityFloor: embedder.similarityFloor,
    async embed(texts, role) {
      const out = await embedder.embed(texts, role);
      if (role === "passage") texts.forEach((t, i) => vectors.set(t, out[i]!));
      return out;
    },
  };
  const handle = await createMemoryDatabase();
  try {
    await ingestBundle(handle.db, loaded.bundle, recording);
  } finally {
    await handle.close();
  }
  const [probe] = await embedder.embed([PROBE_PASSAGE], "passage");
  log.info({ tenant: loaded.bundle.tenant.slug, model: embedder.model, passages: vectors.size }, "tenant_vectors_precomputed");
  return { ok: true, file: precomputedFile(embedder.model, embedder.dimension, probe!, vectors), passages: vectors.size };
}
