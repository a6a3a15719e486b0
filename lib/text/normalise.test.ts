import { afterEach, describe, expect, it, vi } from "vitest";
import { anyPhrase, foldCase, hasPhrase, matchFormKept, matchWords, normaliseForMatch } from "./normalise";

describe("one normaliser for every comparison of words", () => {
  it("folds case and accents, keeps punctuation", () => {
    expect(foldCase("Coûte À l'Heure: € 2,50")).toBe("coute a l'heure: € 2,50");
    expect(foldCase("Ma SŒUR se tient le cœur")).toBe("ma soeur se tient le coeur");
  });

  it("the matching form: words only, single spaces, padded so phrases match whole words", () => {
    expect(normaliseForMatch("  Wat kost   parkeren? (P1, €2,50)  ")).toBe(" wat kost parkeren p1 2 50 ");
    expect(normaliseForMatch("S'il vous plaît, l'anglais")).toBe(" s il vous plait l anglais ");
    expect(normaliseForMatch("")).toBe("  ");
  });

  it("the words of a text, as the matchers and the local embedder see them", () => {
    expect(matchWords("Kardiologie, verdieping 2 — route 42!")).toEqual(["kardiologie", "verdieping", "2", "route", "42"]);
    expect(matchWords(" ... ")).toEqual([]);
  });

  it("finds a phrase as whole words only, written with or without its accents", () => {
    const text = normaliseForMatch("Où se trouve la cafétéria ?");
    expect(hasPhrase(text, "cafetéria")).toBe(true);
    expect(hasPhrase(text, "cafe")).toBe(false);
    expect(hasPhrase(text, " ")).toBe(false);
    expect(anyPhrase(text, ["parking", "se trouve"])).toBe(true);
  });
});

describe("folded forms kept between turns", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fold a text asked again the same as the first time, and keep a caller's words no longer than a minute", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const words = "Waar kan ik mijn AUTO parkeren, bij Sint-Jozef?";
    expect(normaliseForMatch(words)).toBe(" waar kan ik mijn auto parkeren bij sint jozef ");
    expect(normaliseForMatch(words)).toBe(" waar kan ik mijn auto parkeren bij sint jozef ");
    expect(matchFormKept(words)).toBe(true);

    vi.advanceTimersByTime(61_000);
    expect(normaliseForMatch("Où est la cafétéria ?")).toBe(" ou est la cafeteria ");
    expect(matchFormKept(words)).toBe(false);
  });

  it("does not keep a whole page's text, which is seldom folded twice", () => {
    const page = "De bezoekuren zijn van 14 tot 20 uur. ".repeat(100);
    expect(normaliseForMatch(page).length).toBeGreaterThan(3000);
    expect(matchFormKept(page)).toBe(false);
  });
});
