import { regexTokens } from "./regex-source";
import { textTest, type TextTest } from "./vocabulary-test";

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
  return rules.find((r) => matches(r, text));
}

/** Whether a rule's pattern matches, tested as its conjuncts (below), a vocabulary conjunct by word lookups (./vocabulary-test.ts). */
export function matches(r: Rule, text: string): boolean {
  let parts = CONJUNCTS.get(r.pattern);
  if (!parts) {
    parts = conjuncts(r.pattern).map(textTest);
    CONJUNCTS.set(r.pattern, parts);
  }
  for (const p of parts) if (!p(text)) return false;
  return true;
}

const CONJUNCTS = new WeakMap<RegExp, readonly TextTest[]>();

/**
 * A pattern `^(?=A)(?!B)…R` as the patterns `^(?=A)`, `^(?!B)`, …, `^(?:R)`: every part is a test at the
 * start of the text, so the whole matches exactly when each part does. V8 runs the parts far faster than
 * the whole: a rule that inlines its vocabularies (the practical words, the errands, the medicines) is tens
 * of kilobytes of source, and the whole was about ten times slower than its parts one after another over the
 * text bench's corpus — most of the pre-filter's cost on a turn that names a medicine or a symptom. A
 * pattern with flags, a top-level alternative (`^(?=A)B|C` binds the lookahead to `B` alone) or a
 * backreference is kept whole.
 */
export function conjuncts(pattern: RegExp): readonly RegExp[] {
  const src = pattern.source;
  if (pattern.flags || !/^\^\(\?<?[=!]/.test(src) || /\\[1-9]|\\k</.test(src)) return [pattern];
  const parts: string[] = [];
  let depth = 0;
  let start = 1;
  let rest = src.length;
  for (const [i, c] of regexTokens(src, 1)) {
    if (c === "|" && depth === 0) return [pattern];
    if (c === "(") {
      if (depth === 0 && rest === src.length && !/^\(\?<?[=!]/.test(src.slice(i, i + 4))) rest = i;
      depth += 1;
    } else if (c === ")") {
      depth -= 1;
      if (depth === 0 && rest === src.length) {
        parts.push(src.slice(start, i + 1));
        start = i + 1;
      }
    } else if (depth === 0 && rest === src.length) {
      // Anything else at the top (a word, an escape, a class) is where the rest begins: a lookaround after it
      // looks from a later place than the text's start, so it stays in the rest.
      rest = i;
    }
  }
  // A quantified lookaround (`(?=A)?`) is no conjunct: keep such a pattern whole.
  if (/^[?*+{]/.test(src.slice(start))) return [pattern];
  const tail = src.slice(start);
  return [...parts, ...(tail ? [`(?:${tail})`] : [])].map((p) => new RegExp(`^${p}`));
}
