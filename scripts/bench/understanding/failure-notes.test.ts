import { describe, expect, it } from "vitest";
import type { BankQuestion } from "~/testkit/fixtures/hospitals/question-bank";
import { failureNotes } from "./failure-notes";
import { judge } from "./tally";
import { extractiveTurn } from "./turn-result.fixture";

const item = (hospital: string, id: string, spoken: string) => {
  const question: BankQuestion = {
    id,
    lang: "it",
    text: "Quali sono gli orari di visita?",
    kinds: [],
    answerable: true,
    facts: ["12.30"],
    wrong: [],
    after: [],
    medical: false,
  };
  const result = extractiveTurn(spoken, "it");
  return judge({ hospital, question, result, draftText: spoken, ms: 10 });
};

describe("the development report's failure lines", () => {
  it("lists a tuned-on hospital's failures and only counts a held-out one's", () => {
    const notes = failureNotes(
      [item("tuned", "a", "Il bar apre alle 7."), item("kept", "b", "Il parcheggio costa 2 euro."), item("kept", "c", "Dalle 12.30 alle 14.")],
      new Set(["kept"]),
    );
    expect(notes).toEqual([
      "kept is held out: its 1 items that were not right are not listed (read its rows only)",
      expect.stringContaining("tuned/a [it] other"),
    ]);
    expect(notes.join("\n")).not.toContain("parcheggio");
  });
});
