import { describe, expect, it } from "vitest";
import { OwedEmergencyReply } from "./owed-emergency-reply";

const emergency = { class: "EMERGENCY" as const, spoken: "Hang nu op en bel meteen 1, 1, 2. Nog eens: bel 1, 1, 2.", turnIndex: 3 };

describe("an emergency reply the caller talked over", () => {
  it("is owed in full after a real interruption, and handed out exactly once", () => {
    const owed = new OwedEmergencyReply();
    expect(owed.speechEnded(emergency, true)).toBe(true);
    expect(owed.pending).toBe(true);
    expect(owed.take()).toEqual({ text: emergency.spoken, turnIndex: 3 });
    expect(owed.take()).toBeUndefined();
    expect(owed.pending).toBe(false);
  });

  it("is not owed when it played out, nor is any other class's reply that was cut off", () => {
    const owed = new OwedEmergencyReply();
    expect(owed.speechEnded(emergency, false)).toBe(false);
    expect(owed.speechEnded({ ...emergency, class: "SAFETY_REFUSAL" as const }, true)).toBe(false);
    expect(owed.speechEnded({ ...emergency, class: "FALLTHROUGH" as const }, true)).toBe(false);
    expect(owed.take()).toBeUndefined();
  });
});
