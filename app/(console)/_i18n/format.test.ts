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

  it("shows a call at 23:30 and one at 00:30 in Brussels on their own Brussels days, wherever the browser is", () => {
    const f = formatsFor("nl", "Europe/Brussels");
    // 22:30 and 23:30 UTC in winter: 23:30 on the 26th and 00:30 on the 27th in Brussels.
    const late = new Date("2026-11-26T22:30:00Z");
    const early = new Date("2026-11-26T23:30:00Z");
    expect(f.dateTime(late)).toMatch(/^26-11-2026.*23:30$/);
    expect(f.dateTime(early)).toMatch(/^27-11-2026.*00:30$/);
    expect(f.today(late)).toBe("2026-11-26");
    expect(f.today(early)).toBe("2026-11-27");
    // In summer Brussels is two hours ahead.
    expect(f.time(new Date("2026-07-01T22:30:00Z"))).toBe("00:30:00");
  });

  it("writes a calendar day as that day in any zone (no shift at midnight)", () => {
    for (const zone of ["Pacific/Auckland", "America/Los_Angeles", "Europe/Brussels"]) expect(formatsFor("en", zone).day("2026-11-24")).toBe("24/11/2026");
  });
});
