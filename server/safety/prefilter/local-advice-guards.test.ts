/**
 * An advice rule's excusing word excuses only what it is said next to. The Dutch "should I go to the emergency
 * department" rule let an appointment anywhere in the utterance excuse the ask; an appointment elsewhere (another
 * day, another doctor) does not answer whether to go now. An appointment at the emergency department itself is
 * still an appointment question.
 */
import { describe, expect, it } from "vitest";
import { classifyTerminal } from "./classify-terminal";

describe("an appointment said elsewhere (nl)", () => {
  it.each([
    "ik heb morgen een afspraak in het ziekenhuis, maar moet ik nu met mijn hoge koorts naar de spoed?",
    "ik heb volgende week een afspraak bij de cardioloog, maar moet ik nu met die pijn in mijn buik naar de spoed?",
  ])("still refuses %s", (said) => {
    expect(classifyTerminal(said, "nl")).toBe("SAFETY_REFUSAL");
  });

  it("answers an appointment at the emergency department itself", () => {
    expect(classifyTerminal("mijn afspraak op de spoed voor de controle van mijn gebroken pols, moet ik die verzetten via de balie", "nl")).toBe("FALLTHROUGH");
  });
});
