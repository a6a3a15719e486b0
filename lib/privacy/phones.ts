import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { LANGUAGES } from "../lang";
import { pairNumberWords } from "../text/number-words";
import { PRIVACY_PACKS } from "./lang";
import { alternation, WORD_END, WORD_START, type PiiSpan } from "./spans";

/**
 * A caller's phone number, in the forms it reaches a transcript: written by the caller or by speech
 * recognition ("06 12 34 56 78", "+31 6 12345678", "0033 6 …"), or read out digit by digit and
 * written as words ("nul zes een twee …", "double oh four four …"). libphonenumber decides what a
 * number is, for every country whose callers the line hears at once (the languages' countries, and
 * the hospital's when known): a transcript's language is not always known where it is redacted, and
 * a Dutch caller of a Belgian hospital gives a Dutch number. Belgian rules alone let "06 12 34 56 78"
 * through whole.
 */

const packs = LANGUAGES.map((l) => PRIVACY_PACKS[l]);
const COUNTRIES: readonly CountryCode[] = [...new Set(packs.flatMap((p) => p.phoneCountries))];

/** The countries to read national numbers as: the hospital's first, when known. */
function countriesFor(country: CountryCode | undefined): readonly CountryCode[] {
  return country && !COUNTRIES.includes(country) ? [country, ...COUNTRIES] : COUNTRIES;
}

/**
 * Dates and clock times that a country's rules would take for a short national number ("01.03.2026"
 * and "05-03-2026" are Italian landlines to libphonenumber, "08.00-20.00" a Dutch one): read as what
 * they are. A phone number written in pairs has more than three groups ("06.12.34.56.78").
 */
const DATE = /^\d{1,2}([./-])\d{1,2}\1(?:\d{2}|\d{4})$/;
const CLOCK_RANGE = /^\d{1,2}[.:h]\d{2}\s*[-–]\s*\d{1,2}[.:h]\d{2}$/;

/**
 * How a phone number starts when a caller gives one: "+", "00" or a national "0" — or "3", an Italian
 * mobile, which is dialled without one ("347 123 4567"). Anything else that a country's rules accept
 * is a reference or an amount ("2024-0001" is a Brussels number to them).
 */
function dialled(digits: string, country: CountryCode | undefined): boolean {
  return /^(?:\+|0)/.test(digits) || (country === "IT" && /^3/.test(digits));
}

function writtenPhones(text: string, countries: readonly CountryCode[]): PiiSpan[] {
  // Every phone number has at least six digits: most lines have fewer, and skip the scans.
  if ((text.match(/\d/g)?.length ?? 0) < 6) return [];
  const spans: PiiSpan[] = [];
  for (const country of countries) {
    for (const p of findPhoneNumbersInText(text, country)) {
      const written = text.slice(p.startsAt, p.endsAt);
      if (DATE.test(written) || CLOCK_RANGE.test(written)) continue;
      if (!dialled(written.replace(/^\(/, ""), p.number.country)) continue;
      spans.push({ kind: "phone", start: p.startsAt, end: p.endsAt });
    }
  }
  return spans;
}

/** What each spoken token stands for: its digits, a "+", or how many times to say the next digit. */
type Spoken = { digits: string } | { plus: true } | { repeat: number };

const SPOKEN = new Map<string, Spoken>();
for (const p of packs) {
  p.digitWords.forEach((words, digit) => words.forEach((w) => SPOKEN.set(w.toLowerCase(), { digits: String(digit) })));
  p.plusWords.forEach((w) => SPOKEN.set(w.toLowerCase(), { plus: true }));
  Object.entries(p.repeatWords).forEach(([w, times]) => SPOKEN.set(w.toLowerCase(), { repeat: times }));
}
// A number read in pairs, as French and Dutch callers read theirs ("zéro six, douze, trente-quatre …"):
// each pair is one word of two digits. The words are n2words' (lib/text/number-words.ts).
for (const lang of LANGUAGES) for (const [w, n] of pairNumberWords(lang)) if (!SPOKEN.has(w)) SPOKEN.set(w, { digits: String(n) });
const WORDS = alternation(SPOKEN.keys());
const TOKEN = String.raw`(?:${WORDS}|\d+)`;
/** A run of digit words and digit groups, with the spaces, commas and dashes recognisers put between them. */
const SPOKEN_RUN = new RegExp(String.raw`${WORD_START}${TOKEN}(?:[\s,.-]+${TOKEN}${WORD_END})+`, "giu");
const ONE_TOKEN = new RegExp(String.raw`${WORD_START}${TOKEN}${WORD_END}`, "giu");

/** The number a window of spoken tokens says ("plus drie een zes …" → "+316…"), or null if they say none. */
function spokenDigits(tokens: readonly string[]): string | null {
  let out = "";
  let times = 1;
  for (const [i, token] of tokens.entries()) {
    // A compound may stand with any run of spaces between its words ("vingt  et un").
    const said: Spoken = /^\d+$/.test(token) ? { digits: token } : SPOKEN.get(token.toLowerCase().replace(/\s+/g, " "))!;
    if ("plus" in said) {
      if (i > 0) return null;
      out = "+";
    } else if ("repeat" in said) {
      // "double" says the next digit twice, and needs one.
      if (i === tokens.length - 1) return null;
      times = said.repeat;
    } else {
      out += said.digits[0]!.repeat(times) + said.digits.slice(1);
      times = 1;
    }
  }
  return out;
}

function isPhoneNumber(digits: string, countries: readonly CountryCode[]): boolean {
  // At least eight digits: the shortest national number a caller reads out in these countries.
  if (digits.replace(/\D/g, "").length < 8) return false;
  for (const country of countries) {
    const number = parsePhoneNumberFromString(digits, country);
    if (number?.isValid() && dialled(digits, number.country)) return true;
  }
  return false;
}

/** Each word a number read out may hold ("trente", "quatre", "twaalf", "oh"): the parts of the spoken tokens. */
const NUMBER_PARTS = new Set([...SPOKEN.keys()].flatMap((w) => w.split(/[\s-]+/)));

/**
 * Whether the text holds enough digits and number words for a phone number (eight digits; a word says
 * at most two): most lines hold none, and skip the run pattern, whose alternation of a thousand number
 * words is what a line costs.
 */
function mightSayANumber(text: string): boolean {
  let digits = 0;
  for (const part of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (/^\d+$/.test(part)) digits += part.length;
    else if (NUMBER_PARTS.has(part)) digits += 2;
    if (digits >= 8) return true;
  }
  return false;
}

/**
 * A number read out as words. The run of digit words around it may hold words that are not part of
 * it ("een" is also "a", "un" also "a"): the longest stretch of the run that is a valid number is.
 */
function spokenPhones(text: string, countries: readonly CountryCode[]): PiiSpan[] {
  if (!mightSayANumber(text)) return [];
  const spans: PiiSpan[] = [];
  for (const run of text.matchAll(SPOKEN_RUN)) {
    const tokens = [...run[0].matchAll(ONE_TOKEN)].map((t) => ({ text: t[0], start: run.index + t.index, end: run.index + t.index + t[0].length }));
    // Digits alone are the written pass's, unless a recogniser put commas between them ("06, 12, 34, …").
    if (tokens.every((t) => /^\d+$/.test(t.text)) && !run[0].includes(",")) continue;
    found: for (let length = tokens.length; length >= 2; length--) {
      for (let from = 0; from + length <= tokens.length; from++) {
        const window = tokens.slice(from, from + length);
        const digits = spokenDigits(window.map((t) => t.text));
        if (digits && isPhoneNumber(digits, countries)) {
          spans.push({ kind: "phone", start: window[0]!.start, end: window.at(-1)!.end });
          break found;
        }
      }
    }
  }
  return spans;
}

/** Where the phone numbers stand in a caller's text; `country` is the hospital's, when known. */
export function findPhones(text: string, country?: CountryCode): PiiSpan[] {
  const countries = countriesFor(country);
  return [...writtenPhones(text, countries), ...spokenPhones(text, countries)];
}
