import { describe, expect, it } from "vitest";
import { decideLanguage, detectSwitchRequest } from ".";

const base = { tenantDefaultLang: "nl" as const };

describe("language lock", () => {
  it("locks the call to the first confirmed utterance's language", () => {
    expect(decideLanguage({ ...base, lockedLang: null, utterance: "Wat zijn de bezoekuren?" })).toEqual({ kind: "answer", lang: "nl", lockNow: true });
    expect(decideLanguage({ ...base, lockedLang: null, declaredLang: "fr", utterance: "Bonjour" })).toEqual({ kind: "answer", lang: "fr", lockNow: true });
  });

  it("does not lock on an utterance too short to tell, and answers in the hospital's default language", () => {
    expect(decideLanguage({ ...base, lockedLang: null, utterance: "ja" })).toEqual({ kind: "answer", lang: "nl", lockNow: false });
  });

  it("answers a later turn in another language with a polite locked reply in the caller's language", () => {
    const d = decideLanguage({ ...base, lockedLang: "nl", utterance: "What are the visiting hours on Sunday?" });
    expect(d.kind).toBe("locked_out");
    if (d.kind !== "locked_out") return;
    expect(d.spokenLang).toBe("en");
    expect(d.lang).toBe("nl");
    expect(d.reply).toBe("This call is in Dutch. To continue in English, say: English, please.");
  });

  it("names the locked language the way the caller's language does", () => {
    const d = decideLanguage({ ...base, lockedLang: "nl", utterance: "Où se trouve la cafétéria, s'il vous plaît ?" });
    expect(d.kind === "locked_out" && d.reply).toContain("en néerlandais");
  });

  it("switches when the caller explicitly asks, in any supported language", () => {
    expect(decideLanguage({ ...base, lockedLang: "nl", utterance: "English, please" })).toMatchObject({ kind: "switch", lang: "en" });
    expect(decideLanguage({ ...base, lockedLang: "en", utterance: "Kunnen we in het Nederlands verder?" })).toMatchObject({ kind: "switch", lang: "nl" });
    expect(decideLanguage({ ...base, lockedLang: "nl", utterance: "Parlez-vous français ?" })).toMatchObject({ kind: "switch", lang: "fr" });
  });

  it("keeps the locked language for names, yes/no and short fillers that carry no language signal", () => {
    for (const utterance of ["ja", "ok", "Peeters", "mhm"]) {
      expect(decideLanguage({ ...base, lockedLang: "nl", utterance })).toEqual({ kind: "answer", lang: "nl", lockNow: false });
    }
  });

  it("does not lock the caller out when the STT's language and the text disagree", () => {
    expect(decideLanguage({ ...base, lockedLang: "nl", declaredLang: "en", utterance: "Wat zijn de bezoekuren?" }).kind).toBe("answer");
  });
});

describe("detectSwitchRequest", () => {
  it.each([
    ["English please", "en"],
    ["in het Frans alstublieft", "fr"],
    ["Italiano, per favore", "it"],
    ["Nederlands", "nl"],
    ["can we continue in Dutch", "nl"],
    // The name is matched as a word whatever its accents or an elided article: "l'anglais".
    ["Parlez-vous l'anglais ?", "en"],
    ["En francais, svp", "fr"],
    // Asking for a person in a language is still asking for the language.
    ["Can I speak to someone in English?", "en"],
  ] as const)("%j asks for %s", (u, lang) => expect(detectSwitchRequest(u)).toBe(lang));

  it.each([
    "Do you have leaflets in French for my mother who is visiting next week?",
    "Wat zijn de bezoekuren?",
    // A question about the staff's languages, in each language.
    "Is er iemand aan het onthaal die Nederlands spreekt?",
    "Y a-t-il quelqu'un qui parle néerlandais à l'accueil ?",
    "Is there someone who speaks French at reception?",
    "C'è qualcuno che parla inglese all'accettazione?",
  ])("%j is not a switch request", (u) => expect(detectSwitchRequest(u)).toBeNull());
});
