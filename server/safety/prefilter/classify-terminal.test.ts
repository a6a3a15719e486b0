import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { captureLogs } from "~/lib/logger";
import { classifyTerminal, classifyTerminalDetailed } from "./classify-terminal";
import { ADVERSARIAL, CASES } from "./prefilter-cases";

describe.each(LANGUAGES)("pre-filter (%s)", (lang) => {
  it.each(CASES[lang])("%j → %s", (text, expected) => {
    expect(classifyTerminal(text, lang)).toBe(expected);
  });

  it("classifies the same regardless of case, punctuation and accents (STT writes no punctuation)", () => {
    for (const [text, expected] of CASES[lang]) {
      const stt = text.toLowerCase().replace(/[?!.,]/g, "");
      expect(classifyTerminal(stt, lang), stt).toBe(expected);
      expect(classifyTerminal(text.toUpperCase(), lang), text.toUpperCase()).toBe(expected);
    }
  });
});

describe("pre-filter across languages", () => {
  it("refuses a dosage ask even when the call is locked to another language", () => {
    expect(classifyTerminal("How many pills should I take?", "nl")).toBe("SAFETY_REFUSAL");
    expect(classifyTerminal("Hoeveel moet ik daarvan nemen?", "fr")).toBe("SAFETY_REFUSAL");
    expect(classifyTerminal("Combien dois-je en prendre ?", "it")).toBe("SAFETY_REFUSAL");
  });

  it("never refuses any language's navigational question under any call language", () => {
    for (const source of LANGUAGES) {
      for (const [text, expected] of CASES[source]) {
        if (expected !== "FALLTHROUGH") continue;
        for (const lang of LANGUAGES) expect(classifyTerminal(text, lang), `${text} [call ${lang}]`).not.toBe("SAFETY_REFUSAL");
      }
    }
  });

  it.each(ADVERSARIAL)("adversarial or noisy input %j → %s", (text, expected) => {
    expect(classifyTerminal(text, "en")).toBe(expected);
  });

  it("regression: the reference's 'hoeveel … nemen' gap pattern no longer refuses a consultation-length question", () => {
    expect(classifyTerminalDetailed("hoeveel tijd nemen jullie voor een eerste consultatie?", "nl")).toEqual({ class: "FALLTHROUGH", rule: null });
  });

  it("logs the class and rule of a refusal but never the caller's words", () => {
    const logs = captureLogs();
    try {
      classifyTerminal("Hoeveel moet ik daarvan nemen?", "nl");
      const [event] = logs.events("prefilter_terminal");
      expect(event).toMatchObject({ lang: "nl", class: "SAFETY_REFUSAL", rule: "nl.dosage.how_much_modal_take" });
      expect(JSON.stringify(logs.records())).not.toContain("daarvan");
    } finally {
      logs.restore();
    }
  });
});
