import { describe, expect, it } from "vitest";
import { classifyTerminal } from "../prefilter/classify-terminal";
import { writtenForm } from "./spoken-forms";

describe("spoken French without its 'ne'", () => {
  it("puts the 'ne' back, elided before a vowel, after object pronouns too", () => {
    expect(writtenForm(" il respire plus ", "fr")).toBe(" il ne respire plus ");
    expect(writtenForm(" il arrive plus a respirer ", "fr")).toBe(" il n arrive plus a respirer ");
    expect(writtenForm(" j arrive pas a la reveiller ", "fr")).toBe(" je n arrive pas a la reveiller ");
    expect(writtenForm(" elle se reveille pas ", "fr")).toBe(" elle ne se reveille pas ");
    expect(writtenForm(" il y a pas de pouls ", "fr")).toBe(" il n y a pas de pouls ");
  });

  it("leaves a negation that has its 'ne', and every other language, as they are", () => {
    expect(writtenForm(" il ne respire plus ", "fr")).toBe(" il ne respire plus ");
    expect(writtenForm(" il n arrive plus a respirer ", "fr")).toBe(" il n arrive plus a respirer ");
    expect(writtenForm(" he is not breathing ", "en")).toBe(" he is not breathing ");
    expect(writtenForm(" il respire plus ", "nl")).toBe(" il respire plus ");
  });

  it("sends the spoken form of an emergency to 112, as its written form is", () => {
    for (const said of [
      "mon mari est par terre il respire plus",
      "ma mère est tombée dans l'escalier et elle répond plus",
      "il est tombé de l'échelle et il sent plus ses jambes",
      "mon bébé se réveille pas je le secoue et il réagit pas",
    ])
      expect(classifyTerminal(said, "fr"), said).toBe("EMERGENCY");
  });

  it("answers the same words in a practical question", () => {
    for (const said of [
      "on trouve pas le parking de la maternité, il est où",
      "ma mère répond pas au téléphone dans sa chambre, quel est le numéro du service",
      "je sais plus à quel étage est la radiologie",
    ])
      expect(classifyTerminal(said, "fr"), said).toBe("FALLTHROUGH");
  });
});
