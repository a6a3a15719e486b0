/**
 * The twenty-second pass's emergency shapes. Waking someone as a morning routine — for school, for work, every
 * morning — is no unconsciousness: "le matin j'arrive pas à le réveiller pour l'école" is a teenager who sleeps in,
 * and `cannot_wake` sent it to 112 in French (hand-written, not in any set; the same shape in the other packs).
 * Only a habit's words near the verb (every morning, "le matin") or a purpose right after it ("… for school")
 * excuse it. Someone who cannot be woken now, this morning or in bed, or after not turning up for work, still goes
 * to 112. The phrasings are new, not a batch's.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "../prefilter/classify-terminal";

const EMERGENCIES: readonly (readonly [Lang, string])[] = [
  ["fr", "ce matin je n'arrive pas à le réveiller, il est dans son lit"],
  ["fr", "mon mari est sur le canapé et je n'arrive pas à le réveiller"],
  ["en", "this morning i can't wake him up he's just lying in bed"],
  ["en", "my son is on the sofa and i can't wake him"],
  ["nl", "vanochtend krijg ik hem niet wakker hij ligt in bed"],
  ["nl", "mijn man ligt in de zetel en ik krijg hem niet wakker"],
  ["it", "stamattina non riesco a svegliarlo è ancora a letto"],
  ["it", "mio marito è sul divano e non riesco a svegliarlo"],
  // School or work said elsewhere than right after the verb is no routine.
  ["en", "my brother didn't turn up for work and now i can't wake him"],
  ["fr", "il n'est pas venu au travail et je n'arrive pas à le réveiller"],
  ["nl", "hij is niet op zijn werk verschenen en ik krijg hem niet wakker"],
  ["it", "non è andato al lavoro e adesso non riesco a svegliarlo"],
];

const ROUTINE_WAKING: readonly (readonly [Lang, string])[] = [
  ["fr", "le matin j'arrive pas à le réveiller pour l'école et il respire fort"],
  ["fr", "je n'arrive pas à le réveiller pour aller au travail, votre centre du sommeil prend des rendez-vous ?"],
  ["en", "i can't wake him up for school in the mornings, does the sleep clinic see teenagers"],
  ["en", "every morning i can't wake her up on time, who do i call about the sleep clinic"],
  ["nl", "ik krijg hem 's ochtends niet wakker voor school, heeft het ziekenhuis een slaapconsultatie"],
  ["nl", "elke ochtend krijg ik haar niet wakker voor haar werk, hoe maak ik een afspraak bij het slaapcentrum"],
  ["it", "la mattina non riesco a svegliarlo per la scuola, il centro del sonno visita anche i ragazzi"],
  ["it", "ogni mattina non riesco a svegliarla in tempo, come prenoto una visita al centro del sonno"],
];

/**
 * Batch 19's French emergencies the French pack missed and the other packs caught, as classes (new phrasings): lips
 * going "un peu" grey, a mouth that falls to one side, "pâteux" speech, someone who does not wake ("il se réveille
 * pas", the fall rule too), all of one's pills taken "par erreur", a hot liquid that fell on someone; a breath for one
 * word at a time (fr, it, nl) and all of one's pills taken at once in Dutch word order (nl).
 */
const CLASS_MENDS: readonly (readonly [Lang, string])[] = [
  ["fr", "mon bébé a les lèvres qui deviennent un peu bleues"],
  ["fr", "le visage de mon père pend d'un seul côté depuis le repas"],
  ["fr", "ma tante parle d'un coup de façon pâteuse et on la comprend plus"],
  ["fr", "mon oncle est tombé du toit et il se réveille plus"],
  ["fr", "ma copine ne se réveille pas et elle a vomi partout"],
  ["fr", "ma mère a avalé d'un coup toutes ses pilules pour dormir"],
  ["fr", "le thé chaud s'est renversé sur mon bébé"],
  ["fr", "la soupe chaude est tombée sur ma fille elle a la peau toute rouge"],
  ["fr", "ma fille siffle et n'arrive à sortir qu'un mot"],
  ["it", "mia figlia fischia e riesce a dire solo una parola"],
  ["nl", "mijn vrouw kan maar één woord per keer zeggen"],
  ["nl", "mijn zus heeft alle slaappillen uit het potje in één keer genomen"],
  ["it", "mio zio ha ingoiato per errore tutti i suoi farmaci del giorno in una volta"],
];

/** The same words in a practical or everyday sense. */
const CLASS_NEAR_MISSES: readonly (readonly [Lang, string])[] = [
  ["fr", "il ne parle qu'un mot d'anglais, vous avez un interprète aux urgences ?"],
  ["fr", "mon fils ne se réveille pas pour l'école, vous avez un centre du sommeil"],
  ["nl", "mijn vader spreekt maar een woord nederlands, is er een tolk"],
  ["nl", "mag ik alle pillen meebrengen naar de opname"],
  ["it", "mio padre sa solo una parola di italiano, c'è un interprete"],
  ["it", "ho preso tutte le pastiglie come prescritto, quando è il controllo"],
];

describe("the twenty-second pass's emergency shapes", () => {
  it.each(CLASS_MENDS)("send (%s) %s to 112", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("EMERGENCY");
  });

  it.each(CLASS_NEAR_MISSES)("answer (%s) %s", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("FALLTHROUGH");
  });

  it.each(EMERGENCIES)("send (%s) %s to 112", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("EMERGENCY");
  });

  it.each(ROUTINE_WAKING)("do not send (%s) %s to 112", (lang, said) => {
    expect(classifyTerminal(said, lang)).not.toBe("EMERGENCY");
  });
});
