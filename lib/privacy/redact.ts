import { findPhoneNumbersInText } from "libphonenumber-js";
import { isBelgianNationalNumber, isValidIban } from "./checksums";

export type PiiKind = "phone" | "email" | "national_id" | "iban" | "name";
const TOKENS: Record<PiiKind, string> = { phone: "<PHONE>", email: "<EMAIL>", national_id: "<NATIONAL_ID>", iban: "<IBAN>", name: "<NAME>" };

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/gi;
const NATIONAL_ID = /\b\d{2}[.\s]?\d{2}[.\s]?\d{2}[-.\s]?\d{3}[.\s]?\d{2}\b/g;

const NAME_WORD = String.raw`[\p{Lu}\p{Ll}][\p{L}'-]+`;
const PARTICLE = String.raw`(?:van der|van den|van de|van|de|der|den|le|la|di|da|del|della|d')`;
const NAME = String.raw`${NAME_WORD}(?:\s+(?:${PARTICLE}\s+)?${NAME_WORD}){0,2}`;
const CAPITALISED_NAME = String.raw`\p{Lu}[\p{L}'-]+(?:\s+(?:${PARTICLE}\s+)?\p{Lu}[\p{L}'-]+){0,2}`;
/** Cues that always introduce a name, so a lower-case STT transcript is covered too. */
const STRONG_CUE = String.raw`\b(?:mijn naam is|ik heet|my name is|je m'appelle|je m appelle|mon nom est|mi chiamo|il mio nome è|il mio nome e)\s+`;
/** Cues that introduce a name only when it is written with capitals ("met Jan Peeters", not "met de auto"). */
const WEAK_CUE = String.raw`(?:^|[.,!?]\s*|\b(?:hallo|goedendag|goedemiddag|goedemorgen|hello|hi|bonjour|buongiorno),?\s+)(?:met|u spreekt met|this is|it's|c'est|ici|sono|parla)\s+`;
const NOT_A_NAME = /^(?:de|het|een|the|a|an|le|la|les|il|lo|un|una|ik|i|je|io|en|and|et|e|mijn|my|mon|ma|mio|mia)$/i;

function redactNames(text: string, count: (k: PiiKind) => void): string {
  const replace = (re: RegExp) =>
    (text = text.replace(re, (match: string, cue: string, name: string) => {
      const words = name.split(/\s+/);
      // Keep only the name's own words: stop at the first function word ("jan peeters en ik …").
      const cut = words.findIndex((w, i) => i > 0 && NOT_A_NAME.test(w));
      const kept = cut === -1 ? words : words.slice(0, cut);
      if (NOT_A_NAME.test(kept[0] ?? "")) return match;
      count("name");
      const rest = cut === -1 ? "" : ` ${words.slice(cut).join(" ")}`;
      return `${cue}${TOKENS.name}${rest}`;
    }));
  replace(new RegExp(`(${STRONG_CUE})(${NAME})`, "giu"));
  replace(new RegExp(`(${WEAK_CUE})(${CAPITALISED_NAME})`, "gu"));
  return text;
}

/**
 * Structural tokens instead of personal data, for logs and telemetry previews (GDPR Art. 4(5),
 * 25). Checksums guard the number kinds so an invoice number or a timestamp is not "redacted"
 * into a false alarm; phone numbers are what libphonenumber recognises as valid.
 */
export function redactPiiDetailed(input: string): { text: string; counts: Record<PiiKind, number> } {
  const counts: Record<PiiKind, number> = { phone: 0, email: 0, national_id: 0, iban: 0, name: 0 };
  const count = (k: PiiKind) => {
    counts[k] += 1;
  };
  let text = input.replace(EMAIL, () => {
    count("email");
    return TOKENS.email;
  });
  text = text.replace(IBAN, (m) => {
    if (!isValidIban(m)) return m;
    count("iban");
    return TOKENS.iban;
  });
  text = text.replace(NATIONAL_ID, (m) => {
    if (!isBelgianNationalNumber(m.replace(/\D/g, ""))) return m;
    count("national_id");
    return TOKENS.national_id;
  });
  const phones = findPhoneNumbersInText(text, "BE");
  for (const p of [...phones].reverse()) {
    // Written phone numbers start with 0, + or 00; "2024-0001" is a reference, not a number to dial.
    if (!/^(?:\+|0)/.test(text.slice(p.startsAt, p.endsAt))) continue;
    text = `${text.slice(0, p.startsAt)}${TOKENS.phone}${text.slice(p.endsAt)}`;
    count("phone");
  }
  text = redactNames(text, count);
  return { text, counts };
}

export function redactPii(input: string): string {
  return redactPiiDetailed(input).text;
}
