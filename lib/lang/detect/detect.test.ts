import { describe, expect, it } from "vitest";
import { detectLanguage } from ".";

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

  it.each(["ja", "ok", "Peeters", "mhm", ""])("does not guess a language from %j (too little signal to lock or refuse on)", (text) => {
    expect(detectLanguage(text).lang).toBeNull();
  });

  it("falls back to trigrams for long text without a clear function-word winner", () => {
    const guess = detectLanguage("Cardiologie: consultaties maandagvoormiddag, donderdagnamiddag; parkeerterrein P3 bereikbaar via Hospitaalstraat");
    expect(guess.lang).toBe("nl");
  });
});
