/** What the redactor found: a kind and where it stands in the text (UTF-16 offsets, end exclusive). */
export type PiiKind = "name" | "birth_date" | "address" | "card" | "record_number" | "national_id" | "iban" | "phone" | "email";

export const PII_KINDS: readonly PiiKind[] = ["name", "birth_date", "address", "card", "record_number", "national_id", "iban", "phone", "email"];

export interface PiiSpan {
  kind: PiiKind;
  start: number;
  end: number;
}

/**
 * Overlapping finds become one: the earliest start wins, and a longer find swallows what it
 * covers (a card number inside "kaartnummer 4111 …" is one span, not a card and a record number).
 */
export function mergeSpans(spans: readonly PiiSpan[]): PiiSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: PiiSpan[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last && s.start < last.end) {
      if (s.end > last.end) last.end = s.end;
      continue;
    }
    out.push({ ...s });
  }
  return out;
}

/** Escapes a phrase for a RegExp and lets any run of spaces (and either apostrophe) stand between its words. */
export function phrasePattern(phrase: string, opts: { firstLetterEitherCase?: boolean } = {}): string {
  return phrase
    .trim()
    .split(/\s+/)
    .map((w) => {
      const escaped = w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/['’]/g, "['’]");
      const first = w[0] ?? "";
      // For patterns that must stay case-sensitive elsewhere (a capitalised name after "rue"):
      // the cue itself may start a sentence.
      return opts.firstLetterEitherCase && first.toLowerCase() !== first.toUpperCase()
        ? `[${first.toLowerCase()}${first.toUpperCase()}]${escaped.slice(1)}`
        : escaped;
    })
    .join(String.raw`\s+`);
}

/** Longest first, so "mijn naam is" is tried before "naam". */
export function alternation(phrases: Iterable<string>, opts: { firstLetterEitherCase?: boolean } = {}): string {
  return [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map((p) => phrasePattern(p, opts))
    .join("|");
}

/** Unicode-aware word edges (JavaScript's \b knows only ASCII letters). */
export const WORD_START = String.raw`(?<![\p{L}\p{N}])`;
export const WORD_END = String.raw`(?![\p{L}\p{N}])`;
