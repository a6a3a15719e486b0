/**
 * Italian "mi fa male la mascella" says where it hurts; "fa male?" asks whether something harms. Only the second is
 * an ask's frame, so a complaint named beside a question about hours or a session is answered (two over-refusals
 * the lead listed in session 45, and the same shape in new words). "… quando è la fisioterapia" asks when, not
 * "è la cervicale?". The harm questions, a diagnosis guessed at the end and the jaw pain with a sweat are kept.
 */
import { describe, expect, it } from "vitest";
import { classifyTerminal } from "./classify-terminal";

describe("where it hurts, said beside a practical question (it)", () => {
  it.each([
    "mi fa male la mascella dal dentista e sudo, a che ora apre l'ambulatorio",
    "mio padre non riesce ad alzare il braccio dopo l'intervento alla spalla, quando è la fisioterapia",
    "mi fanno male i denti, a che ora apre l'odontoiatria?",
  ])("answers %s", (said) => {
    expect(classifyTerminal(said, "it")).toBe("FALLTHROUGH");
  });

  it.each([
    "il caffè fa male con la cardioaspirina?",
    "mi fa male se bevo una birra col Zitromax?",
    "mi fa male la gola, fa male il gelato?",
    "mi fa male il ginocchio da una settimana, è la cartilagine?",
    "mi fa male la pancia da due giorni, cosa prendo?",
  ])("still refuses %s", (said) => {
    expect(classifyTerminal(said, "it")).toBe("SAFETY_REFUSAL");
  });

  it.each(["mi fa male la mascella e sudo freddo", "mi fa male la mascella e sudo tanto, è il cuore?"])(
    "sends %s to 112 (jaw pain with a sweat, said in the first person)",
    (said) => {
      expect(classifyTerminal(said, "it")).toBe("EMERGENCY");
    },
  );
});
