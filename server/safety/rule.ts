/**
 * A named pattern. Patterns run on text normalised by `normaliseForMatch` (lower case, no
 * diacritics, punctuation as spaces, padded with spaces), so they are written without accents and
 * with `\s`/spaces as word boundaries. The id says which rule fired in logs and tests.
 */
export interface Rule {
  id: string;
  pattern: RegExp;
}

/** Build a rule from a pattern source with {PLACEHOLDER} slots filled from a vocabulary. */
export function rule(id: string, source: string, vocab: Record<string, string> = {}): Rule {
  const filled = source.replace(/\{([A-Z_]+)\}/g, (_, key: string) => {
    const value = vocab[key];
    if (value === undefined) throw new Error(`rule ${id}: unknown placeholder {${key}}`);
    return `(?:${value})`;
  });
  return { id, pattern: new RegExp(filled) };
}

/** An alternation of words/phrases, longest first so the regex prefers the longest match. */
export function oneOf(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|");
}

export function firstMatch<R extends Rule>(text: string, rules: readonly R[]): R | undefined {
  return rules.find((r) => r.pattern.test(text));
}
