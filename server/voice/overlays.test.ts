import { describe, expect, it } from "vitest";
import { applyReplacements, type Mishear } from "./overlays";

const mishears: Mishear[] = [
  { match: "linden hof", replacement: "Lindenhof", lang: null },
  { match: "a z linden hof", replacement: "AZ Lindenhof", lang: null },
  { match: "kardiologie", replacement: "cardiologie", lang: "nl" },
  { match: "zeventien drieëndertig", replacement: "1733", lang: "nl" },
];

describe("tenant mishears normalise transcripts before cognition", () => {
  it("replaces the longest known mishear first, case-insensitively", () => {
    expect(applyReplacements("Bel ik naar A Z Linden Hof?", "nl", mishears)).toEqual({ text: "Bel ik naar AZ Lindenhof?", applied: 1 });
  });

  it("applies a language's mishears only in that language", () => {
    expect(applyReplacements("waar is kardiologie", "nl", mishears).text).toBe("waar is cardiologie");
    expect(applyReplacements("where is kardiologie", "en", mishears).text).toBe("where is kardiologie");
  });

  it("never replaces inside a longer word", () => {
    expect(applyReplacements("de lindenhoflaan", "nl", [{ match: "lindenhof", replacement: "X", lang: null }]).applied).toBe(0);
  });

  it("handles spelled-out numbers with diacritics and leaves unrelated text as it was", () => {
    expect(applyReplacements("bel zeventien drieëndertig", "nl", mishears).text).toBe("bel 1733");
    expect(applyReplacements("wat zijn de bezoekuren", "nl", mishears)).toEqual({ text: "wat zijn de bezoekuren", applied: 0 });
  });
});
