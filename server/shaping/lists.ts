import type { ShapingPack } from "./pack";
import { splitSentences } from "./sentences";

/**
 * A written list becomes one spoken enumeration: "You can park in:\n- P1 at the main entrance\n-
 * P3 behind the clinic" → "You can park in P1 at the main entrance, or P3 behind the clinic." Read
 * item by item, a list sounds like a string of fragments ("You can park in. P1 at the main
 * entrance. P3 behind the clinic.") and each fragment costs one of the answer's three sentences.
 *
 * The conjunction follows the lead-in: alternatives ("you can park in", "kies uit") take "or",
 * everything else — a list of facts, or when unsure — "and". A comma before it gives the voice a
 * pause. More than four items: the first three and how many more ("… and four more departments"),
 * because nobody remembers the seventh item of a list heard on the phone.
 */
const MARKED_ITEM = /^\s*(?:[-*+•]|\d{1,2}[.)])\s+(\S.*)$/;
/** An unmarked line that can be a list item under a lead-in ending in ":". */
const MAX_BARE_ITEM_WORDS = 10;
export const MAX_SPOKEN_ITEMS = 4;
const SPOKEN_WHEN_LONGER = 3;

interface ListRun {
  leadIn: string | null;
  items: string[];
  /** Lines [start, end) the lead-in and the items occupied. */
  start: number;
  end: number;
}

function isBareItem(line: string): boolean {
  const t = line.trim();
  return t !== "" && !/[.!?:]$/.test(t) && !/^(?:#|\||>)/.test(t) && t.split(/\s+/).length <= MAX_BARE_ITEM_WORDS;
}

/** A lead-in is a plain line of text: not a heading, table row, quote or item itself. */
function isLeadIn(line: string | undefined): line is string {
  return line !== undefined && line.trim() !== "" && !/^\s*(?:#|\||>)/.test(line) && !MARKED_ITEM.test(line);
}

function findRuns(lines: string[]): ListRun[] {
  const runs: ListRun[] = [];
  for (let i = 0; i < lines.length; i++) {
    const previous = lines[i - 1];
    const leadIn = isLeadIn(previous) ? previous : null;
    let end = i;
    const items: string[] = [];
    if (MARKED_ITEM.test(lines[i]!)) {
      while (end < lines.length && MARKED_ITEM.test(lines[end]!)) items.push(MARKED_ITEM.exec(lines[end++]!)![1]!);
    } else if (leadIn?.trim().endsWith(":")) {
      while (end < lines.length && isBareItem(lines[end]!)) items.push(lines[end++]!.trim());
    }
    if (items.length < 2) continue;
    runs.push({ leadIn, items, start: leadIn === null ? i : i - 1, end });
    i = end - 1;
  }
  return runs;
}

/** One item as a phrase: no closing punctuation, and sentences inside it joined by commas. */
function asPhrase(item: string): string {
  return splitSentences(item.trim())
    .map((s) => s.replace(/[.;,:!?…]+$/u, "").trim())
    .filter(Boolean)
    .join(", ");
}

function enumerate(run: ListRun, pack: ShapingPack): string {
  const words = pack.lists;
  const leadIn = run.leadIn?.trim().replace(/:$/, "").trim() ?? "";
  const conj = leadIn && words.alternatives.test(leadIn) ? "or" : "and";
  const items = run.items.map(asPhrase).filter(Boolean);
  let spoken: string[];
  let last: string;
  if (items.length > MAX_SPOKEN_ITEMS) {
    const noun = words.nouns.find((n) => new RegExp(`(?:^|[^\\p{L}])${n}(?:$|[^\\p{L}])`, "iu").test(leadIn)) ?? null;
    spoken = items.slice(0, SPOKEN_WHEN_LONGER);
    last = words.more(items.length - SPOKEN_WHEN_LONGER, conj, noun);
  } else {
    spoken = items.slice(0, -1);
    last = `${words[conj]} ${items.at(-1)}`;
  }
  const enumeration = `${spoken.join(", ")}, ${last}`;
  const lastWord = leadIn.split(/\s+/).at(-1)?.toLowerCase() ?? "";
  const joint = words.runsOn.includes(lastWord) ? " " : ": ";
  const sentence = leadIn ? `${leadIn}${joint}${enumeration}` : enumeration.charAt(0).toUpperCase() + enumeration.slice(1);
  return `${sentence}.`;
}

export function speakLists(text: string, pack: ShapingPack): { text: string; lists: number } {
  const lines = text.split(/\r?\n/);
  const runs = findRuns(lines);
  if (!runs.length) return { text, lists: 0 };
  const out: string[] = [];
  let at = 0;
  for (const run of runs) {
    out.push(...lines.slice(at, run.start), enumerate(run, pack));
    at = run.end;
  }
  out.push(...lines.slice(at));
  return { text: out.join("\n"), lists: runs.length };
}
