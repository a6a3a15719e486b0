import { describe, expect, it } from "vitest";
import { emptyTranscript, normalizeForMatch, transcriptReducer, type TranscriptAction, type TranscriptState } from "./transcript-model";

function run(actions: TranscriptAction[], from: TranscriptState = emptyTranscript): TranscriptState {
  return actions.reduce(transcriptReducer, from);
}

/** What a caller sees: speaker and text, in order. */
function shown(state: TranscriptState): string[] {
  return state.entries.map((e) => `${e.speaker}: ${e.text}`);
}

const SPOKEN = "Op de gewone verpleegafdelingen is bezoek welkom elke dag van 14 tot 20 uur.";
const CALL = "call-lindenhof-1";
const turn0: TranscriptAction = { type: "turn", call: CALL, turnIndex: 0, utterance: "Wat zijn de bezoekuren?", spoken: SPOKEN };

describe("transcript of a spoken call", () => {
  it("shows the greeting and the caller's words as they are heard", () => {
    const s = run([
      { type: "segment", call: CALL, segmentId: "g", speaker: "agent", text: "Goeiedag, ", final: false },
      { type: "segment", call: CALL, segmentId: "g", speaker: "agent", text: "Goeiedag, u spreekt met de informatielijn.", final: true },
      { type: "segment", call: CALL, segmentId: "c1", speaker: "caller", text: "wat zijn", final: false },
      { type: "segment", call: CALL, segmentId: "c1", speaker: "caller", text: "wat zijn de bezoekuren", final: true },
    ]);
    expect(shown(s)).toEqual(["agent: Goeiedag, u spreekt met de informatielijn.", "caller: wat zijn de bezoekuren"]);
  });

  it("replaces live text with the turn record, once per side, when the record comes after the speech", () => {
    const s = run([
      { type: "segment", call: CALL, segmentId: "c1", speaker: "caller", text: "wat zijn de bezoekuren", final: true },
      { type: "segment", call: CALL, segmentId: "a1", speaker: "agent", text: "Op de gewone verpleegafdelingen", final: false },
      turn0,
    ]);
    expect(shown(s)).toEqual(["caller: Wat zijn de bezoekuren?", `agent: ${SPOKEN}`]);
    expect(s.entries.map((e) => e.turnIndex)).toEqual([0, 0]);
  });

  it("folds the agent's live speech into the record when the record comes first", () => {
    const s = run([
      { type: "segment", call: CALL, segmentId: "c1", speaker: "caller", text: "wat zijn de bezoekuren", final: true },
      turn0,
      { type: "segment", call: CALL, segmentId: "a1", speaker: "agent", text: "Op de", final: false },
      { type: "segment", call: CALL, segmentId: "a1", speaker: "agent", text: "Op de gewone verpleeg", final: false },
      { type: "segment", call: CALL, segmentId: "a1", speaker: "agent", text: SPOKEN, final: true },
    ]);
    expect(shown(s)).toEqual(["caller: Wat zijn de bezoekuren?", `agent: ${SPOKEN}`]);
  });

  it("keeps a filler phrase that the record does not contain", () => {
    const s = run([
      { type: "segment", call: CALL, segmentId: "c1", speaker: "caller", text: "wat zijn de bezoekuren", final: true },
      { type: "segment", call: CALL, segmentId: "f", speaker: "agent", text: "Een ogenblikje.", final: true },
      turn0,
    ]);
    expect(shown(s)).toEqual(["caller: Wat zijn de bezoekuren?", "agent: Een ogenblikje.", `agent: ${SPOKEN}`]);
  });

  it("still claims the caller's finished words when they were corrected before cognition", () => {
    const s = run([
      { type: "segment", call: CALL, segmentId: "c1", speaker: "caller", text: "wat zijn de bezoek uren van linden hof", final: true },
      { type: "turn", call: CALL, turnIndex: 0, utterance: "Wat zijn de bezoekuren van Lindenhof?", spoken: SPOKEN },
    ]);
    expect(shown(s)).toEqual(["caller: Wat zijn de bezoekuren van Lindenhof?", `agent: ${SPOKEN}`]);
  });

  it("puts the caller's record before an answer whose speech arrived first", () => {
    const s = run([{ type: "segment", call: CALL, segmentId: "a1", speaker: "agent", text: "Op de gewone", final: false }, turn0]);
    expect(shown(s)).toEqual(["caller: Wat zijn de bezoekuren?", `agent: ${SPOKEN}`]);
  });

  it("ignores a repeated turn event", () => {
    const once = run([turn0]);
    expect(run([turn0], once)).toBe(once);
  });

  it("keeps turn 0 of a second call on the same page", () => {
    const second: TranscriptAction = { type: "turn", call: "call-lindenhof-2", turnIndex: 0, utterance: "Is er wifi?", spoken: "Er is gratis wifi." };
    const s = run([turn0, second]);
    expect(shown(s)).toEqual(["caller: Wat zijn de bezoekuren?", `agent: ${SPOKEN}`, "caller: Is er wifi?", "agent: Er is gratis wifi."]);
    expect(new Set(s.entries.map((e) => e.id)).size).toBe(4);
  });

  it("never lets a turn of one call claim words heard in another", () => {
    const s = run([
      { type: "segment", call: "call-lindenhof-old", segmentId: "c0", speaker: "caller", text: "hallo", final: true },
      { type: "turn", call: CALL, turnIndex: 0, utterance: "Wat zijn de bezoekuren?", spoken: SPOKEN },
    ]);
    expect(shown(s)).toEqual(["caller: hallo", "caller: Wat zijn de bezoekuren?", `agent: ${SPOKEN}`]);
  });

  it("marks an answer the caller interrupted", () => {
    const s = run([turn0, { type: "speech_done", call: CALL, turnIndex: 0, interrupted: true }]);
    expect(s.entries.find((e) => e.speaker === "agent")?.interrupted).toBe(true);
    expect(s.entries.find((e) => e.speaker === "caller")?.interrupted).toBeUndefined();
  });

  // The greeting is no turn's answer (turnIndex null): the review saw a greeting cut by the caller
  // at "…en geef geen medisch" shown final and not interrupted.
  it("marks the greeting the caller interrupted, and only the greeting", () => {
    const s = run([
      { type: "segment", call: "call-lindenhof-old", segmentId: "g0", speaker: "agent", text: "Goeiedag, u spreekt met de informatielijn.", final: true },
      {
        type: "segment",
        call: CALL,
        segmentId: "g",
        speaker: "agent",
        text: "Goeiedag, u spreekt met de automatische informatielijn en geef geen medisch",
        final: true,
      },
      { type: "segment", call: CALL, segmentId: "c1", speaker: "caller", text: "ik wil iemand spreken", final: true },
      { type: "speech_done", call: CALL, turnIndex: null, interrupted: true },
    ]);
    expect(s.entries.map((e) => [e.call, e.speaker, e.interrupted ?? false])).toEqual([
      ["call-lindenhof-old", "agent", false],
      [CALL, "agent", true],
      [CALL, "caller", false],
    ]);
  });

  it("leaves a greeting that was said to its end, and an answered turn, unmarked", () => {
    const s = run([
      { type: "segment", call: CALL, segmentId: "g", speaker: "agent", text: "Goeiedag, u spreekt met de informatielijn.", final: true },
      { type: "speech_done", call: CALL, turnIndex: null, interrupted: false },
      turn0,
      { type: "speech_done", call: CALL, turnIndex: null, interrupted: true },
    ]);
    // The interrupted speech without a turn is the greeting (the last live agent entry no turn claimed), not the answer.
    expect(s.entries.filter((e) => e.interrupted).map((e) => e.text)).toEqual(["Goeiedag, u spreekt met de informatielijn."]);
    const t = run([
      { type: "segment", call: CALL, segmentId: "g", speaker: "agent", text: "Goeiedag.", final: true },
      { type: "speech_done", call: CALL, turnIndex: null, interrupted: false },
    ]);
    expect(t.entries.some((e) => e.interrupted)).toBe(false);
  });

  it("shows nothing for a segment that has no text yet", () => {
    expect(run([{ type: "segment", call: CALL, segmentId: "x", speaker: "agent", text: " ", final: false }]).entries).toEqual([]);
  });
});

describe("transcript of a typed conversation", () => {
  it("shows both sides in order, once", () => {
    const q: TranscriptAction = { type: "chat", id: "c:1", speaker: "caller", text: "Is er wifi?" };
    const s = run([q, { type: "chat", id: "c:1:answer", speaker: "agent", text: "Er is gratis wifi." }, q]);
    expect(shown(s)).toEqual(["caller: Is er wifi?", "agent: Er is gratis wifi."]);
  });
});

describe("normalizeForMatch", () => {
  it("compares words, not punctuation, case or accents", () => {
    expect(normalizeForMatch("Één moment — alstublieft!")).toBe("een moment alstublieft");
  });
});
