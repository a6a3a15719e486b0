/**
 * The twenty-second pass's over-broad advice shapes, found with hand-written near misses (not in any set):
 * - "what can I do about …" was refused whatever followed — the noise on the ward at night in all four packs
 *   (en/nl/fr/it `choice.what_to_take` with "do", en/nl `what_to_do_symptom` with "the"). What to take stays refused
 *   by those rules, and what to do about a symptom by the advice rules (a health word and an advice frame).
 * - a medicine carried through the entrance's security check is carried, not taken (en).
 * - collecting a prescription in a clause of its own ("terwijl ik zijn voorschrift ophaal", "pendant que je récupère
 *   son ordonnance", "mentre ritiro la sua ricetta") is practical however the verb is conjugated.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "./classify-terminal";

const ASKS: readonly (readonly [Lang, string])[] = [
  ["en", "what can I do about the pain in my knee at night"],
  ["en", "what can I take for the noise in my ears"],
  ["nl", "wat kan ik doen tegen de pijn in mijn rug"],
  ["nl", "wat kan ik nemen tegen de hoofdpijn"],
  ["fr", "qu'est-ce que je peux faire pour soulager une rage de dents"],
  ["fr", "qu'est-ce que je peux prendre contre le mal de gorge"],
  ["it", "cosa posso fare per calmare la tosse di notte"],
  ["it", "cosa posso prendere contro il mal di gola"],
  ["en", "can I take my insulin before going through security at the airport"],
  ["nl", "mag ik paracetamol nemen terwijl ik zijn voorschrift ophaal"],
  ["fr", "je peux prendre de l'ibuprofène pendant que je récupère son ordonnance"],
  ["it", "posso prendere la tachipirina mentre ritiro la sua ricetta"],
];

const NEAR_MISSES: readonly (readonly [Lang, string])[] = [
  ["en", "what can I do about the noise on the ward at night, who do I ask"],
  ["en", "what should I do about the parking fine I got at the clinic"],
  ["nl", "wat kan ik doen aan het lawaai op de afdeling 's nachts, aan wie vraag ik dat"],
  ["nl", "wat moet ik doen met het parkeerticket dat ik kwijt ben"],
  ["fr", "qu'est-ce que je peux faire contre le bruit dans le service la nuit, à qui je demande"],
  ["it", "cosa posso fare per il rumore in reparto di notte, a chi lo chiedo"],
  ["en", "can I take my insulin pen through the security at the entrance"],
  ["nl", "mijn zoon is in slaap gevallen in de auto buiten, mag ik hem daar laten terwijl ik zijn voorschrift ophaal"],
  ["fr", "mon fils s'est endormi dans la voiture dehors, je peux le laisser là pendant que je récupère son ordonnance"],
  ["it", "mio figlio si è addormentato in macchina qui fuori, posso lasciarlo lì mentre ritiro la sua ricetta"],
];

describe("the twenty-second pass's advice shapes", () => {
  it.each(ASKS)("refuse (%s) %s", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("SAFETY_REFUSAL");
  });

  it.each(NEAR_MISSES)("answer (%s) %s", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("FALLTHROUGH");
  });
});
