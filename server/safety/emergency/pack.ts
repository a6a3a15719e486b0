import { rule, type Rule } from "../rule";
import type { EmergencyFamily } from "./families";

/** A pattern that sends the caller to the emergency number; its family decides the reply's extras. */
export interface EmergencyRule extends Rule {
  family: EmergencyFamily;
  /**
   * Substrings of which every rule of the family needs at least one ("borst", "adem" …). Checked
   * with `includes` on the normalised text before any of the family's patterns run: most caller
   * turns are about parking or visiting hours and contain none, and the patterns' gaps
   * (`(?: \w+){0,4}`) are what makes the pre-filter cost grow with every rule.
   */
  gate: readonly string[];
}

export interface EmergencyRuleOptions {
  /**
   * Words that make the same description something else: a past event ("vorig jaar", "last
   * year", "gehad"), an admission or rehabilitation, messages that go unanswered. An alternation
   * of whole words/phrases (may use {PLACEHOLDER} slots); when any occurs anywhere in the
   * utterance the rule does not fire.
   */
  notWith?: string;
}

/**
 * A rule builder for one family over one language's vocabulary, with the family's gate:
 * `const chest = familyRules("chest_pain", v, ["borst", "hart"]); chest("nl.emergency.chest.x", String.raw`…`)`.
 * Every rule written with the builder must need one of the gate's substrings; a test compares the
 * gated and ungated pre-filter over every case and the bench corpus.
 */
export function familyRules(family: EmergencyFamily, vocab: Record<string, string>, gate: readonly string[]) {
  return (id: string, source: string, options: EmergencyRuleOptions = {}): EmergencyRule => {
    // The source is grouped: a top-level alternation must stay under the guard as a whole.
    const guarded = options.notWith ? String.raw`^(?!.* (?:${options.notWith}) ).*?(?:${source})` : source;
    return { ...rule(id, guarded, vocab), family, gate };
  };
}
