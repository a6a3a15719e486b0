import { describe, expect, it } from "vitest";
import { standsOutInSomeLanguage } from "./relevance";

describe("standsOutInSomeLanguage", () => {
  // A question whose nearest page is French: French pages come lower to an English question than
  // English ones do to it, and lower than the English pages' noise.
  const reach = { nearest: 0.86, tenth: 0.84, nearestByLang: { fr: 0.86, en: 0.84 } };

  it("judges a page language against that language's own noise level", () => {
    expect(standsOutInSomeLanguage(reach, { en: 0.87, fr: 0.84 })).toBe(true);
  });

  it("does not answer when no page language stands out from its noise", () => {
    expect(standsOutInSomeLanguage(reach, { en: 0.87, fr: 0.87 })).toBe(false);
  });

  it("judges no language whose noise is not known (rather than holding it to another's)", () => {
    expect(standsOutInSomeLanguage(reach, { en: 0.8 })).toBe(true);
    expect(standsOutInSomeLanguage({ ...reach, nearestByLang: { fr: 0.86 } }, { en: 0.8 })).toBe(false);
  });
});
