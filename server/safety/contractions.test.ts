import { describe, expect, it } from "vitest";
import { normaliseForMatch } from "~/lib/lang/normalise";
import { expandContractions } from "./contractions";
import { classifyTerminal } from "./prefilter/classify-terminal";

describe("contractions without their apostrophe", () => {
  it.each([
    ["my husband cant breathe properly and hes going grey", "en"],
    ["my mum isnt waking up and shes not breathing right", "en"],
    ["jai une douleur qui serre dans la poitrine depuis dix minutes", "fr"],
  ] as const)("%j is heard as the apostrophe form is: an emergency", (text, lang) => {
    expect(classifyTerminal(text, lang)).toBe("EMERGENCY");
  });

  it("reads a medical ask behind 'whats' the way it reads 'what's'", () => {
    expect(classifyTerminal("whats good for a toddler who wont stop coughing at night", "en")).toBe("SAFETY_REFUSAL");
  });

  it("expands only words that are no word of their own: 'its', 'ill', 'well' and French 'dont' stay", () => {
    expect(expandContractions(normaliseForMatch("its ill well were cant"), "fr")).toBe(" its ill well were can t ");
    expect(expandContractions(normaliseForMatch("le service dont j ai besoin"), "fr")).toBe(" le service dont j ai besoin ");
    expect(expandContractions(normaliseForMatch("i dont feel my arm"), "en")).toBe(" i don t feel my arm ");
  });

  it("leaves a practical question with a contraction answered", () => {
    expect(classifyTerminal("whats the phone number of the emergency department", "en")).toBe("FALLTHROUGH");
    expect(classifyTerminal("cest où le parking des urgences", "fr")).toBe("FALLTHROUGH");
  });
});
