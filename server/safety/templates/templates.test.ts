import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../lang";
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
