import { describe, expect, it } from "vitest";
import { recognitionOf } from "./figures";

const request = (voicedMs: number, text: string) => ({ model: "whisper-1", audioMs: 2_000, voicedMs, text });

describe("calls bench: what the recogniser was asked in a level", () => {
  it("tells a question heard with no scripted words left from quiet sent to the recogniser", () => {
    const figures = recognitionOf([
      request(1_200, "Wat zijn de bezoekuren?"),
      request(900, ""), // speech, but the script ran dry: the bench's fault, not the line's
      request(100, ""), // a cough or the line's quiet: no words expected
    ]);
    expect(figures).toEqual({ requests: 3, voiced: 2, unscripted: 1 });
  });
});
