/**
 * Issue 21, twenty-first pass: an Italian stroke said after an old operation, three over-refusals of development
 * near misses (batch 17: the wait at the Dutch emergency department, an Italian thermometer bought in the hospital,
 * an Italian taxi after a sedation) and an old stroke's trace that was sent to 112. Each positive and each near miss
 * below had the other class on the parent commit; the asks in the same words keep their refusal.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "./classify-terminal";

const EMERGENCIES: readonly (readonly [Lang, string])[] = [
  ["it", "all'improvviso non riesce ad alzare l'altro braccio e non parla bene"],
  ["it", "mio padre è stato operato alla spalla anni fa, all'improvviso non riesce ad alzare l'altro braccio e non parla bene"],
  ["it", "mio padre ha avuto un ictus due anni fa, adesso all'improvviso non riesce ad alzare l'altro braccio e non parla bene"],
  // A stroke named now is no old stroke's trace.
  ["it", "penso che sia un ictus, non riesce a muovere il braccio"],
];

const ANSWERED: readonly (readonly [Lang, string])[] = [
  ["nl", "hoe lang moet je op zaterdagavond gemiddeld wachten op spoed voor een verstuikte enkel"],
  ["nl", "hoe lang moet ik wachten op de spoed met een gebroken pols"],
  ["it", "In ospedale si può comprare da qualche parte un termometro o un misuratore di pressione?"],
  ["it", "Dopo la sedazione per la colonscopia qualcuno deve venirmi a prendere o posso prendere un taxi?"],
  ["it", "mio padre dopo l'ictus dell'anno scorso non riesce ad alzare il braccio e non parla bene, dov'è la logopedia"],
  ["it", "mia madre non parla bene l'italiano e dopo l'intervento non riesce ad alzare il braccio, quando è la fisioterapia"],
];

const REFUSED: readonly (readonly [Lang, string])[] = [
  ["nl", "Moet ik met een verstuikte pols naar de spoed of kan dat wachten tot maandag?"],
  ["nl", "ik heb hoge koorts, moet ik op spoed langskomen of wachten tot morgen"],
  ["nl", "hoe lang moet ik wachten voor ik met deze hoofdpijn naar de spoed ga"],
  ["it", "si può comprare da qualche parte qualcosa per la tosse di mio figlio?"],
  ["it", "dopo la sedazione posso prendere la tachipirina per il mal di testa?"],
  ["it", "mia madre deve venirmi a prendere dopo l'intervento, posso prendere l'ibuprofene prima?"],
];

describe("twenty-first pass", () => {
  it.each(EMERGENCIES)("sends (%s) %s to 112", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("EMERGENCY");
  });
  it.each(ANSWERED)("answers (%s) %s", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("FALLTHROUGH");
  });
  it.each(REFUSED)("still refuses (%s) %s", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("SAFETY_REFUSAL");
  });
});
