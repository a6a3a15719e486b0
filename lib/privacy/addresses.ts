import { LANGUAGES } from "../lang";
import { PRIVACY_PACKS } from "./lang";
import { alternation, WORD_END, WORD_START, type PiiSpan } from "./spans";

/**
 * Street addresses: a street word with a house number, in either order ("Kerkstraat 12", "221B
 * Baker Street", "12 rue de la Paix", "via Roma 12"), and postcode + town ("3500 Hasselt", "75002
 * Paris", "NW1 6XE"). A street without a number is a place the caller asks about, not where they
 * live; a number followed by a unit ("2 uur", "route 42") is not a house number.
 */

const packs = LANGUAGES.map((l) => PRIVACY_PACKS[l]);
const SUFFIXES = alternation(packs.flatMap((p) => p.streetSuffixes));
const SUFFIX_WORDS = alternation(
  packs.flatMap((p) => p.streetSuffixes),
  { firstLetterEitherCase: true },
);
const BEFORE = alternation(
  packs.flatMap((p) => p.streetWordsBefore),
  { firstLetterEitherCase: true },
);
const UNIT = String.raw`(?:uur|u|h|heures?|ore|hours?|min|minuten|minutes?|minuti|km|m|meter|euro|eur|€|%|keer|times|fois|volte|dagen|days|jours|giorni|weken|jaar|years?|ans|anni|x)`;
const HOUSE_NUMBER = String.raw`\d{1,4}(?:[a-zA-Z](?![\p{L}]))?(?:\s*(?:bus|box|bte|boîte|b)\s*\d{1,4})?(?![\p{L}\p{N}])(?!\s*${UNIT}${WORD_END})`;
const CAP_WORD = String.raw`\p{Lu}[\p{L}'’-]*`;
const LINK = String.raw`(?:de la|de l['’]|du|des|de|d['’]|del|della|dello|dei|degli|di|San|Santa|Sant['’]|Saint|Sainte|Sint)`;
/** The name after a street word: capitalised words, with the particles streets carry. */
const STREET_NAME = String.raw`(?:${LINK}\s*)?${CAP_WORD}(?:\s+(?:${LINK}\s*)?${CAP_WORD}){0,3}`;

const PATTERNS: RegExp[] = [
  // Dutch/Flemish: one word ending in the street word ("Kerkstraat 12", "Sint-Truidersteenweg 120 bus 4").
  new RegExp(String.raw`${WORD_START}[\p{L}][\p{L}-]{2,}(?:${SUFFIXES})\s+${HOUSE_NUMBER}`, "giu"),
  // A capitalised name then the street word ("Grote Markt 3").
  new RegExp(String.raw`${WORD_START}${CAP_WORD}\s+(?:Markt|Laan|Plein|Dreef|Lei|Vest|Kaai|Baan|Weg|Straat)\s+${HOUSE_NUMBER}`, "gu"),
  // English: number, capitalised name, street word ("221B Baker Street", "14 Elm Road").
  new RegExp(String.raw`(?<![\p{L}\p{N}])\d{1,4}[A-Za-z]?\s+${CAP_WORD}(?:\s+${CAP_WORD}){0,2}\s+(?:${SUFFIX_WORDS})\.?${WORD_END}`, "gu"),
  // French/Italian, number after the name ("avenue Louise 54", "via Roma 12", "chaussée de Louvain 123").
  new RegExp(String.raw`${WORD_START}(?:${BEFORE})\s+${STREET_NAME},?\s+(?:n[°r.]?\s*)?${HOUSE_NUMBER}`, "gu"),
  // French, number first ("12 rue de la Paix", "7 bis avenue Foch").
  new RegExp(String.raw`(?<![\p{L}\p{N}])\d{1,4}(?:\s*(?:bis|ter))?,?\s+(?:${BEFORE})\s+${STREET_NAME}`, "gu"),
];

/** Words before a four- or five-digit number that make it a year or a time, not a postcode. */
const NOT_A_POSTCODE_BEFORE = new RegExp(
  String.raw`${WORD_START}(?:in|sinds|since|en|depuis|dal|nel|van|tot|om|at|op|on|le|il|from|vanaf|jaar|year|année|anno)\s+$`,
  "iu",
);
const MONTHS = new Set(packs.flatMap((p) => p.months).map((m) => m.toLocaleLowerCase()));
const POSTCODE_TOWN = /(?<![\p{L}\p{N}€$.,])(\d{4}\s?[A-Z]{2}|\d{4,5})\s+(\p{Lu}[\p{L}'’-]+(?:[- ]\p{Lu}[\p{L}'’-]+)?)/gu;
const UK_POSTCODE = /(?<![\p{L}\p{N}])[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}(?![\p{L}\p{N}])/gu;

export function findAddresses(text: string): PiiSpan[] {
  const spans: PiiSpan[] = [];
  for (const re of PATTERNS) {
    for (const m of text.matchAll(re)) spans.push({ kind: "address", start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(POSTCODE_TOWN)) {
    if (NOT_A_POSTCODE_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    if (MONTHS.has(m[2]!.toLocaleLowerCase())) continue;
    spans.push({ kind: "address", start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(UK_POSTCODE)) spans.push({ kind: "address", start: m.index, end: m.index + m[0].length });
  return spans;
}
