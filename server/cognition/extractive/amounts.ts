/**
 * An amount of money as hospital pages write it, in any of the four languages: a currency sign or
 * code before or after the number ("€ 2,20", "25 €", "CHF 1.50", "£4.50") — or a currency *word*
 * after it ("14 franchi", "2 euro", "3 francs", "5 frank", "10 pounds"). Pages of a Swiss or an
 * Italian hospital write their prices with the word more often than with the sign, and an amount
 * the patterns did not read was no price at all: not the asked kind of fact for "how much", and
 * not carried over to a caller in another language.
 */
const NUMBER = String.raw`\d+(?:[.,]\d{1,2})?`;
const SIGN = String.raw`€|£|\$|EUR|CHF|Fr\.`;
/** Currency words after a number, singular and plural, in nl, en, fr, it. */
const WORD = String.raw`euros?|eurocent|cents?|centesimi|centimes?|franchi|franco|francs?|franken|frank|pounds?|pence`;

/** Global, case-insensitive: every amount in a text ("€ 2,20", "14 franchi"). */
export function amountPattern(): RegExp {
  // The sign or word after the number ends the amount by itself: "\b" after "€" needs a letter
  // beside it, so "25 € par nuit" was no price at all.
  return new RegExp(String.raw`(?<![\p{L}])(?:${SIGN})\s?${NUMBER}|${NUMBER}\s?(?:${SIGN}|(?:${WORD})(?![\p{L}\d]))(?![\p{L}\d])`, "giu");
}

/** Whether a text states an amount of money (not merely "free"). */
export function hasAmount(text: string): boolean {
  return amountPattern().test(text);
}
