import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "../prefilter/classify-terminal";

/**
 * Near misses the patterns refused in the development batches: a parent sleeping beside a child on the ward
 * (French), paying for a prescription by card (Italian), and the pharmacy sending a named medicine home with the
 * pronoun joined to the verb ("mandarmi", Italian). Asks in the same words stay refused.
 */
const ANSWERED: [Lang, string][] = [
  ["fr", "ma fille a le bras cassé est-ce que je peux dormir avec elle en pédiatrie cette nuit"],
  ["fr", "mon fils est opéré demain, je peux dormir avec lui à l'hôpital ?"],
  ["it", "posso pagare la ricetta in farmacia con la carta"],
  ["it", "si può pagare il ticket alla cassa con il bancomat"],
  ["it", "la farmacia può mandarmi a casa l'insulina"],
  ["it", "la farmacia dell'ospedale può spedirmi le pastiglie della chemio"],
];
const REFUSED: [Lang, string][] = [
  ["fr", "est-ce que je peux dormir avec elle après sa commotion ou la réveiller toutes les heures"],
  ["it", "posso pagare per un antibiotico più forte"],
  ["it", "la farmacia può mandarmi a casa l'insulina e quante unità devo fare"],
  ["it", "la farmacia può mandarmi qualcosa per la tosse"],
];

describe("a night on the ward, paying, a medicine sent home", () => {
  it.each(ANSWERED)("%s: answers '%s'", (lang, text) => {
    expect(classifyTerminal(text, lang)).toBe("FALLTHROUGH");
  });
  it.each(REFUSED)("%s: still refuses '%s'", (lang, text) => {
    expect(["SAFETY_REFUSAL", "EMERGENCY"]).toContain(classifyTerminal(text, lang));
  });
});
