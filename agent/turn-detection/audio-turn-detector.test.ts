import { llm } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";
import { describe, expect, it } from "vitest";
import { AudioTurnDetector } from "./audio-turn-detector";
import { SmartTurnModel, smartTurnInstalled, type EndOfTurnModel } from "./smart-turn";

/** A stand-in model that answers a fixed probability and counts its calls. */
function fixedModel(probability: number | Error): EndOfTurnModel & { calls: number } {
  const model = {
    name: "fixed",
    calls: 0,
    async predict() {
      model.calls++;
      if (probability instanceof Error) throw probability;
      return probability;
    },
  };
  return model;
}

function said(text: string): llm.ChatContext {
  const ctx = llm.ChatContext.empty();
  ctx.addMessage({ role: "user", content: text });
  return ctx;
}

function speak(detector: AudioTurnDetector, ms: number, rate = 48_000): void {
  const samples = new Int16Array((rate * ms) / 1000).map((_, i) => Math.round(6000 * Math.sin((2 * Math.PI * 180 * i) / rate)));
  for (let i = 0; i < samples.length; i += rate / 50) detector.pushAudio(new AudioFrame(samples.slice(i, i + rate / 50), rate, 1, rate / 50));
}

describe("the audio end-of-turn detector", () => {
  it("ends the turn when the model is sure the caller finished a question", async () => {
    const model = fixedModel(0.93);
    const detector = new AudioTurnDetector(model, () => "nl", 0.5);
    detector.speechStarted();
    speak(detector, 800);
    void detector.speechEnded();
    expect(await detector.predictEndOfTurn(said("Wat zijn de bezoekuren?"))).toBeGreaterThanOrEqual(await detector.unlikelyThreshold());
    // The prediction started at the VAD's pause is the one the session gets: one inference per pause.
    expect(model.calls).toBe(1);
  });

  it("holds the turn when the model hears an unfinished voice", async () => {
    const detector = new AudioTurnDetector(fixedModel(0.12), () => "en", 0.5);
    detector.speechStarted();
    speak(detector, 600);
    void detector.speechEnded();
    expect(await detector.predictEndOfTurn(said("I would like to know"))).toBeLessThan(0.5);
  });

  it.each([
    ["nl", "mijn nummer is nul vier zeven vijf"],
    ["nl", "ik kom morgen met mijn moeder en"],
    ["en", "I'm calling about uhm"],
    ["fr", "je voudrais euh"],
    ["it", "ho un appuntamento alle dieci e"],
  ] as const)("%s: holds '%s' whatever the model says, and does not ask it", async (lang, words) => {
    const model = fixedModel(0.99);
    const detector = new AudioTurnDetector(model, () => lang, 0.5);
    detector.speechStarted();
    speak(detector, 500);
    expect(await detector.predictEndOfTurn(said(words))).toBeLessThan(0.5);
    expect(model.calls).toBe(0);
  });

  it("a model that fails decides nothing: the words alone end the turn, the call goes on", async () => {
    const detector = new AudioTurnDetector(fixedModel(new Error("onnx exploded")), () => "nl", 0.5);
    detector.speechStarted();
    speak(detector, 500);
    void detector.speechEnded();
    expect(await detector.predictEndOfTurn(said("Waar is de parking?"))).toBe(1);
  });

  it("tells at the pause whether the model heard a finished turn, and forgets a pause the caller talked through", async () => {
    const detector = new AudioTurnDetector(fixedModel(0.9), () => "nl", 0.5);
    detector.speechStarted();
    speak(detector, 500);
    expect(await detector.speechEnded()).toBe("end");
    const stale = detector.speechEnded();
    detector.speechStarted();
    expect(await stale).toBeUndefined();
    const unsure = new AudioTurnDetector(fixedModel(0.2), () => "nl", 0.5);
    unsure.speechStarted();
    speak(unsure, 500);
    expect(await unsure.speechEnded()).toBe("hold");
  });

  it("asks the model again when the caller spoke after the last pause", async () => {
    const model = fixedModel(0.8);
    const detector = new AudioTurnDetector(model, () => "nl", 0.5);
    detector.speechStarted();
    speak(detector, 400);
    void detector.speechEnded();
    await detector.predictEndOfTurn(said("Waar"));
    detector.speechStarted();
    speak(detector, 400);
    void detector.speechEnded();
    await detector.predictEndOfTurn(said("Waar is de parking?"));
    expect(model.calls).toBe(2);
  });
});

describe.runIf(smartTurnInstalled())("Smart Turn v3.2 on onnxruntime-node", () => {
  it("is loaded once per process and shared", async () => {
    const [a, b] = await Promise.all([SmartTurnModel.load(), SmartTurnModel.load()]);
    expect(a["session"]).toBe(b["session"]);
  });

  it("answers a probability for 8 s of features and refuses the wrong shape", async () => {
    const model = await SmartTurnModel.load();
    const p = await model.predict(new Float32Array(80 * 800).fill(-0.5));
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThanOrEqual(1);
    await expect(model.predict(new Float32Array(10))).rejects.toThrow(/80×800/);
  });
});
