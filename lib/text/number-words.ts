import { toCardinal as en } from "n2words/en-GB";
import { toCardinal as frBE } from "n2words/fr-BE";
import { toCardinal as frFR } from "n2words/fr-FR";
import { toCardinal as it } from "n2words/it-IT";
import { toCardinal as nl } from "n2words/nl-NL";
import type { Lang, PerLang } from "../lang";
import { matchWords } from "./normalise";

/**
 * Cardinal number words from n2words (a maintained library) rather than hand-written tables.
 * The line speaks Belgian French ("septante", "nonante"); it hears both, because a caller from
 * France says "soixante-dix", "quatre-vingt-dix".
 */
const SPOKEN: PerLang<(n: number) => string> = { nl: (n) => nl(n), en: (n) => en(n), fr: (n) => frBE(n), it: (n) => it(n) };
const HEARD: PerLang<Array<(n: number) => string>> = { nl: [nl], en: [en], fr: [frBE, frFR], it: [it] };

export function cardinal(n: number, lang: Lang): string {
  return SPOKEN[lang](n);
}

/**
 * The numbers a caller dictates in one breath: every group of up to three digits ("twaalf
 * vierendertig", "trentaquattro", "quatre-vingt-dix-neuf", "trecentododici") and the round
 * hundreds and thousands ("negentienhonderd", "duemila", "four thousand").
 */
function heardNumbers(): number[] {
  const out: number[] = [];
  for (let n = 0; n < 1000; n++) out.push(n);
  for (let k = 10; k < 100; k++) out.push(k * 100);
  for (let k = 1; k < 100; k++) out.push(k * 1000);
  return out;
}
/** Words n2words writes between number words that are not numbers on their own ("one hundred and one", "soixante et onze"). */
const JOINERS = new Set(["and", "et"]);
const vocabularies = new Map<Lang, ReadonlySet<string>>();

/**
 * Every word (as the matchers fold it: lower case, no accents, hyphens split) that appears in a
 * cardinal from 0 to 9,999 in the language — simple ("vier"), compound ("vierendertig",
 * "trentaquattro") and the parts of hyphenated ones ("quatre", "vingt", "dix"). Built once per
 * language on first use (about 1,200 spellings).
 */
export function cardinalWords(lang: Lang): ReadonlySet<string> {
  let words = vocabularies.get(lang);
  if (!words) {
    const set = new Set<string>();
    for (const spell of HEARD[lang]) for (const n of heardNumbers()) for (const w of matchWords(spell(n))) if (!JOINERS.has(w)) set.add(w);
    words = set;
    vocabularies.set(lang, words);
  }
  return words;
}

const pairVocabularies = new Map<Lang, ReadonlyMap<string, number>>();

/**
 * Each way the language writes the numbers 10 to 99, with the number: how speech recognition writes
 * a phone number read in pairs ("zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit",
 * "nul zes, twaalf, vierendertig"). Recognisers join a compound's parts with a hyphen or a space
 * ("trente-quatre", "trente quatre", "vingt et un", "vingt-et-un") and drop accents as often as
 * not ("drieentachtig", "ottantatre"): each is listed, in lower case.
 */
export function pairNumberWords(lang: Lang): ReadonlyMap<string, number> {
  let words = pairVocabularies.get(lang);
  if (!words) {
    const map = new Map<string, number>();
    for (const spell of HEARD[lang])
      for (let n = 10; n < 100; n++) {
        const written = spell(n).toLowerCase();
        for (const joined of [written, written.replaceAll("-", " "), written.replaceAll(" ", "-")])
          for (const form of [joined, joined.normalize("NFD").replace(/\p{M}+/gu, "")]) if (!map.has(form)) map.set(form, n);
      }
    words = map;
    pairVocabularies.set(lang, words);
  }
  return words;
}
