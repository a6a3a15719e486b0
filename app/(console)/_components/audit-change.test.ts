import { describe, expect, it } from "vitest";
import { describeChange } from "./audit-change";

describe("an audit row's before → after in words", () => {
  it("lists only the fields an edit changed, nested ones by their path", () => {
    const before = { key: "cardiologie", phone: "011 30 40 00", names: { nl: "Cardiologie", en: "Cardiology" } };
    const after = { key: "cardiologie", phone: "011 98 76 54", names: { nl: "Cardiologie", en: "Cardiology department" } };
    expect(describeChange(before, after)).toEqual([
      { field: "phone", before: "011 30 40 00", after: "011 98 76 54" },
      { field: "names.en", before: "Cardiology", after: "Cardiology department" },
    ]);
  });

  it("shows what an added item was added with, and what a removed one had", () => {
    expect(describeChange(null, { term: "hartfladderen", department: "cardiologie" })).toEqual([
      { field: "term", before: null, after: "hartfladderen" },
      { field: "department", before: null, after: "cardiologie" },
    ]);
    expect(describeChange({ match: "zorgpunt blauw" }, undefined)).toEqual([{ field: "match", before: "zorgpunt blauw", after: null }]);
  });

  it("writes a plain value (retention days) and lists of sessions as text", () => {
    expect(describeChange(90, 30)).toEqual([{ field: "", before: "90", after: "30" }]);
    const sessions = (n: number) => ({ schedule: Array.from({ length: n }, (_, i) => ({ day: i + 1, part: "morning" })) });
    expect(describeChange(sessions(1), sessions(2))).toEqual([
      { field: "schedule", before: "day: 1, part: morning", after: "day: 1, part: morning; day: 2, part: morning" },
    ]);
  });

  it("reads names and codes inside a value with the words it is given (a doctor's consultation hours)", () => {
    const schedule = [{ day: 1, part: "morning", frequency: "weekly" }];
    const names: Record<string, string> = { day: "Dag", part: "Dagdeel", frequency: "Hoe vaak" };
    const codes: Record<string, string> = { "part:morning": "voormiddag", "frequency:weekly": "wekelijks", "path:faq": "FAQ" };
    const words = { name: (n: string) => names[n] ?? n, value: (n: string, v: string) => codes[`${n}:${v}`] };
    expect(describeChange({ schedule: [] }, { schedule }, words)).toEqual([
      { field: "schedule", before: "—", after: "Dag: 1, Dagdeel: voormiddag, Hoe vaak: wekelijks" },
    ]);
    // A coded value at a path is read by its last name.
    expect(describeChange({ expect: { path: "agent" } }, { expect: { path: "faq" } }, words)).toEqual([
      { field: "expect.path", before: "agent", after: "FAQ" },
    ]);
  });
});
