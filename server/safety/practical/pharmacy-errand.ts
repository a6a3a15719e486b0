import type { PerLang } from "~/lib/lang";

/**
 * Stock at the hospital's pharmacy: "how much syrup does the pharmacy have in stock?". It opens
 * like a dosage ask ("how much" + a medicine), and every pack's how-much-medicine rule refused it;
 * what the caller asks about is the shelf, not a dose. The dosage rules skip a question with one
 * of these phrases, and the generic advice rule reads it as practical (./index.ts).
 *
 * Regex sources over normalised text (no accents, one space between words), without edge spaces.
 */
export const IN_STOCK: PerLang<string> = {
  en: String.raw`in stock|out of stock`,
  nl: String.raw`op voorraad|in voorraad|uit voorraad`,
  fr: String.raw`en stock|rupture de stock`,
  it: String.raw`in magazzino|in giacenza|esaurit[oaie] in farmacia`,
};

/**
 * Buying something at the hospital's pharmacy: "can I buy the cream for my spots at your
 * pharmacy?". It names a medicine and a symptom and asks "can I", which the generic advice rule
 * refused in four languages. Buying is the errand; which cream to buy is still an ask ("which
 * cream should I buy for my spots?"), and the packs' which-medicine rules, which run before the
 * generic rule and do not read the practical vocabulary, still refuse it. Only "buy", never
 * "get": "can I get something for my spots at the pharmacy?" asks for a remedy.
 */
export const PHARMACY_PURCHASE: PerLang<string> = {
  en: String.raw`(?:buy|purchase)(?: \w+){0,7} (?:at|from|in) (?:the|your|this) (?:hospital )?pharmacy|(?:buy|purchase) (?:it|them|that|this|one) (?:there|here)`,
  nl: String.raw`(?:bij|in) (?:de|jullie|uw) (?:ziekenhuis)?apotheek(?: \w+){0,4} (?:kopen|aankopen|gekocht)|(?:kopen|aankopen)(?: \w+){0,5} (?:bij|in) (?:de|jullie|uw) (?:ziekenhuis)?apotheek`,
  fr: String.raw`(?:acheter|achete)(?: \w+){0,7} (?:a|dans) (?:la|votre) pharmacie`,
  it: String.raw`(?:comprare|acquistare|comprarl[aoie]|acquistarl[aoie])(?: \w+){0,7} (?:in|nella|alla|dalla) (?:vostra )?farmacia`,
};
