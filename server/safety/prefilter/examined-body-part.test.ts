/**
 * A body part is a health word (a question about an eye or a stomach is about health), except where
 * an examination or a clinic is about that part: "the scan of his stomach", "the eye test". There
 * the body word names what is examined, and the question is how to prepare for it — the advice
 * packs refused "does my husband need to fast before the scan of his stomach?" once body parts
 * became health words. A complaint about the same part, before or after the same examination,
 * stays an advice ask.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "./classify-terminal";

const CASES: Partial<Record<Lang, { answered: readonly string[]; refused: readonly string[] }>> = {
  en: {
    answered: [
      "Does my husband need to fast before the scan of his stomach?",
      "Do I need to take my lenses out for the eye test?",
      "Should my daughter bring her glasses to the eye clinic appointment?",
    ],
    refused: [
      "My stomach hurts before the scan, is that bad?",
      "Is it normal that my eye still hurts after the eye test?",
      "Can I put drops in my eye before the scan of my stomach?",
    ],
  },
  fr: {
    answered: ["Mon mari doit-il être à jeun pour le scanner de l'estomac ?"],
    refused: ["J'ai mal à l'œil depuis l'examen, est-ce normal ?"],
  },
  it: {
    answered: ["Mio marito deve essere a digiuno per la TAC dello stomaco?"],
    refused: ["Mi fa male l'occhio dopo la visita, è normale?"],
  },
  nl: {
    answered: ["Moet mijn man nuchter zijn voor de scan van zijn maag?"],
    refused: ["Mijn maag doet pijn sinds de scan, is dat erg?"],
  },
};

describe.each(Object.entries(CASES) as [Lang, { answered: readonly string[]; refused: readonly string[] }][])(
  "a body part under examination in %s",
  (lang, cases) => {
    it("is what the examination looks at: the practical question is answered", () => {
      for (const said of cases.answered) expect(classifyTerminal(said, lang), said).toBe("FALLTHROUGH");
    });
    it("is still a complaint when the caller says something is wrong with it", () => {
      for (const said of cases.refused) expect(classifyTerminal(said, lang), said).toBe("SAFETY_REFUSAL");
    });
  },
);
