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
    parts = conjuncts(r.pattern).map(sharedTest);
    CONJUNCTS.set(r.pattern, parts);
  }
  for (const p of parts) if (!p(text)) return false;
  return true;
}

const CONJUNCTS = new WeakMap<RegExp, readonly TextTest[]>();

/**
 * Conjuncts at least this long are vocabularies (a pack's medicines, complaints, practical words): several rules of
 * a pack ask the same one of the same utterance (20 such conjuncts are asked 57 times across the four packs), and
 * each ask scanned the whole text again. Shorter conjuncts (a frame's few words) cost less than the look-up.
 */
const SHARED_MIN_SOURCE = 400;

/** One test per distinct long conjunct source, whichever rule it came from. */
const SHARED_TESTS = new Map<string, TextTest>();

/** The answers of the long conjuncts for the last text: the pre-filter asks its rules of one utterance in a row. */
let answeredText = "";
const answers = new Map<TextTest, boolean>();

/** The test of one conjunct; a long one (a vocabulary) is asked once per text, whichever rules share it. */
export function sharedTest(part: RegExp): TextTest {
  // A pattern with flags is kept whole by `conjuncts` and is a rule's own: not shared.
  if (part.flags || part.source.length < SHARED_MIN_SOURCE) return textTest(part);
  const known = SHARED_TESTS.get(part.source);
  if (known) return known;
  const test = textTest(part);
  const once: TextTest = (text) => {
    if (text !== answeredText) {
      answeredText = text;
      answers.clear();
    }
    let answer = answers.get(once);
    if (answer === undefined) {
      answer = test(text);
      answers.set(once, answer);
    }
    return answer;
  };
  SHARED_TESTS.set(part.source, once);
  return once;
}

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
