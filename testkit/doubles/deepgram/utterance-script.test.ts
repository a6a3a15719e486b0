import { describe, expect, it } from "vitest";
import { UtteranceScript } from "./utterance-script";

describe("utterance script", () => {
  it("serves utterances in order from the shared queue", () => {
    const s = new UtteranceScript();
    s.add(["een", { text: "twee", language: "nl", confidence: 0.8 }]);
    expect(s.take("nl")).toEqual({ text: "een", confidence: 0.97 });
    expect(s.peek("fr")).toEqual({ text: "twee", language: "nl", confidence: 0.8 });
    expect(s.take(undefined)?.text).toBe("twee");
    expect(s.take("nl")).toBeUndefined();
  });

  it("serves a language's queue first, also to regional variants of that language", () => {
    const s = new UtteranceScript();
    s.add(["shared"]);
    s.add(["nederlands"], { language: "nl" });
    expect(s.take("fr")?.text).toBe("shared");
    s.add(["shared again"]);
    expect(s.take("nl-BE")?.text).toBe("nederlands");
    expect(s.take("nl")?.text).toBe("shared again");
  });

  it("refuses empty utterances", () => {
    expect(() => new UtteranceScript().add([""])).toThrow();
  });
});
