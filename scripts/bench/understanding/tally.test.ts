import { describe, expect, it } from "vitest";
import type { TurnResult } from "~/contracts/turn";
import type { BankQuestion } from "~/testkit/fixtures/hospitals/question-bank";
import type { ItemOutcome } from "./ask-bank";
import { judge, tally } from "./tally";
import { extractiveTurn } from "./turn-result.fixture";

const question = (q: Partial<BankQuestion>): BankQuestion => ({
  id: "q",
  lang: "nl",
  text: "Wat zijn de bezoekuren?",
  kinds: [],
  answerable: true,
  facts: ["14 tot 20 uur"],
  wrong: ["15 tot 20 uur"],
  after: [],
  medical: false,
  ...q,
});

const outcome = (q: BankQuestion, spoken: string, r: Partial<TurnResult> = {}): ItemOutcome => ({
  hospital: "h",
  question: q,
  draftText: spoken,
  ms: 10,
  result: extractiveTurn(spoken, q.lang, r),
});

describe("judging one answer", () => {
  it("right: the fact heard, no wrong fact", () => {
    expect(judge(outcome(question({}), "Bezoek is welkom van 14 tot 20 uur.")).verdict).toBe("right");
  });

  it("wrong, and two scopes, when another campus's value is said as well", () => {
    const j = judge(outcome(question({}), "Op Berkemeer van 14 tot 20 uur, op Ter Haven van 15 tot 20 uur."));
    expect(j.verdict).toBe("wrong");
    expect(j.contradictory).toBe(true);
  });

  it("not found when the line says it cannot find it, or puts the caller through", () => {
    expect(judge(outcome(question({}), "Dat kan ik niet terugvinden.", { found: false })).verdict).toBe("not_found");
    expect(judge(outcome(question({}), "Ik verbind u door.", { path: "fallback", found: true })).verdict).toBe("not_found");
  });

  it("an unanswerable question answered anyway, and a disclaimer on a navigational answer, are counted", () => {
    const t = tally([
      judge(outcome(question({ answerable: false, facts: [], wrong: [] }), "Het ziekenhuis heeft twee campussen.", { path: "capability", disclaimer: true })),
      judge(outcome(question({ answerable: false, facts: [], wrong: [] }), "Dat kan ik niet terugvinden.", { found: false })),
    ]);
    expect(t.unanswerable).toBe(2);
    expect(t.answeredAnyway).toBe(1);
    expect(t.disclaimers).toBe(1);
  });
});
