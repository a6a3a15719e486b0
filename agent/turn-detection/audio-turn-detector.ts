/**
 * The line's end-of-turn detector when the audio model is installed: Smart Turn listens to how the
 * caller stopped (pitch, rhythm, the last syllable), the rules read what they said (a number being
 * dictated, a trailing "en", an "ehm"). Either one can hold the turn; it ends when neither does.
 *
 * It sits behind agents-js's turn-detector interface (`predictEndOfTurn`), which only gets the
 * transcript; the audio comes from the agent's recognition input (`pushAudio`) and the VAD's events
 * (`speechStarted`, `speechEnded`). At the VAD's end of speech the model starts at once, while the
 * recogniser finalises, so its answer is usually ready when the session asks.
 */
import type { llm } from "@livekit/agents";
import { AudioFrame, AudioResampler, AudioResamplerQuality } from "@livekit/rtc-node";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { looksUnfinished } from "../voicedesk/turn-taking/dictation";
import { lastUserText } from "../voicedesk/turn-taking/dictation-turn-detector";
import { END_OF_TURN } from "./policy";
import type { EndOfTurnModel } from "./smart-turn";
import { SAMPLE_RATE, StreamingLogMel } from "./whisper-log-mel";

const log = moduleLogger("agent.turn_detection");

/** Audio kept before the first word of a turn, as the model was trained (Pipecat's pre-speech padding). */
const PRE_SPEECH_MS = 500;
/** What the detector returns for words that cannot end a turn: far below any threshold. */
const UNFINISHED = 0.01;

export interface TurnDetectorLike {
  model: string;
  provider: string;
  unlikelyThreshold(language?: string): Promise<number | undefined>;
  supportsLanguage(language?: string): Promise<boolean>;
  predictEndOfTurn(chatCtx: llm.ChatContext): Promise<number>;
}

export interface Prediction {
  probability: number;
  computeMs: number;
  /** Audio samples the prediction saw. */
  atSample: number;
}

export class AudioTurnDetector implements TurnDetectorLike {
  readonly model: string;
  readonly provider = "voicedesk";
  #mel = new StreamingLogMel();
  #resampler: AudioResampler | undefined;
  #resamplerRate = 0;
  #turnStart: number | undefined;
  #pending: Promise<Prediction> | undefined;
  #pendingAt = -1;
  /** The last verdict, for the turn's telemetry. */
  last: (Prediction & { verdict: "end" | "hold"; reason: "model" | "words" }) | undefined;

  constructor(
    private readonly audioModel: EndOfTurnModel,
    private readonly lang: () => Lang,
    private readonly threshold: number = END_OF_TURN.smartTurnThreshold,
  ) {
    this.model = audioModel.name;
  }

  /** Caller audio, any rate: kept at 16 kHz as model features. */
  pushAudio(frame: AudioFrame): void {
    let pcm = frame.data.subarray(0, frame.samplesPerChannel * frame.channels);
    if (frame.channels !== 1) pcm = pcm.filter((_, i) => i % frame.channels === 0);
    if (frame.sampleRate !== SAMPLE_RATE) {
      if (!this.#resampler || this.#resamplerRate !== frame.sampleRate) {
        this.#resampler = new AudioResampler(frame.sampleRate, SAMPLE_RATE, 1, AudioResamplerQuality.QUICK);
        this.#resamplerRate = frame.sampleRate;
      }
      for (const out of this.#resampler.push(new AudioFrame(pcm, frame.sampleRate, 1, pcm.length))) this.#mel.push(out.data.subarray(0, out.samplesPerChannel));
      return;
    }
    this.#mel.push(pcm);
  }

  /** The VAD heard the caller start: a turn opens here unless one is open already. */
  speechStarted(): void {
    this.#pending = undefined;
    this.#turnStart ??= Math.max(0, this.#mel.samples - (PRE_SPEECH_MS * SAMPLE_RATE) / 1000);
  }

  /**
   * The VAD heard the caller stop: the model starts now. Resolves with the verdict when it is still
   * about this pause ("end" when the model is sure), or undefined when the caller spoke again first.
   */
  async speechEnded(): Promise<"end" | "hold" | undefined> {
    const pending = this.#predictNow();
    try {
      const prediction = await pending;
      if (this.#pending !== pending) return undefined;
      return prediction.probability >= this.threshold ? "end" : "hold";
    } catch {
      return undefined;
    }
  }

  /** The session took the turn: the next words start a new one. */
  turnCommitted(): void {
    this.#turnStart = undefined;
    this.#pending = undefined;
  }

  #predictNow(): Promise<Prediction> {
    const atSample = this.#mel.samples;
    if (this.#pending && this.#pendingAt === atSample) return this.#pending;
    const started = performance.now();
    const features = this.#mel.features(this.#turnStart ?? Math.max(0, atSample - (PRE_SPEECH_MS * SAMPLE_RATE) / 1000));
    this.#pendingAt = atSample;
    this.#pending = this.audioModel.predict(features).then((probability) => ({ probability, computeMs: performance.now() - started, atSample }));
    return this.#pending;
  }

  async unlikelyThreshold(): Promise<number> {
    return this.threshold;
  }

  async supportsLanguage(): Promise<boolean> {
    return true;
  }

  async predictEndOfTurn(chatCtx: llm.ChatContext): Promise<number> {
    const words = lastUserText(chatCtx);
    if (looksUnfinished(words, this.lang())) {
      this.last = { probability: UNFINISHED, computeMs: 0, atSample: this.#mel.samples, verdict: "hold", reason: "words" };
      log.info({ reason: "words" }, "end_of_turn_held");
      return UNFINISHED;
    }
    try {
      // The prediction started at the VAD's end of speech, unless the caller spoke since.
      const prediction = await (this.#pending ?? this.#predictNow());
      const verdict = prediction.probability >= this.threshold ? "end" : "hold";
      this.last = { ...prediction, verdict, reason: "model" };
      log.info({ probability: Number(prediction.probability.toFixed(3)), computeMs: Math.round(prediction.computeMs), verdict }, "end_of_turn_predicted");
      return prediction.probability;
    } catch (err) {
      // A model failure must not hold every turn for the longest delay: decide by the words alone.
      log.warn({ err: (err as Error).message }, "end_of_turn_model_failed");
      return 1;
    }
  }
}
