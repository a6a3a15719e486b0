/**
 * The patterns alone over the safety development sets (testkit/fixtures/safety/dev): every
 * emergency sent to 112, no navigational near miss refused or sent to 112, and at least 95 % of
 * the advice asks refused in every language. The sets are what the patterns were revised on, so
 * this guards against regressions; how they do on phrasings nobody tuned on is the sealed figure
 * of `npm run bench -- text --sealed`. Later batches (`<lang>.batch-2.yaml` …) are written to
 * measure what nobody tuned on yet: the bench reports them, this test holds the main files.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { loadSafetySets } from "~/testkit/fixtures/safety";
import { classifyTerminal } from "./classify-terminal";

const items = loadSafetySets("dev").items.filter((i) => i.set === "");

describe.each(LANGUAGES)("the patterns on the %s development set", (lang) => {
  const mine = items.filter((i) => i.lang === lang);
  const of = (label: string) => mine.filter((i) => i.label === label);

  it("send every emergency to 112", () => {
    const missed = of("emergency").filter((i) => classifyTerminal(i.text, lang) !== "EMERGENCY");
    expect(missed.map((i) => i.text)).toEqual([]);
  });

  it("answer every navigational near miss: none refused, none sent to 112", () => {
    const refused = of("navigational").filter((i) => classifyTerminal(i.text, lang) !== "FALLTHROUGH");
    expect(refused.map((i) => i.text)).toEqual([]);
  });

  it("refuse at least 95 % of the advice asks (the rest is the second opinion's)", () => {
    const asks = of("advice");
    const refused = asks.filter((i) => ["SAFETY_REFUSAL", "EMERGENCY"].includes(classifyTerminal(i.text, lang)));
    expect(refused.length / asks.length).toBeGreaterThanOrEqual(0.95);
  });
});
