/**
 * Whether every text a pattern can match must contain one of some substrings: the structural check
 * behind the pre-filter's gates. A gate lets a family's rules run only when the utterance holds one
 * of its words, so a rule that can match without any of them is silently dead on exactly those
 * phrasings ("my son's lips are turning blue" was no emergency in en and nl: the breathing gate
 * lacked the colour words its own rule needed). Comparing gated and ungated runs over a corpus only
 * finds the phrasings the corpus has; this reads the pattern itself, so a new rule or a new word in
 * a vocabulary is checked the day it is written.
 *
 * The analysis is sound and conservative: `mustContain` says true only when it can prove it. It
 * tracks, for each part of the pattern, the finite set of strings it matches (when small), joins
 * adjacent parts into longer strings so a gate word that spans them is found, and treats a positive
 * lookahead's content as text the utterance holds. A part whose strings cannot be listed (a word
 * gap, `(?: \w+){0,4}`) still passes on what its matches begin and end with — a space, or nothing —
 * so "{MED}" before such a gap is known to stand between spaces. Patterns run on normalised text
 * (lower case, words separated by single spaces), so `\s` stands for a space.
 */
import { parseRegExpLiteral } from "@eslint-community/regexpp";
import type { Alternative, Element, Node } from "@eslint-community/regexpp/ast";

/** Beyond this many strings a part counts as "anything": the check stays fast and never guesses. */
const MAX_STRINGS = 4000;
/** A quantifier is expanded only up to this many repetitions. */
const MAX_REPEAT = 3;

type Strings = ReadonlySet<string> | null;

const EMPTY: ReadonlySet<string> = new Set([""]);

function product(a: ReadonlySet<string>, b: ReadonlySet<string>): Strings {
  if (a.size * b.size > MAX_STRINGS) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

function union(sets: Strings[]): Strings {
  const out = new Set<string>();
  for (const s of sets) {
    if (s === null) return null;
    for (const x of s) out.add(x);
    if (out.size > MAX_STRINGS) return null;
  }
  return out;
}

/** The characters a class matches, when it is a small set of plain characters and ranges. */
function classChars(node: Extract<Node, { type: "CharacterClass" }>): Strings {
  if (node.negate) return null;
  const out = new Set<string>();
  for (const e of node.elements) {
    if (e.type === "Character") out.add(String.fromCodePoint(e.value));
    else if (e.type === "CharacterClassRange") {
      if (e.max.value - e.min.value > 40) return null;
      for (let c = e.min.value; c <= e.max.value; c++) out.add(String.fromCodePoint(c));
    } else return null;
  }
  return out;
}

/** Every string the node can match, or null when there are too many (or infinitely many). Assertions match "". */
function strings(node: Node): Strings {
  switch (node.type) {
    case "Character":
      return new Set([String.fromCodePoint(node.value)]);
    case "CharacterClass":
      return classChars(node);
    case "CharacterSet":
      // Normalised text has no other whitespace than the single space between words.
      return node.kind === "space" && !node.negate ? new Set([" "]) : null;
    case "Assertion":
      return EMPTY;
    case "Group":
    case "CapturingGroup":
    case "Pattern":
      return union(node.alternatives.map(strings));
    case "Alternative":
      return node.elements.reduce<Strings>((acc, e) => {
        const s = strings(e);
        return acc && s ? product(acc, s) : null;
      }, EMPTY);
    case "Quantifier": {
      const inner = strings(node.element);
      if (!inner || node.max > MAX_REPEAT) return null;
      const reps: Strings[] = [];
      let acc: Strings = EMPTY;
      for (let k = 0; k <= node.max && acc; k++) {
        if (k >= node.min) reps.push(acc);
        acc = product(acc, inner);
      }
      return union(reps);
    }
    default:
      return null;
  }
}

const holdsOne = (s: ReadonlySet<string>, needles: readonly string[]) => [...s].every((x) => needles.some((n) => x.includes(n)));

type Edge = "first" | "last";

/**
 * The characters a match of the node can begin (or end) with, "" when it can match nothing; null
 * when unknown. A word gap `(?: \w+){0,4}` has no listable strings, but each of its matches is empty
 * or starts with a space — which is what tells that "{MED}" before it stands between spaces.
 */
function edgeChars(node: Node, edge: Edge): Strings {
  const known = strings(node);
  if (known) return new Set([...known].map((x) => (edge === "first" ? x.slice(0, 1) : x.slice(-1))));
  switch (node.type) {
    case "Group":
    case "CapturingGroup":
    case "Pattern":
      return union(node.alternatives.map((a) => edgeChars(a, edge)));
    case "Alternative": {
      // From the edge inwards: an element that can match nothing lets the next one's edge show through.
      const elements = edge === "first" ? node.elements : [...node.elements].reverse();
      const out = new Set<string>();
      for (const e of elements) {
        const chars = edgeChars(e, edge);
        if (!chars) return null;
        for (const c of chars) if (c !== "") out.add(c);
        if (!chars.has("")) return out;
      }
      out.add("");
      return out;
    }
    case "Quantifier": {
      if (node.max === 0) return EMPTY;
      const inner = edgeChars(node.element, edge);
      if (!inner) return null;
      return node.min === 0 ? new Set([...inner, ""]) : inner;
    }
    default:
      return null;
  }
}

/**
 * The run extended by a part's strings. When the product grows too large, the run's tails are cut
 * to their last few characters first (a tail's suffix is still a tail): "zijn " × a body-part list
 * keeps the space a gate word " rug" needs, where dropping the run would lose it.
 */
function joinTails(run: ReadonlySet<string>, s: ReadonlySet<string>): ReadonlySet<string> {
  for (const keep of [Infinity, 16, 8, 4, 2, 1]) {
    const cut = keep === Infinity ? run : new Set([...run].map((x) => x.slice(-keep)));
    const joined = product(cut, s);
    if (joined) return joined;
  }
  return s;
}

const nonEmpty = (s: ReadonlySet<string>) => new Set([...s].filter((x) => x !== ""));

/**
 * Every match of this sequence holds a needle: one of its elements does, or a run of adjacent
 * elements spells one. `before` holds the ways the text before the sequence is known to end (a
 * group's alternatives are read with the run in front of the group).
 */
function alternativeHolds(alt: Alternative, needles: readonly string[], before: ReadonlySet<string> = EMPTY): boolean {
  if (alt.elements.some((e) => elementHolds(e, needles))) return true;
  // Runs of adjacent elements with known strings, joined: "li" + "ps?" + " " + "blue" spells "lips blue".
  // `run` holds every way the text matched so far can end (its known tail).
  let run: ReadonlySet<string> = before;
  for (const e of alt.elements) {
    const s = strings(e);
    if (s) {
      run = joinTails(run, s);
      if (holdsOne(run, needles)) return true;
      continue;
    }
    // A group read with the run in front of it: " " + (?:GATE(?: \w+){0,5} better|…) needs the space outside.
    if ((e.type === "Group" || e.type === "CapturingGroup") && run !== EMPTY && e.alternatives.every((a) => alternativeHolds(a, needles, run))) return true;
    // An element without listable strings: its first character still extends the run (a needle that
    // ends there is proved when the element matches something), and its last character starts the next.
    const first = edgeChars(e, "first");
    const last = edgeChars(e, "last");
    const nullable = (first ?? last)?.has("") ?? true;
    const starts = first ? nonEmpty(first) : null;
    const joined = starts && starts.size > 0 ? product(run, starts) : null;
    const matchedProved = joined !== null && holdsOne(joined, needles);
    if (matchedProved && !nullable) return true;
    // Proved when it matches something: only the branch where it matches nothing goes on, with the run as it was.
    if (matchedProved) continue;
    const ends = last ? nonEmpty(last) : null;
    const tail = ends && ends.size > 0 ? ends : EMPTY;
    run = nullable ? (union([run, tail]) ?? EMPTY) : tail;
  }
  return false;
}

function elementHolds(node: Element | Node, needles: readonly string[]): boolean {
  switch (node.type) {
    case "Group":
    case "CapturingGroup":
    case "Pattern":
      return node.alternatives.every((a) => alternativeHolds(a, needles));
    case "Alternative":
      return alternativeHolds(node, needles);
    case "Assertion":
      // A positive lookaround holds only where the utterance holds its content; a negative one proves nothing.
      return (node.kind === "lookahead" || node.kind === "lookbehind") && !node.negate && node.alternatives.every((a) => alternativeHolds(a, needles));
    case "Quantifier":
      return node.min >= 1 && elementHolds(node.element, needles);
    default: {
      const s = strings(node);
      return s !== null && s.size > 0 && holdsOne(s, needles);
    }
  }
}

/** Whether every text `pattern` matches contains one of `needles` (proved from the pattern; false when it cannot be proved). */
export function mustContain(pattern: RegExp, needles: readonly string[]): boolean {
  return elementHolds(parseRegExpLiteral(pattern).pattern, needles);
}
