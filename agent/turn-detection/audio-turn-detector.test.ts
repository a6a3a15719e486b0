import { initializeLogger, llm, VADEventType } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { AudioTurnDetector } from "./audio-turn-detector";
import { CallerAudioClock } from "./caller-audio-clock";
import { ClockedVad } from "./clocked-vad";
import { arrivingAudio, ScriptedVad, type ScriptedVadStream } from "./scripted-vad.testkit";
import { SmartTurnModel, smartTurnInstalled, type EndOfTurnModel } from "./smart-turn";

function said(text: string): llm.ChatContext {
  const ctx = llm.ChatContext.empty();
  ctx.addMessage({ role: "user", content: text });
  return ctx;
}

/** `ms` of a 180 Hz tone (or silence with amplitude 0) in 10 ms frames at 16 kHz, as the room delivers them. */
function push(detector: AudioTurnDetector, ms: number, amplitude = 6000, rate = 16_000): void {
  const frame = rate / 100;
  const samples = new Int16Array(Math.round((rate * ms) / 1000)).map((_, i) => Math.round(amplitude * Math.sin((2 * Math.PI * 180 * i) / rate)));
  for (let i = 0; i < samples.length; i += frame) detector.pushAudio(new AudioFrame(samples.slice(i, i + frame), rate, 1, frame));
}

function speak(detector: AudioTurnDetector, ms: number, rate = 48_000): void {
  push(detector, ms, 6000, rate);
}

/** Let the model's pending answers settle. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** `ms` of silence, frame by frame, as time passes: a look's answer lands before the next frame. */
async function silence(detector: AudioTurnDetector, ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 10) {
    push(detector, 10, 0);
    await flush();
  }
}

const LOOKS = [
  { silenceMs: 150, threshold: 0.9 },
  { silenceMs: 400, threshold: 0.5 },
] as const;
/** The VAD's silence window in these tests: the pause starts 100 ms before speechEnded(). */
const VAD_MS = 100;

/** A model whose answers follow a script, one per call (the last repeats), counting its calls. */
function scriptedModel(...answers: Array<number | Error>): EndOfTurnModel & { calls: number } {
  const model = {
    name: "scripted",
    calls: 0,
    async predict() {
      const answer = answers[Math.min(model.calls, answers.length - 1)]!;
      model.calls++;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return model;
}

function detectorWith(model: EndOfTurnModel, lang: Lang = "nl"): AudioTurnDetector {
  return new AudioTurnDetector(model, () => lang, LOOKS, VAD_MS);
}

/** The caller talks for `ms`, then the VAD reports the pause (after its 100 ms window of silence). */
function talkThenPause(detector: AudioTurnDetector, ms: number): Promise<"end" | "hold" | undefined> {
  detector.speechStarted();
  speak(detector, ms);
  push(detector, VAD_MS, 0);
  return detector.speechEnded();
}

describe("the audio end-of-turn detector", () => {
  it("ends the turn at the first look when the model is sure the caller finished", async () => {
    const model = scriptedModel(0.95);
    const detector = detectorWith(model);
    const verdict = talkThenPause(detector, 800);
    await silence(detector, 60);
    expect(await verdict).toBe("end");
    expect(await detector.predictEndOfTurn(said("Wat zijn de bezoekuren?"))).toBeGreaterThanOrEqual(await detector.unlikelyThreshold());
    expect(model.calls).toBe(1);
    expect(detector.last?.silenceMs).toBeGreaterThanOrEqual(150);
  });

  it("a doubtful ending waits for more silence, then ends on a lower threshold", async () => {
    const model = scriptedModel(0.6);
    const detector = detectorWith(model);
    let settled: string | undefined;
    const verdict = talkThenPause(detector, 800).then((v) => (settled = v));
    await silence(detector, 60);
    await flush();
    expect(model.calls).toBe(1);
    expect(settled).toBeUndefined();
    await silence(detector, 260);
    expect(await verdict).toBe("end");
    expect(model.calls).toBe(2);
    expect(detector.last?.silenceMs ?? 0).toBeLessThan(150);
    await detector.predictEndOfTurn(said("Waar is de parking?"));
    expect(detector.last?.silenceMs).toBeGreaterThanOrEqual(400);
  });

  it("holds the turn when no look hears a finished voice", async () => {
    const detector = detectorWith(scriptedModel(0.12), "en");
    const verdict = talkThenPause(detector, 600);
    await silence(detector, 400);
    expect(await verdict).toBe("hold");
    expect(await detector.predictEndOfTurn(said("I would like to know"))).toBeLessThan(0.5);
  });

  it("forgets the looks of a pause the caller talked through", async () => {
    const model = scriptedModel(0.6);
    const detector = detectorWith(model);
    const verdict = talkThenPause(detector, 500);
    await silence(detector, 60);
    await flush();
    detector.speechStarted();
    expect(await verdict).toBeUndefined();
    await silence(detector, 600);
    expect(model.calls).toBe(1);
  });

  it.each([
    ["nl", "mijn nummer is nul vier zeven vijf"],
    ["nl", "mijn telefoonnummer is nul vier twaalf vierendertig"],
    ["nl", "ik kom morgen met mijn moeder en"],
    ["en", "I'm calling about uhm"],
    ["fr", "je voudrais euh"],
    ["it", "ho un appuntamento alle dieci e"],
  ] as const)("%s: holds '%s' whatever the model says, and does not ask it", async (lang, words) => {
    const model = scriptedModel(0.99);
    const detector = detectorWith(model, lang);
    const verdict = talkThenPause(detector, 500);
    expect(await detector.predictEndOfTurn(said(words))).toBeLessThan(0.5);
    // The pause's looks are called off: the silence that follows costs no inference.
    await silence(detector, 600);
    expect(await verdict).toBeUndefined();
    expect(model.calls).toBe(0);
  });

  it("a model that fails decides nothing: the words alone end the turn, the call goes on", async () => {
    const detector = detectorWith(scriptedModel(new Error("onnx exploded")));
    const verdict = talkThenPause(detector, 500);
    await silence(detector, 60);
    expect(await verdict).toBe("end");
    expect(await detector.predictEndOfTurn(said("Waar is de parking?"))).toBe(1);
  });

  it("a pause whose audio stops arriving is held, never left undecided", async () => {
    const detector = detectorWith(scriptedModel(0.6));
    const verdict = talkThenPause(detector, 500);
    await silence(detector, 60);
    // No more audio: the 400 ms look never runs; the pause is held once it is overdue.
    expect(await verdict).toBe("hold");
  });

  it("judges each pause of a turn afresh", async () => {
    const model = scriptedModel(0.2, 0.2, 0.95);
    const detector = detectorWith(model);
    const first = talkThenPause(detector, 400);
    await silence(detector, 400);
    expect(await first).toBe("hold");
    const second = talkThenPause(detector, 400);
    await silence(detector, 60);
    expect(await second).toBe("end");
    expect(model.calls).toBe(3);
  });
});

/**
 * The detector on a call whose VAD runs behind: the session's VAD stream (scripted: the test says
 * what it judged, and when) moves the call's audio clock; the detector hears the same audio as it
 * arrives. Times are ms of the caller's audio.
 */
function lineWithClock(model: EndOfTurnModel) {
  initializeLogger({ pretty: false, level: "warn" });
  const clock = new CallerAudioClock();
  const vad = new ClockedVad(new ScriptedVad(), clock).stream() as ScriptedVadStream;
  const input = arrivingAudio();
  vad.updateInputStream(input.stream);
  void (async () => {
    for await (const _ of vad);
  })();
  const detector = new AudioTurnDetector(model, () => "nl", LOOKS, VAD_MS, clock);
  return {
    clock,
    vad,
    detector,
    /** `ms` of the caller's audio arrives: the detector hears it, the VAD has it at its input (not judged yet). */
    async arrive(ms: number, amplitude = 0) {
      for (let t = 0; t < ms; t += 10) {
        push(detector, 10, amplitude);
        input.arrive(10);
        await flush();
      }
    },
  };
}

type LineWithClock = ReturnType<typeof lineWithClock>;

/**
 * The caller speaks 0–1 s; `silenceArrivedMs` of silence arrive before the VAD reports the pause
 * (its 100 ms window, plus however far it runs behind); the session then tells the detector.
 */
async function talkThenLatePause(line: LineWithClock, silenceArrivedMs: number): Promise<{ verdict: Promise<"end" | "hold" | undefined> }> {
  line.vad.report(VADEventType.START_OF_SPEECH, 100, { speechMs: 50 });
  line.detector.speechStarted();
  await line.arrive(1000, 6000);
  await line.arrive(silenceArrivedMs);
  line.vad.report(VADEventType.END_OF_SPEECH, 1000 + VAD_MS, { silenceMs: VAD_MS, speechMs: 900 });
  await expect.poll(() => line.clock.judgedSilenceMs).toBe(VAD_MS);
  return { verdict: line.detector.speechEnded() };
}

describe("the audio end-of-turn detector on a host whose VAD runs behind", () => {
  it("withdraws a look's 'finished' when the VAD, catching up, hears the caller go on inside that silence", async () => {
    const line = lineWithClock(scriptedModel(0.99));
    await talkThenLatePause(line, VAD_MS);
    // 200 ms more arrive; the look at 150 ms hears silence and the model is sure. The VAD has judged none of it yet.
    await line.arrive(200);
    const answer = line.detector.predictEndOfTurn(said("Waar is de parking?"));
    // It catches up: the caller went on 130 ms into the pause.
    line.vad.report(VADEventType.START_OF_SPEECH, 1130, { speechMs: 50 });
    expect(await answer).toBeLessThan(await line.detector.unlikelyThreshold());
  });

  it("on a VAD that keeps up, the look's 'finished' stands at once", async () => {
    const line = lineWithClock(scriptedModel(0.99));
    await talkThenLatePause(line, VAD_MS);
    await line.arrive(64);
    line.vad.silence(1000 + VAD_MS, 1000 + VAD_MS + 64);
    expect(await line.detector.predictEndOfTurn(said("Waar is de parking?"))).toBe(1);
  });

  it("starts the pause where the VAD placed the caller's last sound, however late it reports it", async () => {
    const model = scriptedModel(0.2, 0.99);
    const line = lineWithClock(model);
    // The VAD reports the pause 500 ms late: 600 ms of silence have arrived by then.
    const { verdict } = await talkThenLatePause(line, 600);
    // Both looks (150 and 400 ms) are already due: the second runs within the next frames, not 400 ms later.
    await line.arrive(30);
    line.vad.silence(1000 + VAD_MS, 1620);
    expect(await verdict).toBe("end");
    expect(model.calls).toBe(2);
    expect(await line.detector.predictEndOfTurn(said("Waar is de parking?"))).toBe(1);
    expect(line.detector.last?.silenceMs).toBeGreaterThanOrEqual(600);
  });
});

describe.runIf(smartTurnInstalled())("Smart Turn v3.2 on onnxruntime-node", () => {
  it("is loaded once per process and shared", async () => {
    const [a, b] = await Promise.all([SmartTurnModel.load(), SmartTurnModel.load()]);
    expect(a["thread"]).toBe(b["thread"]);
  });

  it("answers a probability for 8 s of features and refuses the wrong shape", async () => {
    const model = await SmartTurnModel.load();
    const p = await model.predict(new Float32Array(80 * 800).fill(-0.5));
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThanOrEqual(1);
    await expect(model.predict(new Float32Array(10))).rejects.toThrow(/80×800/);
  });
});
