import { llm } from "@livekit/agents";
import { describe, expect, it } from "vitest";
import { unansweredCallerConfidence, unansweredCallerWords } from "./unanswered-words";

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

describe("how sure the recogniser was of the caller's unanswered words", () => {
  const heard = (...messages: Array<["user" | "assistant", string, number?]>) => {
    const ctx = llm.ChatContext.empty();
    for (const [role, text, transcriptConfidence] of messages)
      ctx.addMessage({ role, content: text, ...(transcriptConfidence !== undefined ? { transcriptConfidence } : {}) });
    return ctx;
  };

  it("is the lowest confidence since the line last spoke", () => {
    expect(unansweredCallerConfidence(heard(["user", "Goedemiddag", 0.2], ["assistant", "Waarmee kan ik helpen?"], ["user", "met bokelen", 0.41]))).toBe(0.41);
    expect(unansweredCallerConfidence(heard(["assistant", "Waarmee kan ik helpen?"], ["user", "mijn nummer is", 0.95], ["user", "12 34", 0.6]))).toBe(0.6);
  });

  it("is unknown when no unanswered message carries one (typed words)", () => {
    expect(unansweredCallerConfidence(heard(["assistant", "Waarmee kan ik helpen?"], ["user", "Waar is de parking?"]))).toBeUndefined();
    expect(unansweredCallerConfidence(heard(["user", "Goeden", 0.2], ["assistant", "Kunt u dat herhalen?"]))).toBeUndefined();
  });
});
