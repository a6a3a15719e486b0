import type { Rule } from "../../rule";

/**
 * One language's advice-ask rules (families in ./families.ts) behind a gate: every rule needs a
 * medicine, symptom, treatment, procedure, side effect, food or drink, or a word of worry, so one
 * vocabulary test decides whether any of them can match. Without it the pre-filter's cost grew
 * with every rule added (bench `text`), since most turns are about parking and visiting hours.
 */
export interface AdviceRules {
  gate: RegExp;
  rules: Rule[];
  /**
   * An errand that is the whole ask (../../practical/errand.ts), over normalised text: the generic
   * rule's guard, and the second opinion's (../../semantic/practical-guard.ts).
   */
  errand: RegExp;
  /**
   * A question to the hospital's shop or pharmacy (does it have, sell, stock …) or for a service's number, over
   * normalised text, whatever medicine it names: the second opinion's advice bar for a practical question applies
   * (../../semantic/practical-guard.ts, `asksShopOrNumber`). Not a guard of any rule here.
   */
  shopOrNumber: RegExp;
}
