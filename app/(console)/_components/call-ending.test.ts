import { describe, expect, it } from "vitest";
import { callEnding, listedTurnCounts, replayTurnCounts } from "./call-ending";

describe("a call's ending never contradicts its turns", () => {
  it("a call whose only question was refused ended after a refusal, not 'answered'", () => {
    expect(callEnding("answered", { answered: 0, refused: 1, notFound: 0 })).toBe("after_refusal");
    expect(callEnding("answered", { answered: 0, refused: 1, notFound: 2 })).toBe("after_refusal");
  });

  it("a call where nothing was found ended without an answer", () => {
    expect(callEnding("answered", { answered: 0, refused: 0, notFound: 2 })).toBe("unanswered");
  });

  it("one answered turn keeps 'answered'; another disposition is kept whatever the turns were", () => {
    expect(callEnding("answered", { answered: 1, refused: 1, notFound: 0 })).toBe("answered");
    expect(callEnding("emergency", { answered: 0, refused: 1, notFound: 0 })).toBe("emergency");
    expect(callEnding("ended_by_caller", { answered: 0, refused: 1, notFound: 0 })).toBe("ended_by_caller");
    expect(callEnding("farewelled", { answered: 0, refused: 0, notFound: 1 })).toBe("farewelled");
  });

  it("a call of the line's own short replies only (a greeting) stays 'answered'", () => {
    expect(callEnding("answered", { answered: 0, refused: 0, notFound: 0 })).toBe("answered");
  });

  it("the list's counts: turns neither refused nor unfound count as answered", () => {
    expect(listedTurnCounts({ turns: 1, refused: 1, notFound: 0 })).toEqual({ answered: 0, refused: 1, notFound: 0 });
    expect(listedTurnCounts({ turns: 3, refused: 1, notFound: 1 })).toEqual({ answered: 1, refused: 1, notFound: 1 });
  });

  it("the replay's counts follow each turn's outcome: a refusal heard and a refusal blocked after writing both count as refused", () => {
    const refused = { terminalClass: "SAFETY_REFUSAL", found: true, action: "none" };
    const blocked = { terminalClass: "FALLTHROUGH", found: true, action: "none", postfilterBlocked: true };
    const greeting = { terminalClass: "GREETING", found: true, action: "none" };
    const transfer = { terminalClass: "HANDOFF_REQUEST", found: true, action: "transfer" };
    expect(replayTurnCounts([greeting, refused, blocked])).toEqual({ answered: 0, refused: 2, notFound: 0 });
    expect(callEnding("answered", replayTurnCounts([greeting, refused]))).toBe("after_refusal");
    expect(callEnding("answered", replayTurnCounts([refused, transfer]))).toBe("answered");
  });
});
