/**
 * Vectors a test or a bench already asked the e5 server for, kept on disk between runs. Embedding
 * the demo hospital (321 chunks) with e5 takes 1–3.5 minutes on 2 shared cores; a test file that
 * needs the e5 corpus pays that once per machine, not per run. Keyed by model, role and the exact
 * text, so a changed page or a new model is embedded afresh; the product never uses this (its
 * corpus lives in the database, and re-imports skip unchanged pages).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { Embedder } from "~/server/knowledge/embedding";
import { decodeVector, encodeVector } from "~/server/knowledge/embedding/precomputed";

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** Git-ignored with the rest of .voicedesk. */
export function embeddingCacheFile(model: string, root = REPO_ROOT): string {
  return join(root, ".voicedesk", "cache", "embeddings", `${model.replace(/[^\w.-]/g, "_")}.json`);
}

const fileSchema = z.record(z.string(), z.string());

export interface CachedEmbedder extends Embedder {
  /** Inputs answered from disk / sent to the server so far. */
  stats(): { hits: number; misses: number };
  /** Writes what was learnt (atomically: a concurrent reader never sees half a file). */
  save(): void;
}

export function withEmbeddingCache(inner: Embedder, file = embeddingCacheFile(inner.model)): CachedEmbedder {
  let entries: Record<string, string> = {};
  try {
    entries = fileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    // No cache yet, or an unreadable one: start empty (it is only a cache).
  }
  let hits = 0;
  let misses = 0;
  let dirty = false;
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
      if (todo.length > 0) {
        const vectors = await inner.embed(todo, role);
        todo.forEach((t, i) => (entries[key(role, t)] = encodeVector(vectors[i]!)));
        dirty = true;
      }
      return keys.map((k) => decodeVector(entries[k]!));
    },
    stats: () => ({ hits, misses }),
    save() {
      if (!dirty) return;
      mkdirSync(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(entries));
      renameSync(tmp, file);
      dirty = false;
    },
  };
}
