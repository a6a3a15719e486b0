/**
 * The ninth pass's guards against sending a practical question to 112, each with emergencies in the
 * same words: a question about a first-aid course whose subject is choking, a seizure last month, a
 * stroke in rehabilitation ("rééducation"). Read from batch 6's near misses sent to 112; the phrasings
 * here are new, so they test the guard, not a line.
 */
import { describe, expect, it } from "vitest";
import { classifyTerminal } from "../prefilter/classify-terminal";

type Cases = { emergency: readonly string[]; nearMisses: readonly string[] };

const GUARDS: Record<"nl" | "en" | "fr" | "it", Cases> = {
  nl: {
    emergency: [
      "mijn baby verslikt zich en wordt blauw",
      "mijn zoon verslikt zich in de zwemles hij krijgt geen lucht",
      "help mijn dochter stikt in een snoepje",
      "wat moet ik doen mijn man stikt",
    ],
    nearMisses: [
      "Geven jullie een ehbo-cursus over wat te doen als een kind zich verslikt?",
      "Is er een reanimatiecursus voor ouders, ook over een baby die stikt?",
      "Bieden jullie lessen eerste hulp aan, bijvoorbeeld als iemand zich verslikt in eten?",
    ],
  },
  en: {
    emergency: ["my baby is choking and turning blue", "my son is choking at his swimming class he can t breathe", "help my dad choked on a piece of meat"],
    nearMisses: [
      "Do you run a first aid course for parents on what to do when a toddler is choking?",
      "Is there a CPR class that also covers a baby choking on food?",
      "When is the next first aid training, the one about choking?",
    ],
  },
  fr: {
    emergency: [
      "mon bébé s étouffe il devient tout bleu",
      "mon fils s étouffe pendant son cours de natation",
      "elle fait une crise d épilepsie là maintenant",
      "mon père fait un avc je crois sa bouche tombe",
    ],
    nearMisses: [
      "Proposez-vous une formation aux premiers secours pour savoir quoi faire quand un enfant s'étouffe ?",
      "Mon mari a fait une crise d'épilepsie le mois dernier, où se trouve le service de neurologie ?",
      "Mon père a fait un AVC et il est en rééducation, à quelle heure puis-je venir ?",
    ],
  },
  it: {
    emergency: ["il mio bambino sta soffocando e diventa blu", "mio figlio soffoca durante il corso di nuoto", "mia madre sta avendo un ictus credo"],
    nearMisses: [
      "Fate un corso di primo soccorso per genitori su cosa fare quando un bambino soffoca?",
      "C'è una lezione di disostruzione per quando un neonato soffoca con il cibo?",
      "Mio padre ha avuto una crisi epilettica il mese scorso, a che piano è la neurologia?",
    ],
  },
};

describe.each(Object.entries(GUARDS) as ["nl" | "en" | "fr" | "it", Cases][])("the ninth pass's guards in %s", (lang, cases) => {
  it("still send every emergency in the guarded words to 112", () => {
    for (const said of cases.emergency) expect(classifyTerminal(said, lang), said).toBe("EMERGENCY");
  });
  it("answer the practical questions: none sent to 112, none refused", () => {
    for (const said of cases.nearMisses) expect(classifyTerminal(said, lang), said).toBe("FALLTHROUGH");
  });
});
