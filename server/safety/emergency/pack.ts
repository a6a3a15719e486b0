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
   * of whole words/phrases (may use {PLACEHOLDER} slots). For a rule that matches a stretch of words the
   * guard is local: it excuses the match only when it stands within a few words of it ({@link GUARD_WINDOW}),
   * never from another clause — "my mum had a hip operation last year and now she has crushing pressure on her
   * chest and she's sweating" is now, whatever "last year" says. A rule
   * that is a conjunction of lookaheads over the whole utterance (`^(?=…)(?=…)`) has no stretch to be near, so
   * its guard still reads the whole utterance.
   */
  notWith?: string;
  /**
   * Words that frame the whole question as something else, wherever they stand: a first-aid course whose subject
   * is the emergency ("is there a first aid course on what to do if a baby chokes?").
   */
  notWithAnywhere?: string;
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
    const guarded = options.notWith || options.notWithAnywhere ? guard(source, options) : source;
    return { ...rule(id, guarded, vocab), family, gate };
  };
}

/**
 * How far a guard's words may stand from the match they excuse, in words: up to `before` words ahead of its start,
 * or anywhere from its start to `fromStart` words on (the match's own words and the end of its clause). A past
 * or a chore is said next to the event, before it ("last year he had …"), inside it ("ha avuto un infarto") or at
 * the end of its clause ("he had pain in his chest going down his arm last year"); further away it belongs to
 * another clause, and an emergency in that clause must not fall through (the utterance-wide guards of nl "eind
 * aan maken" and it "farla finita con" each let one through before 9b7a65c and 33c25f4).
 */
export const GUARD_WINDOW = { before: 3, fromStart: 12 } as const;

function guard(source: string, options: EmergencyRuleOptions): string {
  const anywhere = [options.notWithAnywhere, source.startsWith("^") ? options.notWith : undefined].filter(Boolean);
  const near = source.startsWith("^") ? undefined : options.notWith;
  const wide = anywhere.length ? String.raw`^(?!.* (?:${anywhere.join("|")}) ).*?` : "";
  if (!near) return `${wide}(?:${source})`;
  // The match first, as a lookahead, then the window around its start: the window is read only where the rule
  // matches, not at every place in the utterance (read everywhere, it made the pre-filter 1.65 times slower).
  const window = String.raw`(?<! (?:${near})(?: \w+){0,${GUARD_WINDOW.before}})(?!(?: \w+){0,${GUARD_WINDOW.fromStart}} (?:${near}) )`;
  return `${wide}(?=${source})${window}`;
}
