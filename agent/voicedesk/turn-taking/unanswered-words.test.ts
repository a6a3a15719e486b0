import { llm } from "@livekit/agents";
import { describe, expect, it } from "vitest";
import { unansweredCallerWords } from "./unanswered-words";

const context = (...messages: Array<["user" | "assistant" | "system", string]>) => {
  const ctx = llm.ChatContext.empty();
  for (const [role, text] of messages) ctx.addMessage({ role, content: text });
  return ctx;
};

describe("the caller's words the line answers", () => {
  it("is the caller's last message when the line answered the one before", () => {
    expect(unansweredCallerWords(context(["assistant", "Goeiedag."], ["user", "Waar kan ik parkeren?"]))).toBe("Waar kan ik parkeren?");
  });

  it("keeps both parts when a reply was cut off before a word of it was heard (no assistant message between them)", () => {
    const ctx = context(["system", "…"], ["assistant", "Goeiedag."], ["user", "Mijn telefoonnummer is nul vier zeven vijf"], ["user", "twaalf vierendertig"]);
    expect(unansweredCallerWords(ctx)).toBe("Mijn telefoonnummer is nul vier zeven vijf twaalf vierendertig");
  });

  it("does not reach back past what the line said", () => {
    const ctx = context(["user", "Wat zijn de bezoekuren?"], ["assistant", "Van veertien tot twintig uur."], ["user", "En op zondag?"]);
    expect(unansweredCallerWords(ctx)).toBe("En op zondag?");
  });

  it("is empty when the caller has said nothing since the line spoke", () => {
    expect(unansweredCallerWords(context(["user", "Dag"], ["assistant", "Goeiedag."]))).toBe("");
    expect(unansweredCallerWords(context(["assistant", "Goeiedag."], ["user", "  "]))).toBe("");
  });
});
