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
