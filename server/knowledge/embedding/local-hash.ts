import { FUNCTION_WORDS } from "~/lib/lang/function-words";
import { foldCase, matchWords } from "~/lib/text/normalise";
import type { Embedder } from "./types";

/**
 * The embedded default: feature hashing of words and character n-grams into a fixed-size vector.
 * No key, no network, no downloaded weights, deterministic across machines. It is a lexical
 * embedder — it knows that "rolstoeltoegankelijk" shares most of its n-grams with "rolstoel"
 * but not that "auto" and "wagen" are synonyms; the full-text branch and the Value Framework do
 * the rest. Swap in a semantic model by setting EMBEDDING_PROVIDER=openai (or an OpenAI-compatible
 * EMBEDDING_BASE_URL such as Ollama serving bge-m3).
 */
/** Versioned: a change to the features below is a new vector space, so old corpora are re-embedded. */
export const LOCAL_EMBEDDING_MODEL = "local-hash-v3";

const NGRAM_SIZES = [3, 4, 5] as const;
const NGRAM_WEIGHT = 0.4;
/** Short words ("P1", "bus", "ICU") still count, a bit. */
const SHORT_WORD_WEIGHT = 0.25;

/**
 * Function words of the four languages ("kan ik met de", "how do I"): in a short spoken question
 * they outnumber the content words and pull every page towards every other page.
 */
const SKIPPED: ReadonlySet<string> = new Set(Object.values(FUNCTION_WORDS).flat().map(foldCase));

/** FNV-1a, 32-bit: fast, stable, good enough dispersion for feature hashing. */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function add(vec: Float64Array, feature: string, weight: number): void {
  const h = fnv1a(feature);
  // The sign bit comes from a second hash so colliding features cancel rather than pile up.
  const sign = fnv1a(feature, 0x9747b28c) & 1 ? 1 : -1;
  vec[h % vec.length]! += sign * weight;
}

export function hashEmbed(text: string, dimension: number): number[] {
  const counts = new Map<string, number>();
  // The words the matchers see (lib/text): a word's features do not depend on its accents or case.
  for (const word of matchWords(text)) if (!SKIPPED.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const vec = new Float64Array(dimension);
  for (const [word, count] of counts) {
    // Sublinear term frequency: a page that says "parkeren" ten times is not ten times as relevant.
    const tf = 1 + Math.log(count);
    if (word.length <= 3) {
      add(vec, `w:${word}`, SHORT_WORD_WEIGHT * tf);
      continue;
    }
    add(vec, `w:${word}`, tf);
    const padded = `<${word}>`;
    for (const n of NGRAM_SIZES) {
      for (let i = 0; i + n <= padded.length; i++) add(vec, `g:${padded.slice(i, i + n)}`, NGRAM_WEIGHT * tf);
    }
  }
  let norm = 0;
  for (const v of vec) norm += v * v;
  norm = Math.sqrt(norm);
  return Array.from(vec, (v) => (norm === 0 ? 0 : v / norm));
}

export function createLocalEmbedder(dimension = 1024): Embedder {
  return {
    model: LOCAL_EMBEDDING_MODEL,
    dimension,
    // Symmetric: a question and a page are hashed the same way.
    embed: async (texts) => texts.map((t) => hashEmbed(t, dimension)),
  };
}
