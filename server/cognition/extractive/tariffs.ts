import type { Lang } from "~/lib/lang";
import { unitOf, type PriceUnit } from "~/server/knowledge/value-framework/units";
import { amountPattern } from "./amounts";

/**
 * The unit each amount of a page sentence is quoted in, from the words around it: "la prima
 * mezz'ora è gratuita, poi si pagano 2 franchi all'ora, e il biglietto giornaliero costa 15 franchi"
 * gives 2 franchi per hour and 15 franchi per day; a tariff table's row "Maximum per day: €14" gives
 * €14 per day. Carried over to a caller in another language, an amount without its unit says nothing
 * ("€14, €25"): the unit is language-neutral enough to say in the caller's words, the row's other
 * words are not.
 *
 * The words after an amount, up to the end of its clause (a comma or semicolon followed by a space —
 * a decimal comma has none — or a full stop) or the next amount, name its unit ("2 franchi all'ora").
 * Failing that, the words before it, back to where the previous amount's words ended: a row's label
 * ("Par heure entamée, vous payez 1,60 €"), "e il biglietto giornaliero costa 15 franchi". So in
 * "€4 a day or €20 a week" the day is €4's and never €20's.
 */
/**
 * A tariff row named by the length of stay it prices ("Up to 1 hour: €1.50", "Tot 24 uur", "Jusqu'à
 * 1 heure", "Fino a 24 ore"): one hour's price is the hourly rate a caller asks for, a full 24 hours'
 * the day's. The number is the page's own; the hour word is any of the four languages'.
 */
const ONE_HOUR = /(?<![\d.,])1\s*(?:hour|uur|u|heure|h|ora)(?!\p{L})/iu;
const FULL_DAY = /(?<![\d.,])24\s*(?:hours|uur|u|heures|h|ore)(?!\p{L})/iu;
function durationUnit(label: string): PriceUnit | null {
  if (FULL_DAY.test(label)) return "per_day";
  if (ONE_HOUR.test(label)) return "per_hour";
  return null;
}

export function priceUnitsOf(sentence: string, pageLang: Lang): Map<string, PriceUnit> {
  const units = new Map<string, PriceUnit>();
  const boundaries = [...sentence.matchAll(/[;,]\s+|\.\s+/gu)].map((b) => b.index);
  const amounts = [...sentence.matchAll(amountPattern())];
  let wordsFrom = 0;
  amounts.forEach((m, i) => {
    const end = m.index + m[0].length;
    const next = amounts[i + 1]?.index ?? sentence.length;
    const afterEnd = Math.min(next, boundaries.find((b) => b >= end) ?? sentence.length);
    const before = sentence.slice(wordsFrom, m.index);
    const unit = unitOf(sentence.slice(end, afterEnd), pageLang) ?? unitOf(before, pageLang) ?? durationUnit(before);
    wordsFrom = afterEnd;
    const amount = m[0].trim();
    if (unit && !units.has(amount)) units.set(amount, unit);
  });
  return units;
}
