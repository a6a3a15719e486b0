import { LANGUAGES } from "../lang";
import { PRIVACY_PACKS } from "./lang";
import { alternation, WORD_END, WORD_START, type PiiSpan } from "./spans";

/**
 * Birth dates: a date — or a year — next to a birth word ("geboren op 12 maart 1961", "DOB
 * 1975-07-03", "née en 1952"). Other dates stay: "afspraak op 12 maart" is what the caller asks about.
 */

const packs = LANGUAGES.map((l) => PRIVACY_PACKS[l]);
const MONTH = `(?:${alternation(packs.flatMap((p) => p.months))})\\.?`;
const DAY = String.raw`\d{1,2}(?:e|ste|de|er|ère|st|nd|rd|th|°|º)?`;
const YEAR = String.raw`(?:1[89]|20)\d{2}`;
const DATE = [
  String.raw`\d{4}-\d{1,2}-\d{1,2}`,
  String.raw`\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})`,
  String.raw`(?:${DAY}\s+(?:of\s+)?)?${MONTH},?\s+${YEAR}`,
  String.raw`${MONTH}\s+${DAY},?\s+${YEAR}`,
  YEAR,
].join("|");
/** Words that may stand between the birth word and the date ("is", "le", "on the"). */
const FILLER = String.raw`(?:op|in|is|was|werd|de|het|le|la|il|on|the|of|est|è|e|en|nel|del|van|à|a|al|am|:|,)`;
const BIRTH = new RegExp(
  String.raw`${WORD_START}(?:${alternation(packs.flatMap((p) => p.birthCues))})${WORD_END}(?:\s*${FILLER}${WORD_END}){0,3}\s*(${DATE})(?![\p{L}\p{N}])`,
  "giu",
);

export function findBirthDates(text: string): PiiSpan[] {
  const spans: PiiSpan[] = [];
  for (const m of text.matchAll(BIRTH)) {
    const date = m[1]!;
    const end = m.index + m[0].length;
    spans.push({ kind: "birth_date", start: end - date.length, end });
  }
  return spans;
}
