/**
 * A call with the local (not streaming) recogniser runs one VAD stream: the recogniser's segmenter
 * follows the session's own stream instead of opening a second Silero stream over the same audio.
 * Driven through agents-js 1.9's own AudioRecognition (the session's VAD task and its recogniser
 * input), the line's sttNode (VoicedeskAssistant) and the real Silero VAD on the local voice.
 */
import { initializeLogger, llm, VAD, type VADStream } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { ReadableStream } from "node:stream/web";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertEspeakInstalled } from "../../tts/espeak";
import { CallerAudioClock } from "../../turn-detection/caller-audio-clock";
import { ClockedVad } from "../../turn-detection/clocked-vad";
import { END_OF_TURN } from "../../turn-detection/policy";
import { agentsInternalModule } from "../../worker/agents-internals";
import type { CallState } from "../call/call-state";
import { VoicedeskAssistant } from "../voicedesk-assistant";
import { callerLine, excerptStart, RATE, RecordingRecogniser, roomFrames, spoken } from "./caller-line.testkit";
import { loadVad } from "./quiet-gated-vad";

/** The process's VAD, counting the streams opened on it. */
class CountingVad extends VAD {
  readonly label: string;
  opened = 0;
  constructor(readonly inner: VAD) {
    super(inner.capabilities);
    this.label = inner.label;
  }
  override get minSilenceDuration(): number | null {
    return this.inner.minSilenceDuration;
  }
  stream(): VADStream {
    this.opened += 1;
    return this.inner.stream();
  }
}

interface Recognition {
  start(): Promise<void>;
  setInputAudioStream(audio: ReadableStream<AudioFrame>): void;
  close(): Promise<void>;
}
type RecognitionClass = new (opts: Record<string, unknown>) => Recognition;

/** What sttNode reads of the call: a caller the line is not talking over. */
const quietCall: Pick<CallState, "currentLang" | "agentSpeaking" | "agentText" | "heardLanguage" | "heardWords" | "finalTranscript"> = {
  currentLang: "en",
  agentSpeaking: false,
  agentText: "",
  heardLanguage() {},
  heardWords() {},
  finalTranscript() {},
};

let open: Recognition | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

beforeAll(() => {
  initializeLogger({ pretty: false, level: "warn" });
  assertEspeakInstalled();
});

/**
 * One call hearing `line` (10 ms room frames, as fast as it is read). `muted(sample)`: whether the
 * session gives the recogniser silence for the frame starting there (agents-js's
 * shouldDiscardAudioForStt: uninterruptible speech, the echo canceller's warm-up).
 */
async function hearCall(line: Int16Array, muted: (sample: number) => boolean = () => false) {
  const { AudioRecognition } = (await agentsInternalModule("voice/audio_recognition.js")) as { AudioRecognition: RecognitionClass };
  const vad = new CountingVad(loadVad(END_OF_TURN.vadSilenceMs));
  const sessionVad = new ClockedVad(vad, new CallerAudioClock());
  const recogniser = new RecordingRecogniser();
  const assistant = new VoicedeskAssistant(quietCall as CallState, false, () => {});
  Object.defineProperty(assistant, "session", { get: () => ({ stt: recogniser, vad: sessionVad }) });
  let speechStarts = 0;
  const hooks = new Proxy(
    {
      retrieveChatCtx: () => llm.ChatContext.empty(),
      onStartOfSpeech: () => void (speechStarts += 1),
      onEndOfTurn: async () => false,
    } as Record<string | symbol, unknown>,
    { get: (target, prop) => target[prop] ?? (() => undefined) },
  );
  const frameAt = new Map<AudioFrame, number>();
  const recognition = new AudioRecognition({
    recognitionHooks: hooks,
    stt: (audio: ReadableStream<AudioFrame>) => assistant.sttNode(audio, {} as never),
    vad: sessionVad,
    turnDetectionMode: "vad",
    shouldDiscardAudioForStt: (frame: AudioFrame) => muted(frameAt.get(frame) ?? 0),
  });
  open = recognition;
  const frames = [...roomFrames(line)];
  frames.forEach((f, i) => frameAt.set(f, i * (RATE / 100)));
  recognition.setInputAudioStream(ReadableStream.from(frames));
  await recognition.start();
  return { vad, recogniser, speechStarts: () => speechStarts };
}

describe("a call with the local recogniser", () => {
  it("runs one VAD stream, and the recogniser is sent the caller's question from it", async () => {
    const { line, speechFrom, speechTo } = callerLine(await spoken("en", "What are the visiting hours?"));
    const call = await hearCall(line);

    await expect.poll(() => call.recogniser.sent.length, { timeout: 10_000 }).toBe(1);
    expect(call.vad.opened, "VAD streams opened for one call").toBe(1);
    const request = call.recogniser.sent[0]!;
    const start = excerptStart(request, line);
    // The caller's audio as said, from the quiet before the first word past the last one.
    expect(start, "the request is no excerpt of the caller's line").toBeGreaterThanOrEqual(0);
    expect(start).toBeLessThan(speechFrom);
    expect(start + request.length).toBeGreaterThanOrEqual(speechTo);
  });

  it("does not send the recogniser what the caller said while the session gave it silence, though the session's VAD heard it", async () => {
    const first = await spoken("en", "Hello, hello?");
    const second = await spoken("en", "What are the visiting hours?");
    const gap = new Int16Array(2 * RATE);
    const { line } = callerLine(Int16Array.from([...first, ...gap, ...second]));
    // The first phrase falls in the muted stretch (as over the greeting's first seconds).
    const mutedUntil = RATE + first.length + RATE;
    const call = await hearCall(line, (sample) => sample < mutedUntil);

    await expect.poll(() => call.recogniser.sent.length, { timeout: 10_000 }).toBe(1);
    // The session's VAD heard both phrases (the first may be two, at its comma).
    await expect.poll(() => call.speechStarts() >= 2).toBe(true);
    expect(call.vad.opened).toBe(1);
    const request = call.recogniser.sent[0]!;
    // Only the second phrase, from the unmuted audio.
    expect(excerptStart(request, line)).toBeGreaterThanOrEqual(mutedUntil);
  });
});
