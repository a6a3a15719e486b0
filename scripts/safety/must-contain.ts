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
 * lookahead's content as text the utterance holds. Patterns run on normalised text (lower case,
 * words separated by single spaces), so `\s` stands for a space.
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

/** Every match of this sequence holds a needle: one of its elements does, or a run of adjacent elements spells one. */
function alternativeHolds(alt: Alternative, needles: readonly string[]): boolean {
  if (alt.elements.some((e) => elementHolds(e, needles))) return true;
  // Runs of adjacent elements with known strings, joined: "li" + "ps?" + " " + "blue" spells "lips blue".
  let run: Strings = EMPTY;
  for (const e of alt.elements) {
    const s = strings(e);
    if (!s) {
      run = EMPTY;
      continue;
    }
    run = product(run!, s) ?? s;
    if (holdsOne(run, needles)) return true;
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
