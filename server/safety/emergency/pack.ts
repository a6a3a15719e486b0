import { regexTokens } from "../regex-source";
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
   * that is a conjunction of lookaheads over the whole utterance (`^(?=…)(?=…)`, the red flags among them) has a
   * cue per lookahead instead of one stretch: each cue must be found once with no guard word next to it
   * ({@link CUE_WINDOW}) — "shaking all over and not responding, she has a tremor in her hands normally" is a
   * seizure now, though "tremor" stands in the utterance.
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

/**
 * How far a guard's words may stand from one cue of a conjunction rule (`^(?=.* cue )(?=.* cue )`): up to 3 words
 * ahead of it, or within the cue's own words (one to three) and the word after them. A cue is a few words, not a
 * stretch with the end of its clause, so the window after its start is narrower than {@link GUARD_WINDOW}'s:
 * "shaking all over and not responding, she has a tremor" has "tremor" five words after "not responding" and in
 * another clause (the 12 words of a stretch would reach it and excuse the seizure).
 */
export const CUE_WINDOW = { before: 5, fromStart: 4 } as const;

function guard(source: string, options: EmergencyRuleOptions): string {
  const conjunction = source.startsWith("^");
  const wide = options.notWithAnywhere ? String.raw`^(?!.* (?:${options.notWithAnywhere}) ).*?` : "";
  const near = options.notWith;
  if (!near) return `${wide}(?:${source})`;
  // Unwrapped when nothing is read anywhere, so rule.ts `conjuncts` still tests the lookaheads one by one.
  if (conjunction) return wide ? `${wide}(?:${localCues(source, near)})` : localCues(source, near);
  // The match first, as a lookahead, then the window around its start: the window is read only where the rule
  // matches, not at every place in the utterance (read everywhere, it made the pre-filter 1.65 times slower).
  return `${wide}(?=${source})${window(near, GUARD_WINDOW)}`;
}

/** The guard's words are not within `w` of the place the window is read at (the space before a match or a cue). */
function window(near: string, w: { before: number; fromStart: number }): string {
  return String.raw`(?<! (?:${near})(?: \w+){0,${w.before}})(?!(?: \w+){0,${w.fromStart}} (?:${near}) )`;
}

/**
 * A conjunction rule with each cue's guard local: every top-level lookahead `(?=.*R|.*S)` becomes
 * `(?=.*(?=R)W|.*(?=S)W)` — the cue is tested first at each place (most places fail on its first letter), the
 * window W only where a cue stands. A negative lookahead (a rule's own exclusion) is kept as written. A source of
 * another shape is an error: it would silently keep an utterance-wide guard.
 */
export function localCues(source: string, near: string): string {
  const groups = topLevelGroups(source, 1);
  const w = window(near, CUE_WINDOW);
  return (
    "^" +
    groups
      .map((g) => {
        if (g.startsWith("(?!")) return g;
        if (!g.startsWith("(?=")) throw new Error(`conjunction rule: top-level group ${g.slice(0, 20)}… is not a lookahead`);
        const alternatives = topLevelAlternatives(g.slice(3, -1));
        return `(?=${alternatives
          .map((a) => {
            // An alternative without `.*` is tested at the utterance's start, as written.
            return a.startsWith(".*") ? `.*(?=${a.slice(2)})${w}` : `(?=${a})${w}`;
          })
          .join("|")})`;
      })
      .join("")
  );
}

/** A source's top-level groups from `from` on, each whole; anything else at the top is an error. */
function topLevelGroups(src: string, from: number): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = from;
  for (const [i, c] of regexTokens(src, from)) {
    if (c === "(") depth += 1;
    else if (c === ")") {
      depth -= 1;
      if (depth === 0) {
        out.push(src.slice(start, i + 1));
        start = i + 1;
      }
    } else if (depth === 0) throw new Error(`conjunction rule: ${src.slice(i, i + 20)}… at the top is not a group`);
  }
  return out;
}

/** The top-level alternatives of a group's body. */
function topLevelAlternatives(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (const [i, c] of regexTokens(body)) {
    if (c === "(") depth += 1;
    else if (c === ")") depth -= 1;
    else if (c === "|" && depth === 0) {
      out.push(body.slice(start, i));
      start = i + 1;
    }
  }
  out.push(body.slice(start));
  return out;
}
