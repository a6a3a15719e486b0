/**
 * A fast, exact stand-in for the pre-filter's vocabulary tests: a regex that says "the text contains one of these
 * words or phrases as whole words" — an advice pack's gate ` (?:{MED}|{SYMPTOM}|…) ` and a rule's conjunct
 * `^(?=.* (?:{MED}) )` or `^(?!.* (?:{PRACTICAL}) )`. Those alternations run to thousands of characters, and V8
 * tries each alternative at every word: the four advice gates alone took about a fifth of classifyTerminal over the
 * text bench's corpus, and the rules' vocabulary conjuncts most of the rest on a turn that names a medicine.
 *
 * The alternation is a union, so it is taken apart into what a word lookup decides — whole phrases, a word ending
 * in one of a set (`\w*(?:paracetamol|…)`, `\w+pijn`), a word starting with one (`opzwel\w*`), a word holding
 * one (`\w*vaccin\w*`) — and a residual regex of what is left (lookbehinds, optional letters), tested only when no
 * lookup hit. Exactly the regex's answer on any text (vocabulary-test.test.ts compares both over every case table,
 * safety set and the bench corpus); a text with a line break, which `.` does not cross, goes to the regex itself.
 */

import { regexTokens } from "./regex-source";

/** A test of one pattern on one text: the pattern's own `test`, or the lookups it was taken apart into. */
export type TextTest = (text: string) => boolean;

/** Bodies shorter than this stay with the regex: over the text bench corpus V8 ran a vocabulary of one kind (the medicines, ~1,800 characters) faster than the lookups, and the gates and the joined vocabularies (3,700–7,000) three to five times slower. */
const MIN_BODY = 3000;

const CONTAINS = /^ \(\?:([\s\S]*)\) $/;
const LOOKAHEAD = /^\^\(\?([=!])\.\* \(\?:([\s\S]*)\) \)$/;
const LITERAL = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;
const TOKEN = /^[\p{L}\p{N}]+$/u;
const WORD_CHARS = /^\w*$/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

const TESTS = new WeakMap<RegExp, TextTest>();

/** The test for `pattern`, built once per pattern. */
export function textTest(pattern: RegExp): TextTest {
  let t = TESTS.get(pattern);
  if (!t) {
    t = build(pattern);
    TESTS.set(pattern, t);
  }
  return t;
}

function build(pattern: RegExp): TextTest {
  const plain = (text: string) => pattern.test(text);
  if (pattern.flags) return plain;
  const src = pattern.source;
  const whole = CONTAINS.exec(src);
  if (whole && closeOf(src, 1) === src.length - 2 && whole[1]!.length >= MIN_BODY) return guarded(containsAny(whole[1]!), plain);
  const ahead = LOOKAHEAD.exec(src);
  if (ahead && closeOf(src, 7) === src.length - 3 && ahead[2]!.length >= MIN_BODY) {
    const contains = containsAny(ahead[2]!);
    return guarded(ahead[1] === "=" ? contains : (text) => !contains(text), plain);
  }
  return plain;
}

function guarded(fast: TextTest, plain: TextTest): TextTest {
  return (text) => (LINE_BREAK.test(text) ? plain(text) : fast(text));
}

/** Index of the `)` closing the group opened at `open`, or -1. */
function closeOf(src: string, open: number): number {
  let depth = 0;
  for (const [i, c] of regexTokens(src, open)) {
    if (c === "(") depth += 1;
    else if (c === ")") {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The top-level alternatives of a regex source. */
function alternatives(src: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (const [i, c] of regexTokens(src)) {
    if (c === "(") depth += 1;
    else if (c === ")") depth -= 1;
    else if (c === "|" && depth === 0) {
      out.push(src.slice(start, i));
      start = i + 1;
    }
  }
  out.push(src.slice(start));
  return out;
}

/** The alternatives of a source with every group that is a whole alternative opened: `(?:a|(?:b|c))|d` → a, b, c, d. */
function leaves(src: string): string[] {
  return alternatives(src).flatMap((a) => (a.startsWith("(?:") && closeOf(a, 0) === a.length - 1 ? leaves(a.slice(3, -1)) : [a]));
}

/**
 * `\w*(?:a|b)`, `\w+pijn`, `opzwel\w*`, `\w*vaccin\w*`, `\w*(?:aspirin|…)\w{0,3}`: a word that is one of a set of
 * words with word characters before or after it (how many: the affixes).
 */
const AFFIXED = /^(\\w[*+])?(?:\(\?:([^()\\[\]]*)\)|([\p{L}\p{N}]+))(\\w\*|\\w\{0,(\d+)\})?$/u;

/** Words of a set inside a word: `pre` word characters before (between min and max), at most `maxPost` after. */
interface Affixed {
  minPre: number;
  maxPre: number;
  maxPost: number;
  trie: Trie;
}

/** A letter tree of words: a word is looked up from each place it may start, one letter at a time. */
interface Trie {
  next: Map<string, Trie>;
  end: boolean;
}

const trie = (): Trie => ({ next: new Map(), end: false });

function addWord(t: Trie, word: string): void {
  let node = t;
  for (const c of word) {
    let n = node.next.get(c);
    if (!n) {
      n = trie();
      node.next.set(c, n);
    }
    node = n;
  }
  node.end = true;
}

/** Whole words; when `then` is set, a lookaround around them decides, and its leaf's own regex is asked. */
interface Phrase {
  words: string[];
  then: RegExp | null;
}

interface Lookups {
  phrases: Map<string, Phrase[]>;
  affixed: Affixed[];
  residual: RegExp | null;
}

function containsAny(body: string): TextTest {
  const phrases = new Map<string, Phrase[]>();
  const addPhrase = (phrase: string, then: RegExp | null) => {
    const words = phrase.split(" ");
    const list = phrases.get(words[0]!) ?? [];
    list.push({ words, then });
    phrases.set(words[0]!, list);
  };
  const affixed = new Map<string, Affixed>();
  const rest: string[] = [];
  for (const leaf of leaves(body)) {
    if (LITERAL.test(leaf)) {
      addPhrase(leaf, null);
      continue;
    }
    const core = lookaroundCore(leaf);
    if (core) {
      const then = new RegExp(` (?:${leaf}) `);
      for (const phrase of core) addPhrase(phrase, then);
      continue;
    }
    const m = AFFIXED.exec(leaf);
    if (!m || (!m[1] && !m[4])) {
      rest.push(leaf);
      continue;
    }
    const [, lead = "", group, single, trail = ""] = m;
    const words = group !== undefined ? group.split("|") : [single!];
    // A word with a space in it spans words: the regex keeps those.
    const multi = words.filter((w) => !TOKEN.test(w));
    if (multi.length) rest.push(`${lead}(?:${multi.join("|")})${trail}`);
    const key = `${lead}/${trail}`;
    const a = affixed.get(key) ?? {
      minPre: lead === "\\w+" ? 1 : 0,
      maxPre: lead ? Infinity : 0,
      maxPost: trail === "\\w*" ? Infinity : m[5] !== undefined ? Number(m[5]) : 0,
      trie: trie(),
    };
    for (const w of words) if (TOKEN.test(w)) addWord(a.trie, w);
    affixed.set(key, a);
  }
  const l: Lookups = {
    phrases,
    affixed: [...affixed.values()].filter((a) => a.trie.next.size > 0),
    residual: rest.length ? new RegExp(` (?:${rest.join("|")}) `) : null,
  };
  return (text) => lookup(text, l) || (l.residual !== null && l.residual.test(text));
}

/** The last text's words: the pre-filter asks dozens of tests of one utterance in a row. */
let lastText = "";
let lastWords: string[] = [""];

function lookup(text: string, l: Lookups): boolean {
  if (text !== lastText) {
    lastText = text;
    lastWords = text.split(" ");
  }
  const words = lastWords;
  // The first and last pieces have no space on their outer side: no ` … ` match starts or ends in them.
  for (let i = 1; i < words.length - 1; i++) {
    const w = words[i]!;
    if (w === "") continue;
    const phrases = l.phrases.get(w);
    if (phrases)
      for (const p of phrases)
        if (i + p.words.length < words.length && p.words.every((x, k) => words[i + k] === x) && (p.then === null || p.then.test(text))) return true;
    for (const a of l.affixed) if (affixedIn(w, a)) return true;
  }
  return false;
}

/**
 * The whole words a leaf needs when it is lookarounds around them — `(?<!de )uitslag`, `blood(?! (?:test|…))`,
 * `(?<!(?:scan|…) (?:of|on) (?:my|…) )(?:shoulder|…)` — else null. Such a leaf can match only where one of them stands
 * as whole words (a lookaround takes no characters, and the test wraps the leaf in spaces).
 */
function lookaroundCore(leaf: string): string[] | null {
  let rest = leaf;
  let around = false;
  while (rest.startsWith("(?<!") || rest.startsWith("(?<=")) {
    const close = closeOf(rest, 0);
    if (close < 0) return null;
    rest = rest.slice(close + 1);
    around = true;
  }
  let core: string[];
  if (rest.startsWith("(?:")) {
    const close = closeOf(rest, 0);
    if (close < 0) return null;
    core = alternatives(rest.slice(3, close));
    rest = rest.slice(close + 1);
  } else {
    const end = rest.indexOf("(");
    core = [end < 0 ? rest : rest.slice(0, end)];
    rest = end < 0 ? "" : rest.slice(end);
  }
  while (rest.startsWith("(?!") || rest.startsWith("(?=")) {
    const close = closeOf(rest, 0);
    if (close < 0) return null;
    rest = rest.slice(close + 1);
    around = true;
  }
  return around && rest === "" && core.every((c) => LITERAL.test(c)) ? core : null;
}

function affixedIn(w: string, a: Affixed): boolean {
  // Most words are all word characters (the normaliser folds accents away): then any start and end will do.
  const plain = WORD_CHARS.test(w);
  const lastStart = Math.min(a.maxPre, w.length - 1);
  for (let k = a.minPre; k <= lastStart; k++) {
    if (!plain && !WORD_CHARS.test(w.slice(0, k))) break;
    let node: Trie | undefined = a.trie;
    for (let e = k; e < w.length && node;) {
      node = node.next.get(w[e]!);
      e += 1;
      if (node?.end && w.length - e <= a.maxPost && (plain || WORD_CHARS.test(w.slice(e)))) return true;
    }
  }
  return false;
}
