import { normaliseForMatch } from "~/lib/text/normalise";
import { isPracticalQuestion } from "../practical";
import { enAdvice } from "../prefilter/advice/lang/en";
import { frAdvice } from "../prefilter/advice/lang/fr";
import { itAdvice } from "../prefilter/advice/lang/it";
import { nlAdvice } from "../prefilter/advice/lang/nl";

const ERRANDS = [nlAdvice.errand, enAdvice.errand, frAdvice.errand, itAdvice.errand];

/**
 * Whether the second opinion reads the utterance as a practical question: a refusal and an emergency
 * then need the higher thresholds (`adviceOnPractical`, `emergencyOnPractical`; never silence). The practical vocabulary (../practical), or an errand
 * that is the whole ask in any language (../practical/errand.ts). An errand's words alone are not
 * enough: "is it safe to travel by train with a blood clot?" carries "by train", and when such words
 * kept the opinion silent, an advice ask that the generic rule also let through reached nobody.
 */
export function readsAsPractical(text: string): boolean {
  if (isPracticalQuestion(text)) return true;
  const normalised = normaliseForMatch(text);
  return ERRANDS.some((errand) => errand.test(normalised));
}

/**
 * Question shapes that ask the hospital's shop or a phone book, not a clinician, whatever medicine they name: whether
 * the pharmacy or the shop has or sells something ("does the hospital pharmacy sell nicotine patches?", "heeft de
 * apotheek op de begane grond de ibuprofen die mijn huisarts voorschreef?", "la pharmacie du rez-de-chaussée a
 * l'ibuprofène … ?", "il negozio nell'atrio vende anche la tachipirina?") and what a service's number is ("what is
 * the number of the poison centre so I can stick it on my fridge"). Cross-validated, the opinion scored these
 * development near misses advice 0.35–0.45 — around its plain 0.4 bar, which refused two of them — because a
 * medicine's name leans that way and none of them has the practical vocabulary's words. They need the practical
 * advice bar. Only the advice bar: an emergency said beside such a question ("what's the poison centre's number, my
 * son drank bleach") keeps the plain emergency bar, and the patterns decide before the opinion in any case.
 * Each language's shape lives in its advice pack beside `errand` (`AdviceRules.shopOrNumber`).
 */
const SHOPS_OR_NUMBERS = [nlAdvice.shopOrNumber, enAdvice.shopOrNumber, frAdvice.shopOrNumber, itAdvice.shopOrNumber];

/**
 * Whether the advice bar for a practical question applies: readsAsPractical, or a question to the shop or for a
 * number in any language (SHOPS_OR_NUMBERS). The emergency bar goes by readsAsPractical alone.
 */
export function readsAsPracticalForAdvice(text: string): boolean {
  return readsAsPractical(text) || asksShopOrNumber(text);
}

/** A question to the shop or for a number, in any language (SHOPS_OR_NUMBERS): for a caller that has readsAsPractical's answer already. */
export function asksShopOrNumber(text: string): boolean {
  const normalised = normaliseForMatch(text);
  return SHOPS_OR_NUMBERS.some((shape) => shape.test(normalised));
}
