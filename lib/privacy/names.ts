import { ANY_LANGUAGE_FUNCTION_WORDS } from "../lang/function-words";
import { LANGUAGES } from "../lang";
import { PRIVACY_PACKS } from "./lang";
import { alternation, WORD_END, WORD_START, type PiiSpan } from "./spans";

/**
 * Names a caller gives: their own ("ik ben …", "my name is …", "… à l'appareil") or a relative's
 * ("mijn vader, Willy Maes"). A name is only looked for after such a cue, never guessed from a
 * capital alone: "dokter Peeters" is the hospital's published staff, not a caller's data.
 */

const packs = LANGUAGES.map((l) => PRIVACY_PACKS[l]);
const all = (pick: (p: (typeof packs)[number]) => readonly string[]) => packs.flatMap(pick);

const lower = (w: string) => w.toLocaleLowerCase();
const FUNCTION = new Set([...ANY_LANGUAGE_FUNCTION_WORDS].map(lower));
const NOT_A_NAME = new Set(
  [
    ...all((p) => p.notNames),
    ...all((p) => p.titles),
    "i",
    "i'm",
    "i’m",
    "ik",
    "je",
    "io",
    "dokter",
    "doctor",
    "dr",
    "dr.",
    "docteur",
    "dottore",
    "dottor",
    "prof",
    "professor",
  ].map(lower),
);
const GIVEN_NAMES = new Set(all((p) => p.givenNames).map(lower));
const PARTICLES = new Set(["van", "der", "den", "de", "ten", "ter", "le", "la", "du", "des", "di", "da", "del", "della", "dei", "von", "mc", "d'", "d’"]);
const MAX_NAME_WORDS = 4;

/** How sure the cue is that a name follows. */
type Certainty = "always" | "if-it-looks-like-one";

const STRONG = new RegExp(`${WORD_START}(?:${alternation(all((p) => p.nameCues))})${WORD_END}`, "giu");
const WEAK = new RegExp(`${WORD_START}(?:${alternation([...all((p) => p.weakNameCues), ...all((p) => p.titles)])})(?![\\p{L}\\p{N}])`, "giu");
const SENTENCE_START = String.raw`(?:^|[.!?;]\s*|(?:${alternation(
  all((p) => p.greetings),
  { firstLetterEitherCase: true },
)})\s*[,!.]?\s+)`;
const OPENING = new RegExp(`${SENTENCE_START}(?:${alternation(all((p) => p.openingNameCues))})${WORD_END}`, "giu");
const RELATIVE = new RegExp(
  String.raw`${WORD_START}(?:mijn|onze|my|our|ma|mon|notre|mia|mio|nostra|nostro)\s+(?:${alternation(all((p) => p.relatives))})${WORD_END}`,
  "giu",
);
const CAP_NAME = String.raw`\p{Lu}[\p{L}'’-]*\p{L}(?:\s+(?:(?:van der|van den|van de|van|de|der|den|di|da|del|della|le|la|du)\s+)?\p{Lu}[\p{L}'’-]*\p{L}){0,3}`;
const TRAILING = new RegExp(`${SENTENCE_START}(${CAP_NAME})\\s*,?\\s+(?:${alternation(all((p) => p.trailingNameCues))})${WORD_END}`, "gu");
/** The same name said again in full right after ("The name is Hughes, Gareth Hughes"). */
const REPEATED = new RegExp(`^\\s*,\\s*(${CAP_NAME})`, "u");

const WORD = /^([\s]*)([\p{L}][\p{L}'’-]*)/u;

function isCapitalised(word: string): boolean {
  return /^\p{Lu}/u.test(word);
}

/**
 * The name that starts at `from` (after a cue), or null. `always`: any words up to a function word;
 * otherwise the first word must be capitalised or a known given name, and a capitalised name goes
 * on with capitalised words only.
 */
function nameAt(text: string, from: number, certainty: Certainty): PiiSpan | null {
  let pos = from;
  // A comma or colon may stand between the cue and the name ("mijn vader, Willy Maes").
  const lead = /^\s*[,:]?/.exec(text.slice(pos));
  pos += lead ? lead[0].length : 0;
  const words: Array<{ word: string; start: number; end: number }> = [];
  for (;;) {
    const m = WORD.exec(text.slice(pos));
    if (!m) break;
    const start = pos + m[1]!.length;
    words.push({ word: m[2]!, start, end: start + m[2]!.length });
    pos = start + m[2]!.length;
    if (words.length >= MAX_NAME_WORDS + 2) break;
  }
  const first = words[0];
  if (!first) return null;
  const f = lower(first.word);
  if (FUNCTION.has(f) || NOT_A_NAME.has(f)) return null;
  const capitalised = isCapitalised(first.word);
  if (certainty !== "always" && !capitalised && !GIVEN_NAMES.has(f)) return null;
  let last = first;
  let taken = 1;
  for (let i = 1; i < words.length && taken < MAX_NAME_WORDS; i++) {
    const w = words[i]!;
    const lw = lower(w.word);
    if (PARTICLES.has(lw)) {
      // "van der Berg", "De Smet": a particle belongs to the name only when a name word follows it.
      const next = words[i + 1];
      const nextIsName = next && !FUNCTION.has(lower(next.word)) && (!capitalised || isCapitalised(next.word) || PARTICLES.has(lower(next.word)));
      if (!nextIsName) break;
      continue;
    }
    if (FUNCTION.has(lw) || NOT_A_NAME.has(lw)) break;
    if (capitalised && !isCapitalised(w.word)) break;
    last = w;
    taken += 1;
  }
  return { kind: "name", start: first.start, end: last.end };
}

export function findNames(text: string): PiiSpan[] {
  const spans: PiiSpan[] = [];
  const after = (re: RegExp, certainty: Certainty) => {
    for (const m of text.matchAll(re)) {
      const span = nameAt(text, m.index + m[0].length, certainty);
      if (span) spans.push(span);
    }
  };
  after(STRONG, "always");
  after(WEAK, "if-it-looks-like-one");
  after(OPENING, "if-it-looks-like-one");
  after(RELATIVE, "if-it-looks-like-one");
  for (const m of text.matchAll(TRAILING)) {
    const name = m[1]!;
    const start = m.index + m[0].indexOf(name);
    if (NOT_A_NAME.has(lower(name.split(/\s+/)[0]!)) || FUNCTION.has(lower(name.split(/\s+/)[0]!))) continue;
    spans.push({ kind: "name", start, end: start + name.length });
  }
  return spans.flatMap((span) => [span, ...repeatedAfter(text, span)]);
}

function repeatedAfter(text: string, span: PiiSpan): PiiSpan[] {
  const m = REPEATED.exec(text.slice(span.end));
  if (!m) return [];
  const said = new Set(text.slice(span.start, span.end).split(/\s+/).map(lower));
  const again = m[1]!;
  if (!again.split(/\s+/).some((w) => said.has(lower(w)))) return [];
  const start = span.end + m[0].length - again.length;
  return [{ kind: "name", start, end: start + again.length }];
}
