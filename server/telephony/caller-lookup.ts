/**
 * From a phone number a person reads out ("0470 12 34 56") to the caller references LiveKit's SIP
 * bridge would have given that caller, so an erasure request can find the caller's calls by their
 * pseudonym (./caller-pseudonym.ts) — the number itself is never stored, so it cannot be searched.
 *
 * The bridge names a SIP caller `sip_<From user part>`, or with the number hidden (the dispatch rule
 * this product provisions) `sip_<hex of the first 8 bytes of SHA-256 of the From user part>`. What
 * the From user part holds depends on the carrier (+32…, 32…, 0032…, 0…), so every form one number
 * can take is tried: a wrong form matches nobody, a missing one would miss calls.
 */
import { createHash } from "node:crypto";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

/** Belgium: the demo hospital's and the first customers' country; numbers typed without +32 are read as Belgian. */
export const DEFAULT_COUNTRY: CountryCode = "BE";

/** The ways a carrier may write one number in a SIP From header; null when it is not a phone number. */
export function fromUserForms(typed: string, country: CountryCode = DEFAULT_COUNTRY): string[] | null {
  const parsed = parsePhoneNumberFromString(typed, country);
  if (!parsed?.isPossible()) return null;
  const e164 = parsed.number;
  const international = e164.slice(1);
  const national = parsed.format("NATIONAL").replace(/\D/g, "");
  const asTyped = typed.replace(/[^\d+]/g, "");
  return [...new Set([e164, international, `00${international}`, national, asTyped])];
}

/** The caller references the SIP bridge gives a caller whose From user part is `fromUser`. */
export function callerRefsOf(fromUser: string): string[] {
  const hidden = createHash("sha256").update(fromUser).digest().subarray(0, 8).toString("hex");
  return [`sip_${hidden}`, `sip_${fromUser}`];
}

/** Every caller reference one typed number may have had; null when it is not a phone number. */
export function callerRefsForNumber(typed: string, country: CountryCode = DEFAULT_COUNTRY): string[] | null {
  const forms = fromUserForms(typed, country);
  return forms ? [...new Set(forms.flatMap(callerRefsOf))] : null;
}
