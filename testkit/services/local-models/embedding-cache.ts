/**
 * Vectors a test or a bench already asked the e5 server for, kept on disk between runs. Embedding
 * the demo hospital (321 chunks) with e5 takes 1–3.5 minutes on 2 shared cores; a test file that
 * needs the e5 corpus pays that once per machine, not per run. Keyed by model, role and the exact
 * text, so a changed page or a new model is embedded afresh; the product never uses this (its
 * corpus lives in the database, and re-imports skip unchanged pages).
 *
 * A test file may also ship a seed (`seed`): the vectors it asked for on one machine, in the repo,
 * read-only, so a fresh clone does not embed them again either. The demo's e5 test embedded 400
 * sentences and questions on every fresh clone (55 against 18 CPU-s for the file, 2026-11-28). A
 * text the seed lacks (a changed page, a new question) is embedded live, as without it.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { Embedder, EmbedRole } from "~/server/knowledge/embedding";
import { decodeVector, encodeVector } from "~/server/knowledge/embedding/precomputed";

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** Git-ignored with the rest of .voicedesk. */
export function embeddingCacheFile(model: string, root = REPO_ROOT): string {
  return join(root, ".voicedesk", "cache", "embeddings", `${model.replace(/[^\w.-]/g, "_")}.json`);
}

const fileSchema = z.record(z.string(), z.string());
const seedSchema = z.object({ model: z.string(), entries: fileSchema });

/** What a cache answered from where: `seeded` of the `hits` came from the shipped seed. */
export interface CacheStats {
  hits: number;
  misses: number;
  seeded: number;
}

export interface CachedEmbedder extends Embedder {
  /** Inputs answered from disk / sent to the server so far. */
  stats(): CacheStats;
  /** Writes what was learnt (atomically: a concurrent reader never sees half a file). */
  save(): void;
  /**
   * Writes every vector this cache answered or embedded so far to `path`, as a seed to ship, but
   * for the `except` texts: those stay live on a fresh clone (a model check's probe must meet the
   * live model, not the seed).
   */
  writeSeed(path: string, except?: ReadonlyArray<{ role: EmbedRole; text: string }>): number;
}

export interface EmbeddingCacheOptions {
  /** A seed file shipped in the repo (`writeSeed`'s), read first; the machine's cache over it. */
  seed?: string;
}

export function withEmbeddingCache(inner: Embedder, file = embeddingCacheFile(inner.model), options: EmbeddingCacheOptions = {}): CachedEmbedder {
  let entries: Record<string, string> = {};
  let seeded = new Set<string>();
  if (options.seed && existsSync(options.seed)) {
    // A seed for another model is not read: its vectors are in another space. (None yet: the
    // first `writeSeed` writes it.)
    const seed = seedSchema.parse(JSON.parse(readFileSync(options.seed, "utf8")));
    if (seed.model === inner.model) {
      entries = { ...seed.entries };
      seeded = new Set(Object.keys(seed.entries));
    }
  }
  try {
    entries = { ...entries, ...fileSchema.parse(JSON.parse(readFileSync(file, "utf8"))) };
  } catch {
    // No cache yet, or an unreadable one: start empty (it is only a cache).
  }
  let hits = 0;
  let misses = 0;
  let fromSeed = 0;
  let dirty = false;
  const used = new Set<string>();
  const key = (role: string, text: string) => createHash("sha256").update(`${inner.model}\u0000${role}\u0000${text}`).digest("base64url");
  return {
    model: inner.model,
    dimension: inner.dimension,
    semantic: inner.semantic,
    similarityFloor: inner.similarityFloor,
    async embed(texts, role) {
      const keys = texts.map((t) => key(role, t));
      const todo = [
        ...new Set(
          keys
            .map((k, i) => (entries[k] === undefined ? i : -1))
            .filter((i) => i >= 0)
            .map((i) => texts[i]!),
        ),
      ];
      hits += texts.length - todo.length;
      misses += todo.length;
      for (const k of keys) used.add(k);
      fromSeed += keys.filter((k) => seeded.has(k)).length;
      if (todo.length > 0) {
        const vectors = await inner.embed(todo, role);
        todo.forEach((t, i) => (entries[key(role, t)] = encodeVector(vectors[i]!)));
        dirty = true;
      }
      return keys.map((k) => decodeVector(entries[k]!));
    },
    stats: () => ({ hits, misses, seeded: fromSeed }),
    save() {
      if (!dirty) return;
      mkdirSync(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(entries));
      renameSync(tmp, file);
      dirty = false;
    },
    writeSeed(path, except = []) {
      const left = new Set(except.map((e) => key(e.role, e.text)));
      const kept = [...used].filter((k) => !left.has(k) && entries[k] !== undefined).sort();
      const seed = { model: inner.model, entries: Object.fromEntries(kept.map((k) => [k, entries[k]!])) };
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${JSON.stringify(seed)}\n`);
      return kept.length;
    },
  };
}
