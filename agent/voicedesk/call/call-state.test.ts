import { describe, expect, it } from "vitest";
import type { CallSetup } from "~/contracts/agent-app";
import type { TurnResult } from "~/contracts/turn";
import { CallState } from "./call-state";

const setup: CallSetup = {
  tenantName: "AZ Lindenhof",
  defaultLanguage: "nl",
  supportedLanguages: ["nl", "en", "fr"],
  helpdeskPhone: "+3211304000",
  keyterms: [],
  pronunciations: [],
};
const newCall = () => new CallState({ tenant: "lindenhof", conversation: "call-lindenhof-x", channel: "sip", setup, greetingLang: "nl" });

const result = (turnIndex: number): TurnResult => ({
  conversationId: "7d7b6c1e-0f64-4a7c-9a84-6a2b1d1f3c11",
  turnIndex,
  spoken: "Het bezoek is van 14 tot 20 uur.",
  written: "Het bezoek is van 14 tot 20 uur.",
  sentences: ["Het bezoek is van 14 tot 20 uur."],
  language: "nl",
  class: "FALLTHROUGH",
  intent: null,
  path: "extractive",
  disclaimer: false,
  citations: [],
  found: true,
  action: "none",
  latencyMs: 120,
});

describe("what a call remembers on the agent side", () => {
  it("speaks the greeting's language until the recogniser hears another, and the lock wins over both", () => {
    const call = newCall();
    expect(call.currentLang).toBe("nl");
    call.heardLanguage("fr");
    expect(call.currentLang).toBe("fr");
    expect(call.languageHint).toBe("fr");
    expect(call.lockLanguage("en")).toBe(true);
    expect(call.lockLanguage("en")).toBe(false);
    call.heardLanguage("fr");
    expect(call.currentLang).toBe("en");
    // After the lock cognition judges the words alone: no hint from the recogniser.
    expect(call.languageHint).toBeUndefined();
  });

  it("times a spoken turn from the end of the caller's speech, and a typed one from when it arrived", () => {
    const call = newCall();
    call.callerStoppedSpeaking(1_000);
    call.finalTranscript(1_200, undefined);
    call.beginTurn("wat zijn de bezoekuren", 1_300);
    call.turn.firstSentence(1_500);
    expect(call.turn.resolved(result(0))).toBeUndefined();
    expect(call.turn.agentStartedSpeaking(1_900)).toEqual({
      result: result(0),
      timings: { transcriptMs: 200, requestMs: 300, firstSentenceMs: 500, firstAudioMs: 900 },
    });

    // Typed 20 s after the caller last spoke: no transcript, the clock starts at arrival.
    call.beginTurn("parking", 21_000);
    call.turn.firstSentence(21_100);
    call.turn.agentStartedSpeaking(21_400);
    expect(call.turn.resolved(result(1))?.timings).toEqual({ transcriptMs: undefined, requestMs: 0, firstSentenceMs: 100, firstAudioMs: 400 });
  });

  it("gathers the turn's final words as the turn will carry them, and starts again once the turn is decided", () => {
    const call = newCall();
    call.finalTranscript(1_000, undefined, "Waar kan ik");
    call.finalTranscript(1_400, undefined, "parkeren met de auto?");
    expect(call.finalWordsSoFar).toBe("Waar kan ik parkeren met de auto?");
    call.turnDecided(1_600);
    expect(call.finalWordsSoFar).toBe("");
    call.finalTranscript(5_000, undefined, "Dank u");
    expect(call.finalWordsSoFar).toBe("Dank u");
  });

  it("reports a turn's timings once, whether its result or its first audio comes last", () => {
    const call = newCall();
    call.beginTurn("parking", 0);
    call.turn.firstSentence(50);
    call.turn.agentStartedSpeaking(300);
    expect(call.turn.resolved(result(0))).toBeDefined();
    expect(call.turn.resolved(result(0))).toBeUndefined();
    expect(call.turn.agentStartedSpeaking(900)).toBeUndefined();
  });

  it("does not take a filler said before the first sentence for the answer's first audio", () => {
    const call = newCall();
    call.beginTurn("parking", 0);
    expect(call.turn.agentStartedSpeaking(1_500)).toBeUndefined(); // "Een ogenblikje."
    call.turn.firstSentence(2_000);
    call.turn.resolved(result(0));
    expect(call.turn.agentStartedSpeaking(2_200)?.timings.firstAudioMs).toBe(2_200);
  });

  it("knows what the line is saying, sentence after sentence, and since when it is quiet", () => {
    const call = newCall();
    call.saying("Het bezoek is van 14 tot 20 uur.");
    call.sayingMore("Parkeren kost 3 euro.");
    expect(call.agentText).toBe("Het bezoek is van 14 tot 20 uur. Parkeren kost 3 euro.");
    call.agentSpeakingChanged(true, 100);
    expect(call.agentSpeaking).toBe(true);
    call.agentSpeakingChanged(false, 4_000);
    expect(call.agentSpeaking).toBe(false);
    expect(call.msSinceAgentSpoke(4_500)).toBe(500);
  });

  it("takes each turn into the speaking speed once, typed or spoken", () => {
    const call = newCall();
    expect(call.observeTurnForSpeed("trager alstublieft")).toBeLessThan(1);
    const slower = call.observeTurnForSpeed("trager alstublieft");
    // The same turn seen again (typed turns pass two hooks) does not slow the line a second step.
    expect(call.observeTurnForSpeed("trager alstublieft")).toBe(slower);
  });
});
