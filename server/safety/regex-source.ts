/**
 * The syntax of a regex source, one token at a time from `from`: each character outside a character class, with
 * its index, except that an escape (`\(`) comes as one `\` token and a whole class (`[()|]`) as one `[` token. A
 * bracket or bar inside either is never taken for a group or an alternative. The pre-filter takes its patterns
 * apart with it (rule.ts `conjuncts`, vocabulary-test.ts) and must read them as the regex engine does.
 */
export function* regexTokens(src: string, from = 0): Generator<readonly [index: number, token: string]> {
  for (let i = from; i < src.length; i++) {
    const c = src[i]!;
    yield [i, c];
    if (c === "\\") i += 1;
    else if (c === "[") {
      // To the class's own `]`; an escaped `\]` inside it does not close it.
      for (i += 1; i < src.length && src[i] !== "]"; i++) if (src[i] === "\\") i += 1;
    }
  }
}
