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
 * Rules the proof does not prove, because they can match without any gate word: the French and
 * Italian "should I worry" rules have alternatives with no vocabulary ("dois-je m inquieter",
 * "preoccuparmi"), so the gate skips them when the caller names nothing medical. That is a choice
 * about bare worries, not a gap in the proof; they are still covered by the gated/ungated comparison
 * (prefilter-gates.test.ts). The list may only shrink — a new rule must be provable.
 */
const NOT_YET_PROVED = new Set(["is_it_serious.worry"]);

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

  it("sees the space a word gap starts or ends with: a vocabulary word before or after `(?: \\w+){0,4}` stands between spaces", () => {
    expect(provedByGate(/ (?:\w*aspirin\w{0,3}|pill|tablets)(?: \w+){0,4} (?:bad|better) /, GATE)).toBe(true);
    expect(provedByGate(/ because of (?:\w+ ){0,3}(?:\w*aspirin\w{0,3}|pill|tablets) /, GATE)).toBe(true);
    // The space in front of a group is read into each of its alternatives.
    expect(provedByGate(/ (?:(?:\w*aspirin\w{0,3}|pill|tablets)(?: \w+){0,2} better for|better(?: \w+){0,2} (?:\w+itis|cough) for) /, GATE)).toBe(true);
  });

  it("does not count a gap that may glue the word to other letters", () => {
    // "pillsomething bad": the gap's first character is a letter.
    expect(provedByGate(/ (?:\w*aspirin\w{0,3}|pill|tablets)(?:\w+ ){0,4}bad /, GATE)).toBe(false);
    // With the gap empty: " pilly".
    expect(provedByGate(/ (?:\w*aspirin\w{0,3}|pill|tablets)(?: \w+)?y /, GATE)).toBe(false);
    // Nothing known in front of the word.
    expect(provedByGate(/(?:\w+ )?(?:\w*aspirin\w{0,3}|pill|tablets) /, GATE)).toBe(false);
    expect(provedByGate(/ (?:is it bad|better(?: \w+){0,2} (?:\w+itis|cough)) /, GATE)).toBe(false);
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
