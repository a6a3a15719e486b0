import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { shapeForSpeech, splitSentences } from "~/server/shaping";
import { postFilter } from "../postfilter/post-filter";
import { PRECEDENCE } from "../terminal-class";
import { safetyRefusalText, terminalResponse } from ".";

const ctx = { tenantName: "AZ Testdal", helpdeskPhone: "011 20 30 40" };

describe("terminal responses", () => {
  it.each(LANGUAGES)("exist for every class in %s, as plain text", (lang) => {
    for (const cls of PRECEDENCE) {
      const text = terminalResponse(cls, lang, ctx);
      expect(text.length, cls).toBeGreaterThan(5);
      expect(text).not.toMatch(/[*#[\]]|undefined/);
    }
  });

  it.each(LANGUAGES)("the safety reply in %s names the helpdesk number, the out-of-hours service and 112", (lang) => {
    const text = terminalResponse("SAFETY_REFUSAL", lang, ctx);
    expect(text).toContain("011 20 30 40");
    expect(text).toContain("1733");
    expect(text).toContain("112");
  });

  it.each(LANGUAGES)("the generic safety reply in %s still points to the GP service and 112", (lang) => {
    const text = safetyRefusalText(lang);
    expect(text).toContain("1733");
    expect(text).toContain("112");
  });

  it("uses the tenant's own emergency and out-of-hours numbers when given", () => {
    const text = terminalResponse("SAFETY_REFUSAL", "en", { ...ctx, emergencyNumber: "999", outOfHoursNumber: "111" });
    expect(text).toContain("999");
    expect(text).toContain("111");
    expect(text).not.toContain("1733");
  });

  it("tells a caller who asks whether it is a robot that it is an automated assistant (AI Act Art. 50)", () => {
    expect(terminalResponse("OFF_TOPIC_PERSONAL", "nl", ctx)).toContain("automatische informatie-assistent");
    expect(terminalResponse("OFF_TOPIC_PERSONAL", "en", ctx)).toContain("automated information assistant");
  });
});

describe("the emergency reply", () => {
  const FIRST_WORDS = { nl: "Hang nu op en bel", en: "Hang up now and call", fr: "Raccrochez et appelez", it: "Riattacchi e chiami" } as const;

  it.each(LANGUAGES)("in %s starts with the instruction, says 112 digit by digit, and once more at the end", (lang) => {
    const text = terminalResponse("EMERGENCY", lang, ctx, "chest_pain");
    expect(text.startsWith(FIRST_WORDS[lang])).toBe(true);
    const sentences = splitSentences(text);
    expect(sentences[0]).toContain("1, 1, 2");
    expect(sentences.at(-1)).toContain("1, 1, 2");
    expect(text.match(/1, 1, 2/g)).toHaveLength(2);
  });

  it.each(LANGUAGES)("in %s offers no transfer to the helpdesk and no crisis line unless the caller is suicidal", (lang) => {
    const text = terminalResponse("EMERGENCY", lang, { ...ctx, crisisNumber: "1813" }, "bleeding");
    expect(text).not.toContain("011 20 30 40");
    expect(text).not.toContain("1, 8, 1, 3");
  });

  it.each(LANGUAGES)("in %s names the tenant's crisis line for suicidal intent, between the two 112s", (lang) => {
    const text = terminalResponse("EMERGENCY", lang, { ...ctx, crisisNumber: "1813" }, "suicide");
    const sentences = splitSentences(text);
    expect(sentences).toHaveLength(3);
    expect(sentences[0]).toContain("1, 1, 2");
    expect(sentences[1]).toContain("1, 8, 1, 3");
    expect(sentences[2]).toContain("1, 1, 2");
  });

  it("says no crisis line when the tenant has none, even for suicidal intent", () => {
    const text = terminalResponse("EMERGENCY", "nl", ctx, "suicide");
    expect(splitSentences(text)).toHaveLength(2);
    expect(text).not.toMatch(/crisislijn/);
  });

  it("uses the tenant's own emergency number", () => {
    expect(terminalResponse("EMERGENCY", "en", { ...ctx, emergencyNumber: "999" }, "stroke")).toBe(
      "Hang up now and call 9, 9, 9 straight away. Once more: call 9, 9, 9.",
    );
  });

  it.each(LANGUAGES)("in %s passes the post-filter and comes out of the shaper unchanged (no disclaimer, nothing capped)", (lang) => {
    const text = terminalResponse("EMERGENCY", lang, { ...ctx, crisisNumber: "1813" }, "suicide");
    expect(postFilter(text, lang).blocked).toBe(false);
    expect(shapeForSpeech(text, { lang, disclaimer: "never" }).text).toBe(text);
  });
});
