import { findPhoneNumbersInText, type CountryCode } from "libphonenumber-js";

/** The country whose national numbers a text holds when nobody says otherwise: the first customers'. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = "BE";

/**
 * Phone numbers grouped with commas: punctuation is the only prosody lever ElevenLabs
 * Multilingual v2 exposes (it ignores SSML), and espeak pauses on commas too.
 *
 * `country` is the hospital's: a number written without a country code ("0385 471100" on an
 * Italian page, "01 42 68 53 00" on a French one) is read as that country's, and the country's own
 * numbers are spoken as its callers dial them, nationally — "+39 0385 471100" on an Italian
 * hospital's line is "0385, 47, 11, 00". Read as Belgian, an Italian or Dutch national number is no
 * number at all and reached the voice as one long figure. Any other country's number keeps its
 * country code, in that country's international groups.
 *
 * Short numbers (112, 1733), postcodes, prices and years are not phone numbers to libphonenumber
 * and stay as written. Whatever the country, a group of more than four digits (Italy's "471100",
 * a Dutch mobile's "12345678") is said in pairs: read whole, it is a number of hundreds of
 * thousands that nobody can write down.
 */
export function formatPhonesForSpeech(text: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): { text: string; formatted: number } {
  const found = findPhoneNumbersInText(text, country);
  if (found.length === 0) return { text, formatted: 0 };
  let out = "";
  let last = 0;
  let formatted = 0;
  for (const { startsAt, endsAt, number } of found) {
    // Inside an IBAN ("BE68 5390 0754 7034") or any alphanumeric code: not a phone number.
    if (/[\p{L}\d]$/u.test(text.slice(0, startsAt)) || /^[\p{L}\d]/u.test(text.slice(endsAt))) continue;
    const national = number.country === country;
    const written = (national ? number.formatNational() : number.formatInternational()).split(/\s+/);
    const spoken = (number.country && SPOKEN_GROUPS[number.country]?.(written, national)) ?? written;
    out += text.slice(last, startsAt) + spoken.flatMap(inSpeakableGroups).join(", ");
    last = endsAt;
    formatted += 1;
  }
  return { text: out + text.slice(last), formatted };
}

/**
 * How a country's people say its numbers where that differs from how libphonenumber writes them
 * (its national or international groups, `national` telling which). Countries not listed are said
 * in their written groups.
 */
const SPOKEN_GROUPS: Partial<Record<CountryCode, (groups: string[], national: boolean) => string[]>> = {
  // A mobile's "0470" is said "nul vier, zeventig": the 04 is the mobile prefix, not a figure.
  BE: (groups, national) => (national && /^04\d\d$/.test(groups[0] ?? "") ? [groups[0]!.slice(0, 2), groups[0]!.slice(2), ...groups.slice(1)] : groups),
  // "020 123 4567", "06 4991 1234": the four digits after the area code are said as two pairs
  // ("vijfenveertig zevenenzestig", "dodici trentaquattro"), never as one figure of thousands.
  NL: trailingFoursInPairs,
  IT: trailingFoursInPairs,
};

function trailingFoursInPairs(groups: string[], national: boolean): string[] {
  // The first group of a national number, or the first after the country code, is the area code.
  const areaCode = national ? 0 : 1;
  return groups.flatMap((g, i) => (i > areaCode && /^\d{4}$/.test(g) ? [g.slice(0, 2), g.slice(2)] : [g]));
}

/** "471100" → ["47", "11", "00"]; an odd length leads with three digits: "1234567" → ["123", "45", "67"]. */
function inSpeakableGroups(group: string): string[] {
  if (!/^\d{5,}$/.test(group)) return [group];
  const head = group.length % 2 === 1 ? group.slice(0, 3) : group.slice(0, 2);
  const pairs = group.slice(head.length).match(/\d{2}/g) ?? [];
  return [head, ...pairs];
}
