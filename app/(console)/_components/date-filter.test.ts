import { describe, expect, it } from "vitest";
import { parseDayFirst } from "./date-filter";

describe("a typed date, day first as both console languages write it", () => {
  it("reads Dutch and English forms to the same day", () => {
    expect(parseDayFirst("26-11-2026")).toBe("2026-11-26");
    expect(parseDayFirst("26/11/2026")).toBe("2026-11-26");
    expect(parseDayFirst("1.2.2026")).toBe("2026-02-01");
  });

  it("refuses what is no day (the US month first included, when it cannot be a day)", () => {
    expect(parseDayFirst("11/26/2026")).toBeNull();
    expect(parseDayFirst("31-02-2026")).toBeNull();
    expect(parseDayFirst("yesterday")).toBeNull();
  });
});
