import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { looksMidDictation, looksUnfinished } from "./dictation";
import { isBackchannel, judgeTranscriptDuringSpeech } from "./listener-sounds";

const backchannels: Record<Lang, string[]> = {
  nl: ["mhm", "Ja.", "oké", "ja ja", "ah zo"],
  en: ["uh-huh", "Yeah.", "okay", "right", "I see"],
  fr: ["d'accord", "Oui.", "mhm", "ah bon"],
  it: ["sì", "Va bene.", "certo", "mhm"],
};
const realTurns: Record<Lang, string[]> = {
  nl: ["ja maar wacht eens", "Nee, ik bedoel de parking", "stop", "Wat zijn de bezoekuren?"],
  en: ["yes but what about parking", "no, I meant the other campus", "wait"],
  fr: ["oui mais attendez", "non, je voulais dire le parking"],
  it: ["sì ma aspetti", "no, intendevo il parcheggio"],
};

describe("a caller's listener sounds never cut the line off", () => {
  for (const lang of Object.keys(backchannels) as Lang[]) {
    it(`${lang}: backchannels are recognised as listening`, () => {
      for (const b of backchannels[lang]) expect(isBackchannel(b, lang), b).toBe(true);
    });
    it(`${lang}: near-misses that carry a request are real turns`, () => {
      for (const t of realTurns[lang]) expect(isBackchannel(t, lang), t).toBe(false);
    });
  }

  it("recognises another language's listener sound before the call language is locked", () => {
    expect(isBackchannel("d'accord", "nl")).toBe(true);
    expect(isBackchannel("uh huh", "fr")).toBe(true);
  });

  it("an empty transcript is not a backchannel (nothing was heard)", () => {
    expect(isBackchannel("  ", "nl")).toBe(false);
  });
});

describe("the line does not interrupt itself on its own echo", () => {
  const speaking = "Op de gewone verpleegafdelingen is bezoek welkom elke dag van 14 tot 20 uur.";
  it("a transcript made of the line's own words is echo", () => {
    expect(judgeTranscriptDuringSpeech("bezoek welkom elke dag", "nl", speaking)).toBe("echo");
  });
  it("a caller who talks over the line with words of their own interrupts", () => {
    expect(judgeTranscriptDuringSpeech("wacht even, ik wil iets anders vragen", "nl", speaking)).toBe("caller");
  });
  it("a backchannel stays a backchannel even when the line says 'ja' itself", () => {
    expect(judgeTranscriptDuringSpeech("ja", "nl", "Ja, dat kan.")).toBe("backchannel");
  });
  it("without anything being said, nothing is echo", () => {
    expect(judgeTranscriptDuringSpeech("bezoek welkom", "nl", "")).toBe("caller");
  });
});

describe("end of turn waits for a caller who dictates", () => {
  it.each([
    ["nl", "mijn nummer is nul vier zeven vijf"],
    ["nl", "mijn nummer is"],
    ["nl", "0475 12"],
    ["en", "my name is"],
    ["en", "my phone number is oh four seven five"],
    ["fr", "mon numéro est zéro quatre"],
    ["it", "il mio numero è tre quattro"],
    // Compound number words, as callers say digit groups.
    ["nl", "mijn telefoonnummer is nul vier zeven vijf twaalf vierendertig"],
    ["en", "you can reach me on oh nine thirty-four"],
    ["fr", "vous pouvez me joindre au zéro neuf quatre-vingt-dix"],
    ["fr", "mon numéro de patient est douze cent vingt-trois"],
    ["it", "il mio numero è zero quattro dodici trentaquattro"],
    // A number announced, one group given so far.
    ["nl", "mijn postcode is negen"],
    ["en", "my file number is two"],
    ["fr", "mon code postal est sept"],
    ["it", "il mio codice postale è nove"],
  ] as const)("%s: '%s' is mid-dictation", (lang, text) => {
    expect(looksMidDictation(text, lang)).toBe(true);
  });

  it.each([
    ["nl", "Wat zijn de bezoekuren?"],
    ["nl", "Is er plaats voor 2"],
    ["en", "How much does parking cost?"],
    ["fr", "Où est la cardiologie ?"],
    ["it", "Quando posso visitare?"],
    ["en", "Is there a bus at nine"],
    ["fr", "J'ai rendez-vous à dix heures"],
    ["it", "Ho un appuntamento alle dieci"],
    ["nl", "Ik heb een afspraak om tien uur"],
  ] as const)("%s: '%s' is a complete question", (lang, text) => {
    expect(looksMidDictation(text, lang)).toBe(false);
  });
});

describe("end of turn waits for a caller who trails off", () => {
  it.each([
    ["nl", "ik kom morgen met mijn moeder en"],
    ["nl", "ik wil graag ehm"],
    ["nl", "ik zoek de"],
    ["en", "my father had surgery and"],
    ["en", "I would like to uhm"],
    ["fr", "je viens avec ma mère et"],
    ["fr", "je voudrais euh"],
    ["it", "vengo con mia madre e"],
    ["it", "vorrei ehm"],
  ] as const)("%s: '%s' is unfinished", (lang, text) => {
    expect(looksUnfinished(text, lang)).toBe(true);
  });

  it.each([
    ["nl", "Waar is de parking en de ingang?"],
    ["nl", "Mag ik een vraag stellen over mijn afspraak"],
    ["en", "What time does the shop open"],
    ["fr", "Où est la cardiologie ?"],
    ["it", "Dove si trova la radiologia?"],
    ["nl", "ja"],
    ["fr", "oui"],
  ] as const)("%s: '%s' can be a whole turn", (lang, text) => {
    expect(looksUnfinished(text, lang)).toBe(false);
  });
});
