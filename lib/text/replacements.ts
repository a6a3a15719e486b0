import type { Lang } from "../lang";

/** A written form and what replaces it (a recogniser mishear, or how the synthesiser should say a word). */
export interface Mishear {
  match: string;
  replacement: string;
  /** null: applies in every language. */
  lang: Lang | null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Replace whole-word, case-insensitive occurrences of each `match` (longest first, so
 * "a z linden hof" wins over "linden hof"). Used for STT mishears before cognition and for
 * pronunciations before synthesis; the caller's page keeps the written form.
 */
export function applyReplacements(text: string, lang: Lang, pairs: readonly Mishear[]): { text: string; applied: number } {
  let out = text;
  let applied = 0;
  const ordered = pairs.filter((p) => p.lang === null || p.lang === lang).sort((a, b) => b.match.length - a.match.length);
  for (const p of ordered) {
    // Letters and digits of any script count as word characters: "hof" inside "hoffelijk" is no match.
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escape(p.match).replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}])`, "giu");
    out = out.replace(re, () => {
      applied += 1;
      return p.replacement;
    });
  }
  return { text: out, applied };
}
