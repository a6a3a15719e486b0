import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/lang/normalise";
import { expandContractions } from "./contractions";
import { EMERGENCIES, EMERGENCY_NEAR_MISSES } from "./emergency/emergency-cases";
import { EMERGENCY_PACKS } from "./emergency/detect-emergency";
import { ADVICE_ASKS, ADVICE_NEAR_MISSES } from "./prefilter/advice/advice-cases";
import { CASES } from "./prefilter/prefilter-cases";
import { PREFILTER_PACKS } from "./prefilter/classify-terminal";
import { POSTFILTER_PACKS } from "./postfilter/post-filter";
import { conjuncts, matches, sharedTest, type Rule } from "./rule";

const sources = (p: RegExp) => conjuncts(p).map((c) => c.source);

describe("a rule tested as its conjuncts", () => {
  it("splits the lookaheads at the start of a pattern, and the rest after them", () => {
    expect(sources(/^(?=.* a )(?!.* b )(?<! c).* d /)).toEqual(["^(?=.* a )", "^(?!.* b )", "^(?<! c)", "^(?:.* d )"]);
    expect(sources(/^(?=.* [(|)] )(?=.* \( )/)).toEqual(["^(?=.* [(|)] )", "^(?=.* \\( )"]);
  });

  it("keeps a lookaround after a class or an escape in the rest: it looks from there, not from the text's start", () => {
    expect(sources(/^(?=\s)[ ](?=c)(?=.* d)/)).toEqual(["^(?=\\s)", "^(?:[ ](?=c)(?=.* d))"]);
    expect(sources(/^(?=a)\s(?=b)(?=c)/)).toEqual(["^(?=a)", "^(?:\\s(?=b)(?=c))"]);
    const r: Rule = { id: "t", pattern: /^(?=\s)[ ](?=c)/ };
    expect(matches(r, " c ")).toBe(true);
    expect(matches(r, " x c ")).toBe(false);
  });

  it("keeps whole what a split would change: a top-level alternative, flags, a backreference, a quantified lookahead", () => {
    for (const p of [/^(?=.* a ).* b |c/, /^(?=.* a ).* b /g, /^(?=(a)).*\1/, /^(?=a)?b/, / (?:a|b) /, /^(?:a)(?=b)/]) expect(conjuncts(p)).toEqual([p]);
  });

  it("decides as the whole pattern: a part failing fails the rule", () => {
    const r: Rule = { id: "t", pattern: /^(?=.* ice )(?!.* cafeteria ).* or / };
    expect(matches(r, " ice or heat ")).toBe(true);
    expect(matches(r, " ice or heat in the cafeteria ")).toBe(false);
    expect(matches(r, " heat or cold ")).toBe(false);
  });

  it("decides as the whole pattern for every split rule of every pack, over the case tables", () => {
    const texts = LANGUAGES.flatMap((l) =>
      [
        ...CASES[l].map(([t]) => t),
        ...EMERGENCIES[l].map(([t]) => t),
        ...EMERGENCY_NEAR_MISSES[l].map(([t]) => t),
        ...Object.values(ADVICE_ASKS[l]).flat(),
        ...ADVICE_NEAR_MISSES[l],
      ].map((t) => expandContractions(normaliseForMatch(t), l)),
    );
    const rules: Rule[] = LANGUAGES.flatMap((l) => {
      const p = PREFILTER_PACKS[l];
      return [
        ...p.safety,
        ...p.advice.rules,
        ...p.handoff,
        ...p.repeat,
        ...p.offTopic,
        ...p.farewell,
        ...p.greeting,
        ...EMERGENCY_PACKS[l],
        ...Object.values(POSTFILTER_PACKS[l]).flat(),
      ];
    }).filter((r) => conjuncts(r.pattern).length > 1);
    // Most advice rules and the emergency rules guarded over the whole utterance are split; the test is about them.
    // An emergency rule with a local guard (emergency/pack.ts) is one pattern, not split (about 230 split in all).
    expect(rules.length).toBeGreaterThan(200);
    const differ: string[] = [];
    for (const r of rules) for (const t of texts) if (matches(r, t) !== r.pattern.test(t)) differ.push(`${r.id}: ${t}`);
    expect(differ).toEqual([]);
  }, 120_000);

  it("asks a vocabulary several rules share once per utterance, and asks it again of the next utterance", () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`);
    const source = `^(?=.* (?:${words.join("|")}) )`;
    const a = sharedTest(new RegExp(source));
    // Two rules built apart hold one test of the same vocabulary.
    expect(sharedTest(new RegExp(source))).toBe(a);
    expect(a(" i said word7 today ")).toBe(true);
    // The answer belongs to its utterance: a new one is asked afresh, and the first again too.
    expect(a(" nothing here ")).toBe(false);
    expect(a(" i said word7 today ")).toBe(true);
    // A short frame is each rule's own: no sharing needed below the vocabulary size.
    expect(sharedTest(/^(?=.* ice )/)).not.toBe(sharedTest(/^(?=.* ice )/));
  });

  it("decides as the whole patterns when one utterance is asked of every rule in a row, as the pre-filter does", () => {
    const texts = LANGUAGES.flatMap((l) =>
      [...CASES[l].map(([t]) => t), ...Object.values(ADVICE_ASKS[l]).flat(), ...ADVICE_NEAR_MISSES[l]].map((t) => expandContractions(normaliseForMatch(t), l)),
    );
    const rules: Rule[] = LANGUAGES.flatMap((l) => [...PREFILTER_PACKS[l].safety, ...PREFILTER_PACKS[l].advice.rules]);
    const differ: string[] = [];
    for (const t of texts) for (const r of rules) if (matches(r, t) !== r.pattern.test(t)) differ.push(`${r.id}: ${t}`);
    expect(differ).toEqual([]);
  }, 120_000);
});
