import { describe, expect, it } from "vitest";
import { TerminalClass as SafetyClass } from "~/server/safety";
import { turnResultSchema } from "./turn";
import { PREFILTER_CLASSES, TERMINAL_CLASSES } from "./vocabulary";

const result = {
  conversationId: "c1",
  turnIndex: 0,
  spoken: "Goedendag. Waarmee kan ik u helpen?",
  written: "Goedendag. Waarmee kan ik u helpen?",
  sentences: ["Goedendag.", "Waarmee kan ik u helpen?"],
  language: "nl",
  class: "GREETING",
  intent: null,
  path: "prefilter",
  disclaimer: false,
  citations: [],
  found: true,
  action: "none",
  latencyMs: 3,
};

describe("a turn's class is one closed list", () => {
  it("the agent and the page accept every class a turn can end with", () => {
    for (const cls of TERMINAL_CLASSES) expect(turnResultSchema.parse({ ...result, class: cls }).class).toBe(cls);
  });

  it("a class outside the list is refused, naming the field", () => {
    const parsed = turnResultSchema.safeParse({ ...result, class: "SOMETHING_NEW" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["class"]);
  });

  it("every class the pre-filter can decide is in the list", () => {
    for (const cls of Object.values(SafetyClass)) expect(PREFILTER_CLASSES).toContain(cls);
  });
});
