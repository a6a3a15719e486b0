import type { CountryCode } from "libphonenumber-js";
import { findAddresses } from "./addresses";
import { findBirthDates } from "./dates";
import { findNames } from "./names";
import { findNumbers } from "./numbers";
import { mergeSpans, PII_KINDS, type PiiKind, type PiiSpan } from "./spans";

export type { PiiKind, PiiSpan } from "./spans";

const TOKENS: Record<PiiKind, string> = {
  name: "<NAME>",
  birth_date: "<BIRTH_DATE>",
  address: "<ADDRESS>",
  card: "<CARD>",
  record_number: "<RECORD_NUMBER>",
  national_id: "<NATIONAL_ID>",
  iban: "<IBAN>",
  phone: "<PHONE>",
  email: "<EMAIL>",
};

/** What the redactor knows of where the text was said: the hospital's country, for national phone numbers. */
export interface RedactionContext {
  country?: CountryCode;
}

/**
 * Where the personal data in a caller's text stands, in nl, en, fr and it at once (a transcript's
 * language is not always known where it is redacted). Overlapping finds are merged.
 */
export function findPii(text: string, context: RedactionContext = {}): PiiSpan[] {
  return mergeSpans([...findNumbers(text, context.country), ...findBirthDates(text), ...findAddresses(text), ...findNames(text)]);
}

/**
 * Structural tokens instead of personal data, for transcripts, telemetry and the dashboard's
 * question keys (GDPR Art. 4(5), 25): "Ik ben <NAME>, geboren op <BIRTH_DATE>".
 */
export function redactPiiDetailed(input: string, context: RedactionContext = {}): { text: string; counts: Record<PiiKind, number> } {
  const counts = Object.fromEntries(PII_KINDS.map((k) => [k, 0])) as Record<PiiKind, number>;
  let text = "";
  let at = 0;
  for (const span of findPii(input, context)) {
    text += input.slice(at, span.start) + TOKENS[span.kind];
    counts[span.kind] += 1;
    at = span.end;
  }
  return { text: text + input.slice(at), counts };
}

export function redactPii(input: string, context: RedactionContext = {}): string {
  return redactPiiDetailed(input, context).text;
}
