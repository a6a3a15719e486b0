import { describe, expect, it } from "vitest";
import { serializeError } from "./log-errors";

describe("an error as it is logged", () => {
  it.each([
    ["a Belgian mobile", "no callback slot for 0470 12 34 56"],
    ["a Dutch mobile", "no callback slot for 06 12 34 56 78"],
    ["a French landline", "no callback slot for 01 42 68 53 00"],
    ["an Italian mobile", "no callback slot for 347 123 4567"],
    ["a British mobile with its country code", "no callback slot for +44 7911 123456"],
    ["a number read out as words", "no callback slot for zero six one two three four five six seven eight"],
  ])("carries no caller's phone number in its message: %s", (_kind, message) => {
    expect(serializeError(new Error(message)).message).toBe("no callback slot for <PHONE>");
  });

  it("keeps the times and dates that say what went wrong", () => {
    expect(serializeError(new Error("slot 08.00-20.00 on 01.03.2026 is full")).message).toBe("slot 08.00-20.00 on 01.03.2026 is full");
  });
});
