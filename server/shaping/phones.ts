import { findPhoneNumbersInText } from "libphonenumber-js";

/**
 * Phone numbers grouped with commas: punctuation is the only prosody lever ElevenLabs
 * Multilingual v2 exposes (it ignores SSML), and espeak pauses on commas too. Belgian numbers are
 * spoken as dialled nationally — "089, 32, 51, 51" — since callers dial them from Belgium;
 * mobiles as "04 70, 12, 34, 56" ("nul vier zeventig"). Short numbers (112, 1733), postcodes,
 * prices and years are not phone numbers to libphonenumber and stay as written. A foreign number
 * keeps its country's international grouping, but a group of more than four digits (Italy's
 * "+39 0385 471100") is said in pairs: read whole, "471100" is a number of hundreds of thousands
 * that nobody can write down.
 */
export function formatPhonesForSpeech(text: string): { text: string; formatted: number } {
  const found = findPhoneNumbersInText(text, "BE");
  if (found.length === 0) return { text, formatted: 0 };
  let out = "";
  let last = 0;
  let formatted = 0;
  for (const { startsAt, endsAt, number } of found) {
    // Inside an IBAN ("BE68 5390 0754 7034") or any alphanumeric code: not a phone number.
    if (/[\p{L}\d]$/u.test(text.slice(0, startsAt)) || /^[\p{L}\d]/u.test(text.slice(endsAt))) continue;
    let groups: string[];
    if (number.country === "BE") {
      groups = number.formatNational().split(/\s+/);
      if (/^04\d\d$/.test(groups[0] ?? "")) groups = [groups[0]!.slice(0, 2), groups[0]!.slice(2), ...groups.slice(1)];
    } else {
      groups = number.formatInternational().split(/\s+/).flatMap(inSpeakableGroups);
    }
    out += text.slice(last, startsAt) + groups.join(", ");
    last = endsAt;
    formatted += 1;
  }
  return { text: out + text.slice(last), formatted };
}

/** "471100" → ["47", "11", "00"]; an odd length leads with three digits: "1234567" → ["123", "45", "67"]. */
function inSpeakableGroups(group: string): string[] {
  if (!/^\d{5,}$/.test(group)) return [group];
  const head = group.length % 2 === 1 ? group.slice(0, 3) : group.slice(0, 2);
  const pairs = group.slice(head.length).match(/\d{2}/g) ?? [];
  return [head, ...pairs];
}
