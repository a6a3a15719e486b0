/**
 * The recogniser's segmenter follows the session's VAD (one Silero stream per call), and on a busy
 * host that VAD runs seconds behind the audio the recogniser is given (suite `calls`: up to 4.8 s
 * at 10 calls). Requests are cut from the recogniser's own input at the VAD's sample positions, so
 * the two must name the same audio however far the VAD lags — including for a recognition stream
 * opened in the middle of the call (ReopenableRecognition.reopen, the language lock).
 *
 * Driven through agents-js 1.9's own AudioRecognition, the line's sttNode (VoicedeskAssistant) and
 * the real Silero VAD; the VAD's input is held back `lag` behind the recogniser's.
 */
import { initializeLogger, llm, VAD, type VADStream } from "@livekit/agents";
import { AudioFrame } from "@livekit/rtc-node";
import { ReadableStream, TransformStream, type ReadableStreamDefaultController } from "node:stream/web";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { rmsDbfs } from "~/testkit/harness/speech-energy";
import { MIN_VOICED_MS } from "~/testkit/doubles/openai/transcriptions";
import { assertEspeakInstalled } from "../../tts/espeak";
import { CallerAudioClock } from "../../turn-detection/caller-audio-clock";
import { ClockedVad } from "../../turn-detection/clocked-vad";
import { END_OF_TURN } from "../../turn-detection/policy";
import { agentsInternalModule } from "../../worker/agents-internals";
import type { CallState } from "../call/call-state";
import { VoicedeskAssistant } from "../voicedesk-assistant";
import { excerptStart, RATE, RecordingRecogniser, spoken } from "./caller-line.testkit";
import { loadVad } from "./quiet-gated-vad";

/** `audio` held back `lagMs` behind what arrives once its first `fromMs` went through (all of it released at the end). */
function heldBack(audio: ReadableStream<AudioFrame>, lagMs: number, fromMs = 0): ReadableStream<AudioFrame> {
  const lagSamples = (lagMs * RATE) / 1000;
  let onTime = (fromMs * RATE) / 1000;
  const held: AudioFrame[] = [];
  let heldSamples = 0;
  const behind = new TransformStream<AudioFrame, AudioFrame>(
    {
      transform(frame, controller) {
        if (onTime > 0) {
          onTime -= frame.samplesPerChannel;
          return controller.enqueue(frame);
        }
        held.push(frame);
        heldSamples += frame.samplesPerChannel;
        while (held.length > 0 && heldSamples - held[0]!.samplesPerChannel >= lagSamples) {
          const out = held.shift()!;
          heldSamples -= out.samplesPerChannel;
          controller.enqueue(out);
        }
      },
      flush(controller) {
        for (const frame of held) controller.enqueue(frame);
      },
    },
    { highWaterMark: Number.MAX_SAFE_INTEGER },
    { highWaterMark: Number.MAX_SAFE_INTEGER },
  );
  return audio.pipeThrough(behind);
}

/** The process's VAD, its streams' input held back `lagMs` of audio behind the call's (released at the end). */
class LaggingVad extends VAD {
  readonly label: string;
  constructor(
    readonly inner: VAD,
    readonly lagMs: number,
  ) {
    super(inner.capabilities);
    this.label = inner.label;
  }
  override get minSilenceDuration(): number | null {
    return this.inner.minSilenceDuration;
  }
  stream(): VADStream {
    const stream = this.inner.stream();
    const update = stream.updateInputStream.bind(stream);
    stream.updateInputStream = (audio: ReadableStream<AudioFrame>) => update(this.lagMs > 0 ? heldBack(audio, this.lagMs) : audio);
    return stream;
  }
}

interface Recognition {
  start(): Promise<void>;
  setInputAudioStream(audio: ReadableStream<AudioFrame>): void;
  close(): Promise<void>;
}
type RecognitionClass = new (opts: Record<string, unknown>) => Recognition;

const quietCall: Pick<CallState, "conversation" | "currentLang" | "agentSpeaking" | "agentText" | "heardLanguage" | "heardWords" | "finalTranscript"> = {
  conversation: "ref:lagging-vad",
  currentLang: "nl",
  agentSpeaking: false,
  agentText: "",
  heardLanguage() {},
  heardWords() {},
  finalTranscript() {},
};

/** The session's caller frames (CallController: 64 ms). */
const FRAME_MS = 64;
/** Audio is handed over this many times faster than real time: the VAD still runs `lag` behind it. */
const SPEED = 4;

/** Milliseconds of `pcm` loud enough to be speech, as the recogniser double judges it (20 ms frames above −40 dBFS). */
function voicedMs(pcm: Int16Array): number {
  const step = RATE / 50;
  let ms = 0;
  for (let i = 0; i + step <= pcm.length; i += step) if (rmsDbfs(pcm.subarray(i, i + step)) >= -40) ms += 20;
  return ms;
}

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
 * One call hearing `line`, 64 ms frames at SPEED× real time, the session's VAD `lagMs` behind.
 * `at(sample)` runs once the frame starting at that sample has been handed over.
 */
async function hearCall(line: Int16Array, lag: { vadMs: number; recogniserMs?: number }, at: Map<number, (assistant: VoicedeskAssistant) => void> = new Map()) {
  const { AudioRecognition } = (await agentsInternalModule("voice/audio_recognition.js")) as { AudioRecognition: RecognitionClass };
  const sessionVad = new ClockedVad(new LaggingVad(loadVad(END_OF_TURN.vadSilenceMs), lag.vadMs), new CallerAudioClock());
  const recogniser = new RecordingRecogniser();
  const assistant = new VoicedeskAssistant(quietCall as CallState, false, () => {});
  Object.defineProperty(assistant, "session", { get: () => ({ stt: recogniser, vad: sessionVad }) });
  const hooks = new Proxy({ retrieveChatCtx: () => llm.ChatContext.empty(), onEndOfTurn: async () => false } as Record<string | symbol, unknown>, {
    get: (target, prop) => target[prop] ?? (() => undefined),
  });
  const recognition = new AudioRecognition({
    recognitionHooks: hooks,
    stt: (audio: ReadableStream<AudioFrame>) => assistant.sttNode(lag.recogniserMs ? heldBack(audio, lag.recogniserMs, 500) : audio, {} as never),
    vad: sessionVad,
    turnDetectionMode: "vad",
  });
  open = recognition;
  let controller!: ReadableStreamDefaultController<AudioFrame>;
  recognition.setInputAudioStream(new ReadableStream<AudioFrame>({ start: (c) => void (controller = c) }));
  await recognition.start();
  const step = (RATE * FRAME_MS) / 1000;
  for (let i = 0; i + step <= line.length; i += step) {
    controller.enqueue(new AudioFrame(line.slice(i, i + step), RATE, 1, step));
    for (const [sample, action] of at) if (sample >= i && sample < i + step) action(assistant);
    await sleep(FRAME_MS / SPEED);
  }
  controller.close();
  return recogniser;
}

/** Up to the voice's last audible sample (−50 dBFS), its own trailing quiet left out. */
function audibleLength(speech: Int16Array): number {
  let last = speech.length;
  while (last > 0 && Math.abs(speech[last - 1]!) < 100) last--;
  return last;
}

/** Two questions with a pause between them, as the bench's callers ask them. */
async function twoQuestions(quietAfterMs = 3000) {
  const first = await spoken("nl", "Wat zijn de bezoekuren?");
  const second = await spoken("nl", "Hoeveel kost parkeren?");
  const quiet = (ms: number) => new Int16Array((ms * RATE) / 1000);
  const parts = [quiet(1000), first, quiet(4000), second, quiet(quietAfterMs)];
  const line = Int16Array.from(parts.flatMap((p) => Array.from(p)));
  const firstFrom = parts[0]!.length;
  const secondFrom = firstFrom + first.length + parts[2]!.length;
  return {
    line,
    phrases: [
      { from: firstFrom, to: firstFrom + audibleLength(first) },
      { from: secondFrom, to: secondFrom + audibleLength(second) },
    ],
    /** Just after the first question: the VAD, behind, has yet to judge its end. */
    afterFirst: firstFrom + first.length + RATE / 5,
  };
}

describe("a call whose VAD runs seconds behind the recogniser's audio", () => {
  it.each<[string, { vadMs: number; recogniserMs?: number }, boolean]>([
    ["the VAD 1.5 s behind", { vadMs: 1500 }, false],
    ["the VAD 1.5 s behind, the recognition stream reopened just after the first question (the language lock)", { vadMs: 1500 }, true],
    // The recogniser's input has its own hops (the end-of-turn log-mel tap, agents' STT forwarder): on a saturated loop it can fall behind the VAD instead.
    ["the recogniser's input 11 s behind the VAD", { vadMs: 0, recogniserMs: 11_000 }, false],
  ])(
    "sends each question, whole, and nothing without speech — %s",
    async (_, lag, reopen) => {
      // Quiet after the questions for the audio held back to arrive while the call goes on.
      const { line, phrases, afterFirst } = await twoQuestions(3000 + (lag.recogniserMs ?? 0));
      const actions = new Map<number, (a: VoicedeskAssistant) => void>();
      if (reopen) actions.set(afterFirst, (a) => a.reopenRecognition());
      const recogniser = await hearCall(line, lag, actions);

      await expect.poll(() => recogniser.sent.length, { timeout: 15_000 }).toBe(2);
      await sleep(1000);
      expect(recogniser.sent, "requests sent for two questions").toHaveLength(2);
      for (const [i, request] of recogniser.sent.entries()) {
        expect(voicedMs(request), `request ${i + 1}: speech in it (ms)`).toBeGreaterThanOrEqual(MIN_VOICED_MS);
        // The caller's audio as said: from the quiet before the question's first word past its last.
        const start = excerptStart(request, line);
        expect(start, `request ${i + 1} is an excerpt of the caller's line`).toBeGreaterThanOrEqual(0);
        expect(start).toBeLessThanOrEqual(phrases[i]!.from);
        expect(start + request.length).toBeGreaterThanOrEqual(phrases[i]!.to);
      }
    },
    30_000,
  );
});
