/**
 * The end-of-turn hold on a host whose VAD runs behind the caller's audio, through agents-js's own
 * turn logic (its AudioRecognition: the VAD task, the recogniser's finals, the endpointing sleep),
 * with the line's turn handling (`voicedeskTurnHandling`) and its clocked VAD. The VAD here is
 * scripted: the test decides which audio it has judged, and when — that is the lag.
 */
import { initializeLogger, llm, normalizeLanguage, stt, VADEventType } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";
import { ReadableStream, type ReadableStreamDefaultController } from "node:stream/web";
import { afterEach, describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { agentsInternalModule } from "../worker/agents-internals";
import { vadSilenceMs, voicedeskTurnHandling } from "../voicedesk/turn-taking/turn-handling";
import { AudioTurnDetector } from "./audio-turn-detector";
import { CallerAudioClock } from "./caller-audio-clock";
import { ClockedVad } from "./clocked-vad";
import { END_OF_TURN } from "./policy";
import { ScriptedVad } from "./scripted-vad.testkit";

const RATE = 16_000;
const FRAME_MS = 30;

interface Recognition {
  start(): Promise<void>;
  setInputAudioStream(audio: ReadableStream<AudioFrame>): void;
  close(): Promise<void>;
}

type RecognitionClass = new (opts: Record<string, unknown>) => Recognition;

const silentModel = { name: "scripted", predict: async () => 0.99 };

/** One call's hearing as agents-js runs it, with a scripted VAD and recogniser and audio that keeps arriving in real time. */
async function hearing(detectorKind: "rules" | "audio model") {
  initializeLogger({ pretty: false, level: "warn" });
  const { AudioRecognition } = (await agentsInternalModule("voice/audio_recognition.js")) as { AudioRecognition: RecognitionClass };
  const { createEndpointing } = (await agentsInternalModule("voice/turn_config/endpointing.js")) as { createEndpointing(o: unknown): unknown };
  const lang = (): Lang => "nl";
  const clock = new CallerAudioClock();
  const vad = new ScriptedVad();
  const withModel = detectorKind === "audio model";
  const handling = voicedeskTurnHandling(lang, true, withModel ? new AudioTurnDetector(silentModel, lang) : undefined, clock)!;
  const turns: string[] = [];
  let onTurn: () => void = () => {};
  const hooks = new Proxy(
    {
      retrieveChatCtx: () => llm.ChatContext.empty(),
      onEndOfTurn: async (info: { newTranscript: string }) => {
        turns.push(info.newTranscript);
        onTurn();
        return true;
      },
    } as Record<string | symbol, unknown>,
    { get: (target, prop) => target[prop] ?? (() => undefined) },
  );
  let recogniser!: ReadableStreamDefaultController<stt.SpeechEvent>;
  const recognition = new AudioRecognition({
    recognitionHooks: hooks,
    stt: async (audio: ReadableStream<AudioFrame>) => {
      void (async () => {
        for await (const _ of audio);
      })();
      return new ReadableStream<stt.SpeechEvent>({ start: (c) => void (recogniser = c) });
    },
    vad: new ClockedVad(vad, clock),
    turnDetector: handling.turnDetection,
    turnDetectionMode: undefined,
    endpointing: createEndpointing(handling.endpointing),
  });
  let room!: ReadableStreamDefaultController<AudioFrame>;
  const audio = new ReadableStream<AudioFrame>({ start: (c) => void (room = c) });
  const frameSamples = (RATE * FRAME_MS) / 1000;
  const arriving = setInterval(() => room.enqueue(new AudioFrame(new Int16Array(frameSamples), RATE, 1, frameSamples)), FRAME_MS);
  recognition.setInputAudioStream(audio);
  await recognition.start();
  await expect.poll(() => vad.streams.length).toBe(1);
  return {
    vadSilenceMs: vadSilenceMs(withModel),
    vad: vad.streams[0]!,
    turns,
    heard(text: string) {
      recogniser.enqueue({
        type: stt.SpeechEventType.FINAL_TRANSCRIPT,
        alternatives: [{ text, language: normalizeLanguage("nl"), startTime: 0, endTime: 0, confidence: 1 }],
      });
    },
    nextTurn: () => new Promise<void>((resolve) => (onTurn = resolve)),
    stopAudio: () => clearInterval(arriving),
    async close() {
      clearInterval(arriving);
      clock.close();
      await recognition.close();
    },
  };
}

/** Long enough on the wall clock for agents-js's own hold (2.5 s from the caller's last sound) to run out. */
const PAST_THE_WALL_CLOCK_HOLD_MS = END_OF_TURN.holdMs + 500;
const wallClock = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let open: Awaited<ReturnType<typeof hearing>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe.each(["rules", "audio model"] as const)("a caller dictating a number, %s deciding", (detectorKind) => {
  it("is not cut off in a 1.3 s pause while the VAD runs seconds behind the audio", async () => {
    const line = (open = await hearing(detectorKind));
    // 0–1.1 s "Mijn telefoonnummer is nul vier zeven vijf", judged in time; the VAD reports the pause.
    line.vad.report(VADEventType.START_OF_SPEECH, 100, { speechMs: 50 });
    line.heard("Mijn telefoonnummer is nul vier zeven vijf");
    const pauseReported = 1100 + line.vadSilenceMs;
    line.vad.report(VADEventType.END_OF_SPEECH, pauseReported, { silenceMs: line.vadSilenceMs, speechMs: 1000 });
    // The host is saturated: the VAD judges nothing more for 3 s while the caller's audio keeps arriving.
    await wallClock(PAST_THE_WALL_CLOCK_HOLD_MS);
    // It catches up: the caller went on at 2.4 s ("twaalf vierendertig") and stopped at 3.2 s.
    line.vad.silence(pauseReported, 2400);
    line.vad.report(VADEventType.START_OF_SPEECH, 2450, { speechMs: 50 });
    line.heard("twaalf vierendertig");
    line.vad.report(VADEventType.END_OF_SPEECH, 3200 + line.vadSilenceMs, { silenceMs: line.vadSilenceMs, speechMs: 800 });
    const turn = line.nextTurn();
    line.vad.silence(3200 + line.vadSilenceMs, 3200 + END_OF_TURN.holdMs + 100);
    await turn;
    expect(line.turns).toEqual(["Mijn telefoonnummer is nul vier zeven vijf twaalf vierendertig"]);
  }, 20_000);

  it("is answered once the VAD has judged the whole hold of silence, and not before", async () => {
    const line = (open = await hearing(detectorKind));
    line.vad.report(VADEventType.START_OF_SPEECH, 100, { speechMs: 50 });
    line.heard("Mijn telefoonnummer is nul vier zeven vijf");
    const pauseReported = 1100 + line.vadSilenceMs;
    line.vad.report(VADEventType.END_OF_SPEECH, pauseReported, { silenceMs: line.vadSilenceMs, speechMs: 1000 });
    line.vad.silence(pauseReported, 1100 + END_OF_TURN.holdMs - 100);
    await wallClock(PAST_THE_WALL_CLOCK_HOLD_MS);
    expect(line.turns).toEqual([]);
    const turn = line.nextTurn();
    line.vad.silence(1100 + END_OF_TURN.holdMs - 100, 1100 + END_OF_TURN.holdMs + 50);
    await turn;
    expect(line.turns).toEqual(["Mijn telefoonnummer is nul vier zeven vijf"]);
  }, 20_000);

  it("a held turn still ends when the caller's audio stops arriving (a frozen or muted stream)", async () => {
    const line = (open = await hearing(detectorKind));
    line.vad.report(VADEventType.START_OF_SPEECH, 100, { speechMs: 50 });
    line.heard("Mijn telefoonnummer is nul vier zeven vijf");
    const turn = line.nextTurn();
    line.stopAudio();
    line.vad.report(VADEventType.END_OF_SPEECH, 1100 + line.vadSilenceMs, { silenceMs: line.vadSilenceMs, speechMs: 1000 });
    await turn;
    expect(line.turns).toEqual(["Mijn telefoonnummer is nul vier zeven vijf"]);
  }, 20_000);
});
