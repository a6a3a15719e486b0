import { describe, expect, it } from "vitest";
import { formatsFor } from "./format";

const day = new Date(2026, 10, 26, 14, 5);

describe("console formats", () => {
  it("writes Dutch dates day first with dashes, and decimal commas", () => {
    const f = formatsFor("nl");
    expect(f.date(day)).toBe("26-11-2026");
    expect(f.dateTime(day)).toMatch(/^26-11-2026.*14:05$/);
    expect(f.percent(0.115)).toMatch(/^11,5\s?%$/);
    expect(f.number(1234)).toBe("1.234");
    expect(f.seconds(1250)).toBe("1,25 s");
    expect(f.day("2026-11-24")).toBe("24-11-2026");
  });

  it("writes English dates day first (not the US month first), and decimal points", () => {
    const f = formatsFor("en");
    expect(f.date(day)).toBe("26/11/2026");
    expect(f.percent(0.115)).toBe("11.5%");
    expect(f.number(1234)).toBe("1,234");
    expect(f.seconds(1250)).toBe("1.25 s");
    expect(f.day("2026-11-24")).toBe("24/11/2026");
  });

  it("keeps a grouping day it cannot read as it came, rather than showing 'Invalid Date'", () => {
    expect(formatsFor("nl").day("week 47")).toBe("week 47");
  });
});
