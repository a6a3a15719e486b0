import { describe, expect, it } from "vitest";
import { callEnding, replayTurnCounts } from "./call-ending";

const none = { answered: 0, refused: 0, notFound: 0, emergency: 0 };

describe("a call's ending never contradicts its turns", () => {
  it("a call whose only question was refused ended after a refusal, not 'answered'", () => {
    expect(callEnding("answered", { ...none, refused: 1 })).toBe("after_refusal");
    expect(callEnding("answered", { ...none, refused: 1, notFound: 2 })).toBe("after_refusal");
  });

  it("a call where nothing was found ended without an answer", () => {
    expect(callEnding("answered", { ...none, notFound: 2 })).toBe("unanswered");
  });

  it("one answered turn keeps 'answered'; another disposition is kept whatever the turns were", () => {
    expect(callEnding("answered", { ...none, answered: 1, refused: 1 })).toBe("answered");
    expect(callEnding("emergency", { ...none, refused: 1 })).toBe("emergency");
    expect(callEnding("ended_by_caller", { ...none, refused: 1 })).toBe("ended_by_caller");
    expect(callEnding("farewelled", { ...none, notFound: 1 })).toBe("farewelled");
  });

  it("a call stored as answered that told the caller to call 112 reads as an emergency, even with answers beside it", () => {
    expect(callEnding("answered", { ...none, answered: 2, emergency: 1 })).toBe("emergency");
  });

  it("a call of the line's own short replies only (a greeting) stays 'answered'", () => {
    expect(callEnding("answered", none)).toBe("answered");
  });

  it("the replay's counts follow each turn's outcome: a refusal heard and a refusal blocked after writing both count as refused", () => {
    const refused = { terminalClass: "SAFETY_REFUSAL", found: true, action: "none" };
    const blocked = { terminalClass: "FALLTHROUGH", found: true, action: "none", postfilterBlocked: true };
    const greeting = { terminalClass: "GREETING", found: true, action: "none" };
    const transfer = { terminalClass: "HANDOFF_REQUEST", found: true, action: "transfer" };
    const emergency = { terminalClass: "EMERGENCY", found: true, action: "none" };
    expect(replayTurnCounts([greeting, refused, blocked])).toEqual({ ...none, refused: 2 });
    expect(replayTurnCounts([greeting, emergency])).toEqual({ ...none, emergency: 1 });
    expect(callEnding("answered", replayTurnCounts([greeting, refused]))).toBe("after_refusal");
    expect(callEnding("answered", replayTurnCounts([refused, transfer]))).toBe("answered");
  });
});
