/**
 * Every advice rule of every language needs a word its gate finds (see advice-gate-proof.ts), so
 * the gate only skips work and never silences a rule. prefilter-gates.test.ts compares gated and
 * ungated runs over a corpus; this reads the patterns, so a new rule is checked the day it lands.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { PREFILTER_PACKS } from "~/server/safety/prefilter/classify-terminal";
import { gateAlternatives, provedByGate, withGateWords } from "./advice-gate-proof";

/**
 * Rules the proof cannot see through yet, each for the same reason: the vocabulary is followed (or
 * preceded) by a word gap, `{MED}(?: \w+){0,4} {EVAL}`, and the proof joins only parts whose strings
 * it can list, so it does not see that the gap starts with a space. They are still covered by the
 * gated/ungated comparison (prefilter-gates.test.ts); the list may only shrink — a new rule must be
 * provable.
 */
const NOT_YET_PROVED = new Set([
  "best_remedy.which_is_best",
  "best_remedy.med_better",
  "is_it_serious.symptom_is_dangerous",
  "is_it_serious.worry",
  "symptom_meaning.sign_of",
  "side_effects.caused_by_treatment",
  "side_effects.symptom_from_treatment",
  "side_effects.makes_you",
  "side_effects.effect_on",
  "side_effects.affect",
  "side_effects.treatment_gives",
  "side_effects.with_treatment",
  "side_effects.lose_with",
]);

const GATE = / (?:(?:\w*aspirin\w{0,3}|pill|tablets)|(?:\w+itis|cough)|alcohol|wine) /;

describe("the advice gate proof", () => {
  it("reads the gate's vocabulary groups and words", () => {
    expect(gateAlternatives(GATE)).toEqual(["(?:\\w*aspirin\\w{0,3}|pill|tablets)", "(?:\\w+itis|cough)", "alcohol", "wine"]);
  });

  it("proves a rule that needs a vocabulary group or word between spaces, also inside a lookahead", () => {
    expect(provedByGate(/ can i take (?:\w*aspirin\w{0,3}|pill|tablets) /, GATE)).toBe(true);
    expect(provedByGate(/^(?=.* (?:alcohol|wine) )(?=.* (?:\w*aspirin\w{0,3}|pill|tablets) )/, GATE)).toBe(true);
    expect(provedByGate(/ is (?:\w+itis|cough) serious /, GATE)).toBe(true);
  });

  it("refuses a rule that can match without a gate word, or only with one glued to other letters", () => {
    expect(provedByGate(/ is it serious /, GATE)).toBe(false);
    expect(provedByGate(/ (?:is it serious|(?:\w+itis|cough) again) /, GATE)).toBe(false);
    expect(provedByGate(/ (?:\w+itis|cough)y /, GATE)).toBe(false);
    expect(provedByGate(/^(?! .*wine ).* bad /, GATE)).toBe(false);
    // "wine" inside "swine" is no gate word.
    expect(withGateWords(/ swine flu /, gateAlternatives(GATE)).source).toBe(" swine flu ");
  });
});

describe.each(LANGUAGES)("the %s advice gate", (lang) => {
  it("is needed by every advice rule: no rule can match where the gate finds nothing", () => {
    const { gate, rules } = PREFILTER_PACKS[lang].advice;
    expect(rules.length).toBeGreaterThan(5);
    const unproved = rules.filter((r) => !provedByGate(r.pattern, gate)).map((r) => r.id.replace(`${lang}.advice.`, ""));
    expect(unproved.filter((id) => !NOT_YET_PROVED.has(id))).toEqual([]);
    // Most rules are proved, not listed: the proof reads the real packs.
    expect(rules.length - unproved.length).toBeGreaterThan(rules.length / 2);
  });
});

it("lists only rules that are still unproved somewhere, so the list shrinks as proofs land", () => {
  const unproved = new Set(
    LANGUAGES.flatMap((lang) => {
      const { gate, rules } = PREFILTER_PACKS[lang].advice;
      return rules.filter((r) => !provedByGate(r.pattern, gate)).map((r) => r.id.replace(`${lang}.advice.`, ""));
    }),
  );
  expect([...NOT_YET_PROVED].filter((id) => !unproved.has(id))).toEqual([]);
});
