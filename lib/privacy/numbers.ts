import type { CountryCode } from "libphonenumber-js";
import { isBelgianNationalNumber, isFrenchSocialSecurityNumber, isPaymentCardNumber, isValidIban } from "./checksums";
import { PRIVACY_PACKS } from "./lang";
import { findPhones } from "./phones";
import { alternation, WORD_END, WORD_START, type PiiSpan } from "./spans";
import { LANGUAGES } from "../lang";

/**
 * Numbers and addresses that identify a person on their own: e-mail, IBAN, national numbers, card
 * numbers, phone numbers (./phones.ts), and the record numbers a caller reads out next to their word. Checksums
 * guard every kind that has one, so an invoice number or a timestamp is not "redacted" into a
 * false alarm.
 */

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/gi;
const BE_NATIONAL_ID = /(?<!\d)\d{2}[.\s]?\d{2}[.\s]?\d{2}[-.\s]?\d{3}[.\s]?\d{2}(?!\d)/g;
const FR_NIR = /(?<![\d\p{L}])[12]\s?\d{2}\s?\d{2}\s?(?:\d{2}|2A|2B)\s?\d{3}\s?\d{3}\s?\d{2}(?!\d)/gu;
/** Italian codice fiscale: surname, name, birth date and place, check letter — a person on its own. */
const IT_FISCAL_CODE = /(?<![\p{L}\p{N}])[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z](?![\p{L}\p{N}])/giu;
/** 13–19 digits in groups (spaces or dashes); Luhn decides. */
const CARD = /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g;

const RECORD_CUES = alternation(LANGUAGES.flatMap((l) => PRIVACY_PACKS[l].recordCues));
/**
 * A record number: its word, up to four words in between ("… bij de mutualiteit is"), then a run of
 * at least five digits, optionally after a short letter prefix ("RX 445 8812").
 */
const RECORD = new RegExp(
  String.raw`${WORD_START}(?:${RECORD_CUES})${WORD_END}(?:[\s:,#°]+(?:n[°r]\.?|nr\.?|no\.?|[\p{L}'’]+)){0,4}[\s:,#°]+((?:[A-Z]{1,3}[ -]?)?\d(?:[ .\-/]?\d){4,})(?!\d)`,
  "giu",
);

function spansOf(text: string, re: RegExp, kind: PiiSpan["kind"], keep: (match: string) => boolean = () => true): PiiSpan[] {
  const out: PiiSpan[] = [];
  for (const m of text.matchAll(re)) {
    if (keep(m[0])) out.push({ kind, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** `country`: the hospital's, when known (a national phone number is read as its first). */
export function findNumbers(text: string, country?: CountryCode): PiiSpan[] {
  const spans = [
    ...spansOf(text, EMAIL, "email"),
    ...spansOf(text, IBAN, "iban", isValidIban),
    ...spansOf(text, BE_NATIONAL_ID, "national_id", (m) => isBelgianNationalNumber(m.replace(/\D/g, ""))),
    ...spansOf(text, FR_NIR, "national_id", isFrenchSocialSecurityNumber),
    ...spansOf(text, IT_FISCAL_CODE, "national_id"),
    ...spansOf(text, CARD, "card", (m) => isPaymentCardNumber(m.replace(/\D/g, ""))),
  ];
  for (const m of text.matchAll(RECORD)) {
    const number = m[1]!;
    const end = m.index + m[0].length;
    // A letter prefix the filler took for a word ("RX 445 8812") belongs to the number.
    const prefix = /(?<![\p{L}])[A-Z]{1,3}[ -]?$/u.exec(text.slice(0, end - number.length));
    spans.push({ kind: "record_number", start: end - number.length - (prefix?.[0].length ?? 0), end });
  }
  spans.push(...findPhones(text, country));
  return spans;
}
