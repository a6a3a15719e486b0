/**
 * The emergency families' gates, read from the patterns themselves: every text any rule of a family
 * can match must hold one of the family's gate words. A gate that lacks a word its own rule needs
 * makes that rule dead on exactly those phrasings — "lips turning blue" was no emergency in en and
 * nl for that reason twice. prefilter-gates.test.ts compares gated and ungated runs over a corpus;
 * this needs no corpus, so it cannot go stale when a rule or a vocabulary word is added.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { EMERGENCY_PACKS } from "~/server/safety/emergency/detect-emergency";
import { mustContain } from "./must-contain";

describe("the structural gate check", () => {
  it("proves a word that every match must hold, across adjacent parts and inside a lookahead", () => {
    expect(mustContain(/ (?:my|his) lips? (?:are )?(?:blue|purple) /, ["blue", "purple"])).toBe(true);
    expect(mustContain(/ (?:my|his) lips? (?:are )?(?:blue|purple) /, ["lip"])).toBe(true);
    expect(mustContain(/ chok(?:e|ing) /, ["choke", "choking"])).toBe(true);
    expect(mustContain(/^(?=.* (?:hives|rash) )(?=.* (?:blue|grey) )/, ["blue", "grey"])).toBe(true);
  });

  it("finds the rule that can match without any gate word, and never counts an optional or negated part", () => {
    // The bug this guards against: the gate had breathing words, the rule only colour words.
    expect(mustContain(/ lips? (?:are )?(?:turning )?(?:blue|purple) /, ["breath", "air", "chok"])).toBe(false);
    expect(mustContain(/ (?:can t breathe|lips are blue) /, ["breath"])).toBe(false);
    expect(mustContain(/ not (?:breathing )?moving /, ["breath"])).toBe(false);
    expect(mustContain(/^(?!.* breathing ).* collapsed /, ["breath"])).toBe(false);
    expect(mustContain(/ \w+ing blue /, ["breath"])).toBe(false);
  });

  it("joins a word to the space a word gap starts or ends with, and to a long run cut to its tail", () => {
    expect(mustContain(/ my(?: \w+){0,2} (?:leg|back) /, [" leg", " back"])).toBe(true);
    expect(mustContain(/ my (?:\w+ ){0,2}(?:leg|back)/, [" leg", " back"])).toBe(true);
    // The gap may be empty and glue "my" to "leg": no space is proved.
    expect(mustContain(/ my(?:\w+ ){0,2}(?:leg|back)/, [" leg", " back"])).toBe(false);
    // A run too long to multiply out keeps its last characters: "(a|…|z)(a|…|z)(a|…|z) " + "leg".
    expect(mustContain(/ [a-z][a-z][a-z] (?:leg|back)/, [" leg", " back"])).toBe(true);
  });

  it("catches the gate that once lacked its rule's colour words", () => {
    // en and nl's breathing gates had only breathing words until 535ee49; the rule needs a colour.
    const lips = EMERGENCY_PACKS.en.find((r) => r.id === "en.emergency.breathing.turning_blue")!;
    expect(mustContain(lips.pattern, lips.gate)).toBe(true);
    expect(
      mustContain(
        lips.pattern,
        lips.gate.filter((g) => !["blue", "purple", "grey", "gray"].includes(g)),
      ),
    ).toBe(false);
  });
});

describe.each(LANGUAGES)("the %s emergency gates", (lang) => {
  it("hold a word of its family's gate in every text an emergency rule can match", () => {
    const open = EMERGENCY_PACKS[lang].filter((r) => !mustContain(r.pattern, r.gate)).map((r) => `${r.id} (gate: ${r.gate.join(", ")})`);
    expect(open).toEqual([]);
  });
});
