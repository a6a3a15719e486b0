/**
 * A structural check over every pattern pack. Patterns run on normalised text, where words are
 * separated by exactly one space; an optional group written between two required spaces
 * (` (?:up|shut)? `) then needs the group itself or a double space that never occurs, so the rule
 * silently fires only when the optional words are said: "her throat is closing" was no emergency,
 * only "her throat is closing up" was. The space belongs inside the optional group.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { EMERGENCY_PACKS } from "./emergency/detect-emergency";
import { POSTFILTER_PACKS } from "./postfilter/post-filter";
import { PREFILTER_PACKS } from "./prefilter/classify-terminal";
import type { Rule } from "./rule";

/** Offsets of optional groups (`(...)?`) that stand between two required spaces in a pattern source. */
function optionalGroupsBetweenSpaces(source: string): number[] {
  const opens: number[] = [];
  const found: number[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      i += 1;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(") opens.push(i);
    else if (c === ")") {
      const open = opens.pop();
      if (open !== undefined && source[i + 1] === "?" && source[i + 2] === " " && source[i + 3] !== "?" && source[open - 1] === " ") found.push(open);
    }
  }
  return found;
}

function everyRule(): Rule[] {
  return LANGUAGES.flatMap((l) => {
    const pre = PREFILTER_PACKS[l];
    return [
      ...pre.safety,
      ...pre.advice.rules,
      ...pre.handoff,
      ...pre.repeat,
      ...pre.offTopic,
      ...pre.farewell,
      ...pre.greeting,
      ...EMERGENCY_PACKS[l],
      ...Object.values(POSTFILTER_PACKS[l]).flat(),
    ];
  });
}

describe("pattern shape", () => {
  it("finds an optional group between required spaces, and not one whose space is inside it", () => {
    expect(optionalGroupsBetweenSpaces(String.raw` closing (?:up|shut)? `)).toEqual([9]);
    expect(optionalGroupsBetweenSpaces(String.raw` closing (?:(?:up|shut) )?`)).toEqual([]);
    expect(optionalGroupsBetweenSpaces(String.raw` closing(?: \w+)? `)).toEqual([]);
    expect(optionalGroupsBetweenSpaces(String.raw` a [(] (?:b)?c `)).toEqual([]);
    // An optional space after the group is the other correct way to write it.
    expect(optionalGroupsBetweenSpaces(String.raw` ate (?:pills)? ?(?:of )?bleach `)).toEqual([]);
  });

  it("has no rule in any pack whose optional words are in fact required", () => {
    const rules = everyRule();
    expect(rules.length).toBeGreaterThan(500);
    const bad = rules.filter((r) => optionalGroupsBetweenSpaces(r.pattern.source).length > 0).map((r) => r.id);
    expect(bad).toEqual([]);
  });

  it("hears the fixed rules without their optional words", () => {
    // Each of these fired only with the optional words before the shape was fixed.
    expect(EMERGENCY_PACKS.en.some((r) => r.pattern.test(" her throat is closing and she s panicking "))).toBe(true);
    expect(EMERGENCY_PACKS.it.some((r) => r.pattern.test(" non riesce a parlare e meta della faccia gli cade "))).toBe(true);
    expect(EMERGENCY_PACKS.fr.some((r) => r.pattern.test(" sa bouche tombe et il parle bizarrement "))).toBe(true);
  });
});
