import { describe, expect, it } from "vitest";
import { detectLanguage } from ".";
import { LANGUAGES } from "..";
import { FUNCTION_WORDS } from "../function-words";
import { enMarkers } from "./lang/en";
import { frMarkers } from "./lang/fr";
import { itMarkers } from "./lang/it";
import { nlMarkers } from "./lang/nl";

describe("detectLanguage", () => {
  it.each([
    ["Wat zijn de bezoekuren?", "nl"],
    ["Wanneer werkt hij?", "nl"],
    ["Ik heb last van hartkloppingen, bij welke dienst moet ik zijn?", "nl"],
    ["Where can I park?", "en"],
    ["What are the visiting hours on Sunday?", "en"],
    ["Je voudrais un rendez-vous", "fr"],
    ["Où se trouve la cardiologie ?", "fr"],
    ["Dove posso parcheggiare?", "it"],
    ["Quali sono gli orari di visita?", "it"],
  ] as const)("recognises %j as %s", (text, lang) => {
    expect(detectLanguage(text).lang).toBe(lang);
  });

  // Sentences the hand-kept marker lists called wrongly: their telling words ("mi", "als",
  // "peuvent") are function words of the language that no other supported language has, and vote
  // for it now that the markers are derived from the function words.
  it.each([
    ["Come mi collego a internet?", "it"],
    ["Martedì mi operano all'ernia, la cardioaspirina la devo sospendere prima?", "it"],
    ["mag je salami eten als je zwanger bent", "nl"],
    ["Combien de personnes peuvent rendre visite en même temps ?", "fr"],
    ["By train", "en"],
  ] as const)("recognises %j as %s by the language's own function words", (text, lang) => {
    expect(detectLanguage(text).lang).toBe(lang);
  });

  // A single letter is as often a code as a word: "c" and "d" are Italian and French function
  // words (c'è, d'un) but also an entrance or a corridor.
  it.each(["ingang C", "corridor D", "fourth floor, wing C"])("does not read a letter code in %j as a language", (text) => {
    expect(detectLanguage(text).lang).toBeNull();
  });

  it("hears a French caller's 'me' as French, not English", () => {
    expect(detectLanguage("pouvez-vous me dire").lang).not.toBe("en");
  });

  it.each(["ja", "ok", "Peeters", "mhm", ""])("does not guess a language from %j (too little signal to lock or refuse on)", (text) => {
    expect(detectLanguage(text).lang).toBeNull();
  });

  it("falls back to trigrams for long text without a clear function-word winner", () => {
    const guess = detectLanguage("Cardiologie: consultaties maandagvoormiddag, donderdagnamiddag; parkeerterrein P3 bereikbaar via Hospitaalstraat");
    expect(guess.lang).toBe("nl");
  });

  // The detector keeps no copy of the function words: a word it lists as shared must be one of the
  // language's function words, and a caller's word must not be (it would belong in that list).
  it.each(LANGUAGES)("keeps %s's marker lists apart from its function words", (lang) => {
    const markers = { nl: nlMarkers, en: enMarkers, fr: frMarkers, it: itMarkers }[lang];
    const functionWords = new Set(FUNCTION_WORDS[lang]);
    expect(markers.sharedFunctionWords.filter((word) => !functionWords.has(word))).toEqual([]);
    expect(markers.callerWords.filter((word) => functionWords.has(word))).toEqual([]);
  });
});
