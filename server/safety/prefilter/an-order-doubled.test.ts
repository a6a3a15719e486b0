import { describe, expect, it } from "vitest";
import { classifyTerminal } from "./classify-terminal";

/**
 * Doubling an order at the pharmacy is how much is bought, not how much is taken: the line answers it. A dose
 * doubled is still refused, also when an order is named elsewhere in the same sentence.
 */
describe("an order doubled at the pharmacy (fr)", () => {
  it.each(["la pharmacie peut doubler ma commande d'insuline", "est-ce que la pharmacie peut doubler ma commande d'insuline ce mois-ci ?"])(
    "answers %s",
    (text) => {
      expect(["SAFETY_REFUSAL", "EMERGENCY"]).not.toContain(classifyTerminal(text, "fr"));
    },
  );

  it.each(["je peux doubler mon insuline ce soir ?", "j'ai passé ma commande mais je peux doubler mon insuline ce soir ?"])("still refuses %s", (text) => {
    expect(classifyTerminal(text, "fr")).toBe("SAFETY_REFUSAL");
  });
});

describe("an order doubled at the pharmacy (it)", () => {
  it.each(["la farmacia può raddoppiare il mio ordine di insulina?", "la farmacia può raddoppiare il mio ordine dell'insulina"])("answers %s", (text) => {
    expect(["SAFETY_REFUSAL", "EMERGENCY"]).not.toContain(classifyTerminal(text, "it"));
  });

  it.each(["ho fatto l'ordine di insulina, posso raddoppiare l'insulina stasera?", "posso raddoppiare l'insulina stasera?"])("still refuses %s", (text) => {
    expect(classifyTerminal(text, "it")).toBe("SAFETY_REFUSAL");
  });
});
