import { describe, expect, it } from "vitest";
import { outcomeCounts, turnOutcome } from "./turn-outcome";

const answered = { terminalClass: "FALLTHROUGH", found: true, action: "none" };

describe("what a turn came to for the caller", () => {
  it("calls a refusal of medical advice a refusal, though the pipeline found its fixed reply", () => {
    expect(turnOutcome({ terminalClass: "SAFETY_REFUSAL", found: true, action: "none" })).toBe("refused");
  });

  it("calls an emergency an emergency, even when the reply also offered to put the caller through", () => {
    expect(turnOutcome({ terminalClass: "EMERGENCY", found: true, action: "transfer" })).toBe("emergency");
  });

  it("calls an answer the post-filter stopped a block, not an answer", () => {
    expect(turnOutcome({ ...answered, postfilterBlocked: true })).toBe("blocked");
  });

  it("tells an answer from information the hospital does not have", () => {
    expect(turnOutcome(answered)).toBe("answered");
    expect(turnOutcome({ ...answered, found: false })).toBe("not_found");
    // A turn stored before classes were recorded answered from information.
    expect(turnOutcome({ terminalClass: null, found: true, action: "none" })).toBe("answered");
  });

  it("keeps a transfer and the line's own short replies apart from answers", () => {
    expect(turnOutcome({ terminalClass: "HANDOFF_REQUEST", found: true, action: "transfer" })).toBe("transferred");
    expect(turnOutcome({ terminalClass: "GREETING", found: true, action: "none" })).toBe("other");
    expect(turnOutcome({ terminalClass: "UNCLEAR", found: false, action: "none" })).toBe("other");
  });

  it("counts a call's outcomes with the most serious first", () => {
    const turns = [
      answered,
      { terminalClass: "SAFETY_REFUSAL", found: true, action: "none" },
      answered,
      { terminalClass: "EMERGENCY", found: true, action: "none" },
    ];
    expect(outcomeCounts(turns)).toEqual([
      { outcome: "emergency", count: 1 },
      { outcome: "refused", count: 1 },
      { outcome: "answered", count: 2 },
    ]);
  });
});
