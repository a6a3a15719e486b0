import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { ESPEAK_VOICES } from "./lang";
import { wordsPerMinute } from "./voice";

describe("speaking pace", () => {
  it.each(LANGUAGES)("slows %s down proportionally, never below espeak's floor", (lang) => {
    const voice = ESPEAK_VOICES[lang];
    expect(wordsPerMinute(voice, 1)).toBe(voice.naturalWpm);
    expect(wordsPerMinute(voice, 0.7)).toBe(Math.round(voice.naturalWpm * 0.7));
    expect(wordsPerMinute(voice, 0.85)).toBeLessThan(wordsPerMinute(voice, 1));
    expect(wordsPerMinute({ name: "x", naturalWpm: 100 }, 0.7)).toBe(80);
  });

  it.each([0.69, 1.01, Number.NaN])("rejects speed %s outside 0.70–1.00", (speed) => {
    expect(() => wordsPerMinute(ESPEAK_VOICES.nl, speed)).toThrow(RangeError);
  });
});
