import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { Lang } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/text/normalise";
import { extractFacts } from "~/server/cognition/extractive/foreign-facts";
import { shapeForSpeech } from "~/server/shaping";

/**
 * Whether a fact is heard in a spoken answer. The line speaks shaped text: clock times in words
 * ("14:00" → "veertien uur"), phone numbers in groups ("014, 55, 23, 10"). A fact is written as the
 * page writes it, so it is compared in both forms: as written, and shaped by the product's own
 * shaper for the caller's language (the same code that shaped the answer). Both sides are folded as
 * the line folds text (case, accents, punctuation → spaces) and compared as whole words.
 *
 * The shaper puts an article before a bare time that the page's preposition already carries
 * ("dalle 7:00" → "dalle sette", but a bare "7:00 alle 19:00" → "le sette alle diciannove"): a
 * shaped form that starts with such a short word the fact did not have also matches without it.
 */
export function heard(fact: string, spoken: string, lang: Lang): boolean {
  const said = normaliseForMatch(spoken);
  if (factForms(fact, lang).some((form) => said.includes(form))) return true;
  // A phone number is heard digit after digit, however the line groups them: "0385 471100" is in
  // "+39, 0385, 47, 11, 00" (a country code before it is more, not other, digits).
  // It must end where the spoken number ends: "02 555 40 10" is not heard in "02 555 40 100".
  if (!PHONE_SHAPED.test(fact.trim())) return false;
  const run = digitRun(said);
  return phoneDigits(fact).some((digits) => new RegExp(`${digits}(?!\\d)`).test(run));
}

/**
 * The digits a phone fact is heard by: as written, and for a number written with its country code,
 * its national digits — the line says a hospital's own numbers as its callers dial them, so
 * "+39 0385 471100" on an Italian hospital's line is "0385, 47, 11, 00", and "+32 2 555 40 10" on a
 * Belgian one "02, 555, 40, 10" (the national trunk 0 before them is more, not other, digits).
 */
function phoneDigits(fact: string): string[] {
  const asWritten = digitRun(normaliseForMatch(fact)).trim();
  const national = fact.trim().startsWith("+") ? parsePhoneNumberFromString(fact.trim())?.nationalNumber : undefined;
  return national ? [asWritten, national] : [asWritten];
}

/** Written as a phone number: groups of digits, at least eight in all ("02 555 40 10", "+39 0385 471100"). */
const PHONE_SHAPED = /^\+?(?=(?:\D*\d){8})\d+(?:[ /.]\d+)+$/;

/** Digits that follow each other with only spaces between them, as one run: " 0385 47 11 00 " → " 0385471100 ". */
function digitRun(text: string): string {
  return text.replace(/(\d) (?=\d)/g, "$1");
}

/** Articles the shaper may put before a bare time (folded, as normaliseForMatch leaves them). */
const ARTICLES = new Set(["le", "la", "l", "les", "il", "lo", "i", "the", "de", "het"]);

/** The normalised forms of a fact that count as hearing it (each padded with spaces: whole words). */
export function factForms(fact: string, lang: Lang): string[] {
  const forms = new Set<string>([normaliseForMatch(fact)]);
  const shaped = normaliseForMatch(shapeForSpeech(fact, { lang, disclaimer: "never" }).text);
  forms.add(shaped);
  const words = shaped.trim().split(" ");
  // Only an article: a short number word ("two in the afternoon") is the fact itself, and without
  // it "in the afternoon" would hear any afternoon time.
  const added = ARTICLES.has(words[0]!) && !normaliseForMatch(fact).startsWith(` ${words[0]} `);
  if (words.length >= 3 && added) forms.add(` ${words.slice(1).join(" ")} `);
  return [...forms].filter((f) => f.trim() !== "");
}

/** Every entry heard; an entry that is a list is heard when one of its alternatives is. */
export function allHeard(facts: readonly (string | readonly string[])[], spoken: string, lang: Lang, draft = ""): boolean {
  return facts.every((f) => (typeof f === "string" ? [f] : f).some((alt) => heard(alt, spoken, lang) || (draft !== "" && timesHeard(alt, draft))));
}

/** The `wrong` facts heard. */
export function wrongHeard(wrong: readonly string[], spoken: string, lang: Lang): string[] {
  return wrong.filter((w) => heard(w, spoken, lang));
}

/**
 * A time fact heard through the answer's draft: the same clock times (a range as a range), read
 * from the words the answer stage handed to the shaper. "15 tot 20 uur" on a Dutch page is spoken
 * to a French caller as "de quinze heures à vingt heures": neither written form is in that answer,
 * the times are.
 */
export function timesHeard(fact: string, draft: string): boolean {
  const wanted = extractFacts(fact).times;
  if (wanted.length === 0 || extractFacts(fact).phones.length > 0) return false;
  const ranges = extractFacts(draft).times;
  // A single time is heard as either end of a range ("opens at 7:00" in "from 7:00 to 19:00"); a
  // range only as that range.
  const said = new Set([...ranges, ...ranges.flatMap((r) => r.split("–"))]);
  return wanted.every((t) => said.has(t));
}
