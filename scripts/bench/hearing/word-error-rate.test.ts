import { describe, expect, it } from "vitest";
import { emptyTally, normaliseWords, tallyTranscript, wordEdits, wordErrorRate } from "./word-error-rate";

describe("word error rate", () => {
  it("compares words, not case, punctuation, apostrophes or hyphens", () => {
    expect(normaliseWords("Où est l'hôpital Saint-Jean?")).toEqual(["où", "est", "l", "hôpital", "saint", "jean"]);
    expect(wordEdits(normaliseWords("Wat zijn de bezoekuren?"), normaliseWords(" wat zijn de bezoekuren"))).toBe(0);
  });

  it("counts a substitution, a deletion and an insertion once each", () => {
    expect(wordEdits(["waar", "kan", "ik", "parkeren"], ["maar", "kan", "ik", "parkeren"])).toBe(1);
    expect(wordEdits(["waar", "kan", "ik", "parkeren"], ["waar", "ik", "parkeren"])).toBe(1);
    expect(wordEdits(["waar", "kan", "ik", "parkeren"], ["waar", "kan", "ik", "auto", "parkeren"])).toBe(1);
    expect(wordEdits(["a", "b"], [])).toBe(2);
    expect(wordEdits([], ["a"])).toBe(1);
  });

  it("can exceed 100 % when the recogniser invents words (a repetition loop)", () => {
    const t = tallyTranscript(emptyTally(), "Quali sono gli orari?", "i tuoi i tuoi i tuoi i tuoi i tuoi");
    expect(wordErrorRate(t)).toBeGreaterThan(1);
  });

  it("pools sentences by words, so a long sentence weighs more than a short one", () => {
    let t = tallyTranscript(emptyTally(), "one two three four five six seven eight", "one two three four five six seven eight");
    t = tallyTranscript(t, "nine ten", "nein");
    expect(t).toEqual({ edits: 2, referenceWords: 10, sentences: 2, exactSentences: 1 });
    expect(wordErrorRate(t)).toBeCloseTo(0.2);
  });
});
