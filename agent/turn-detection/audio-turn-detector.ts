/**
 * The line's end-of-turn detector when the audio model is installed: Smart Turn listens to how the
 * caller stopped (pitch, rhythm, the last syllable), the rules read what they said (a number being
 * dictated, a trailing "en", an "ehm"). Either one can hold the turn; it ends when neither does.
 *
 * The model is asked more than once per pause: at the VAD's report, and again as the silence grows
 * (policy.ts, `looks`), each time on the audio up to that moment and with a lower threshold. A
 * caller who has clearly finished is answered at the first look; a doubtful ending waits for more
 * silence instead of a fixed long hold; a caller who speaks again cancels the looks still to come.
 * The looks run on the audio clock (samples pushed), not on timers, so they see exactly the silence
 * they are named after.
 *
 * It sits behind agents-js's turn-detector interface (`predictEndOfTurn`), which only gets the
 * transcript and may take its time: the session waits for the answer before it applies its
 * endpointing delay (0 when the turn ends, the hold otherwise). The audio comes from the agent's
 * recognition input (`pushAudio`) and the VAD's events (`speechStarted`, `speechEnded`).
 */
import type { llm } from "@livekit/agents";
import { AudioFrame, AudioResampler, AudioResamplerQuality } from "@livekit/rtc-node";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { looksUnfinished } from "../voicedesk/turn-taking/dictation";
import { VAD_WINDOW_MS, type CallerAudioClock } from "./caller-audio-clock";
import { lastUserText } from "../voicedesk/turn-taking/dictation-turn-detector";
import { END_OF_TURN, type Look } from "./policy";
import type { TurnDetectorLike } from "./turn-detector-like";
import type { EndOfTurnModel } from "./smart-turn";
import { SAMPLE_RATE, StreamingLogMel } from "./whisper-log-mel";

const log = moduleLogger("agent.turn_detection");

/** Audio kept before the first word of a turn, as the model was trained (Pipecat's pre-speech padding). */
const PRE_SPEECH_MS = 500;
/** What the detector returns for a turn that goes on: far below any threshold. */
const UNFINISHED = 0.01;
const FINISHED = 1;
/**
 * The looks run as audio arrives. Should the caller's audio stop flowing (a track muted, a frozen
 * stream), the pause is held after its last look's silence plus this much — never left undecided.
 */
const LOOKS_OVERDUE_MS = 500;
const samplesFor = (ms: number) => Math.round((ms * SAMPLE_RATE) / 1000);

export interface Prediction {
  probability: number;
  computeMs: number;
  /** Audio samples the prediction saw. */
  atSample: number;
  /** Silence after the caller's last sound when the model was asked, ms. */
  silenceMs: number;
}

export type PauseVerdict = "end" | "hold";

/** One pause of the caller, judged look by look until a look ends it, the looks run out, or the caller speaks again. */
class Pause {
  readonly verdict: Promise<PauseVerdict | undefined>;
  #settle!: (v: PauseVerdict | undefined) => void;
  #next = 0;
  #busy = false;
  last: Prediction | undefined;

  constructor(
    /** Sample of the caller's last sound (the VAD's report minus its silence window). */
    readonly lastSpeechSample: number,
    private readonly looks: readonly Look[],
  ) {
    const timer = setTimeout(() => this.#settle("hold"), (looks.at(-1)?.silenceMs ?? 0) + LOOKS_OVERDUE_MS);
    this.verdict = new Promise<PauseVerdict | undefined>((resolve) => {
      this.#settle = (v) => {
        this.#settled = true;
        resolve(v);
      };
    }).finally(() => clearTimeout(timer));
  }

  #settled = false;

  /** The next look due at `samples` of audio, if any, none is running and the pause is still open. */
  due(samples: number): Look | undefined {
    const look = this.looks[this.#next];
    if (this.#settled || this.#busy || !look || samples < this.lastSpeechSample + samplesFor(look.silenceMs)) return undefined;
    return look;
  }

  async judge(look: Look, predict: () => Promise<Prediction>): Promise<void> {
    this.#busy = true;
    try {
      const prediction = await predict();
      this.last = prediction;
      this.#next++;
      if (prediction.probability >= look.threshold) this.#settle("end");
      else if (this.#next >= this.looks.length) this.#settle("hold");
    } catch (err) {
      // A model failure must not hold every turn for the longest delay: the words decide alone.
      log.warn({ err: (err as Error).message }, "end_of_turn_model_failed");
      this.#settle("end");
    } finally {
      this.#busy = false;
    }
  }

  cancel(): void {
    this.#settle(undefined);
  }
}

export class AudioTurnDetector implements TurnDetectorLike {
  readonly model: string;
  readonly provider = "voicedesk";
  #mel = new StreamingLogMel();
  #resampler: AudioResampler | undefined;
  #resamplerRate = 0;
  #turnStart: number | undefined;
  #pause: Pause | undefined;
  /** The last verdict, for the turn's telemetry. */
  last: (Partial<Prediction> & { verdict: PauseVerdict; reason: "model" | "words" }) | undefined;

  constructor(
    private readonly audioModel: EndOfTurnModel,
    private readonly lang: () => Lang,
    private readonly looks: readonly Look[] = END_OF_TURN.looks,
    private readonly vadSilenceMs: number = END_OF_TURN.vadSilenceMs,
    /**
     * The call's audio clock (the session's VAD as it judged the audio). With it, a pause starts
     * where the VAD placed the caller's last sound, and a look's "finished" stands only once the VAD
     * has judged that silence too: on a host where the VAD runs behind, a look can hear audio in
     * which the caller already goes on before the VAD says so.
     */
    private readonly clock?: CallerAudioClock,
  ) {
    this.model = audioModel.name;
  }

  /** Caller audio, any rate: kept at 16 kHz as model features; a pause's next look runs when its silence is reached. */
  pushAudio(frame: AudioFrame): void {
    let pcm = frame.data.subarray(0, frame.samplesPerChannel * frame.channels);
    if (frame.channels !== 1) pcm = pcm.filter((_, i) => i % frame.channels === 0);
    if (frame.sampleRate !== SAMPLE_RATE) {
      if (!this.#resampler || this.#resamplerRate !== frame.sampleRate) {
        this.#resampler = new AudioResampler(frame.sampleRate, SAMPLE_RATE, 1, AudioResamplerQuality.QUICK);
        this.#resamplerRate = frame.sampleRate;
      }
      for (const out of this.#resampler.push(new AudioFrame(pcm, frame.sampleRate, 1, pcm.length))) this.#mel.push(out.data.subarray(0, out.samplesPerChannel));
    } else {
      this.#mel.push(pcm);
    }
    this.#lookIfDue();
  }

  /** The VAD heard the caller start: a turn opens here unless one is open already; a pause they talked through is forgotten. */
  speechStarted(): void {
    this.#pause?.cancel();
    this.#pause = undefined;
    this.#turnStart ??= Math.max(0, this.#mel.samples - samplesFor(PRE_SPEECH_MS));
  }

  /**
   * The VAD heard the caller stop: the pause's looks start now. Resolves "end" when a look heard a
   * finished turn, "hold" when none did, undefined when the caller spoke again first.
   */
  speechEnded(): Promise<PauseVerdict | undefined> {
    this.#pause?.cancel();
    // The VAD's report comes its silence window after the last sound — and, on a busy host, as far again as it runs behind.
    const silenceSoFar = this.clock?.arrivedSinceLastSoundMs ?? this.vadSilenceMs;
    const pause = new Pause(Math.max(0, this.#mel.samples - samplesFor(silenceSoFar)), this.looks);
    this.#pause = pause;
    this.#lookIfDue();
    return pause.verdict;
  }

  /** The session took the turn: the next words start a new one. */
  turnCommitted(): void {
    this.#pause?.cancel();
    this.#pause = undefined;
    this.#turnStart = undefined;
  }

  #lookIfDue(): void {
    const pause = this.#pause;
    const look = pause?.due(this.#mel.samples);
    if (!pause || !look) return;
    void pause.judge(look, () => this.#predictNow(pause));
  }

  async #predictNow(pause: Pause): Promise<Prediction> {
    const atSample = this.#mel.samples;
    const started = performance.now();
    const features = this.#mel.features(this.#turnStart ?? Math.max(0, atSample - samplesFor(PRE_SPEECH_MS)));
    const probability = await this.audioModel.predict(features);
    const silenceMs = Math.round(((atSample - pause.lastSpeechSample) * 1000) / SAMPLE_RATE);
    const prediction = { probability, computeMs: performance.now() - started, atSample, silenceMs };
    log.info(
      {
        probability: Number(probability.toFixed(3)),
        computeMs: Math.round(prediction.computeMs),
        silenceMs,
        vadBehindMs: this.clock && Math.round(this.clock.vadBehindMs),
      },
      "end_of_turn_predicted",
    );
    return prediction;
  }

  async unlikelyThreshold(): Promise<number> {
    return 0.5;
  }

  async supportsLanguage(): Promise<boolean> {
    return true;
  }

  /**
   * The session asks when the caller paused and the recogniser has words. Words that cannot end a
   * turn hold it at once; otherwise the answer is the pause's verdict, which may come only after
   * a few looks (the session waits for it).
   */
  async predictEndOfTurn(chatCtx: llm.ChatContext): Promise<number> {
    const words = lastUserText(chatCtx);
    if (looksUnfinished(words, this.lang())) {
      // The words hold the turn whatever the audio says: the pause's remaining looks would be wasted inference.
      this.#pause?.cancel();
      this.last = { verdict: "hold", reason: "words" };
      log.info({ reason: "words" }, "end_of_turn_held");
      return UNFINISHED;
    }
    // Asked without a pause of our own (the recogniser's final came first): the pause starts now.
    if (!this.#pause) void this.speechEnded();
    const pause = this.#pause!;
    const verdict = await pause.verdict;
    // undefined: the caller spoke again — this ask is moot; the session cancels it too.
    this.last = { ...pause.last, verdict: verdict ?? "hold", reason: "model" };
    if (verdict !== "end") return UNFINISHED;
    return (await this.#vadAgrees(pause.last?.silenceMs)) ? FINISHED : UNFINISHED;
  }

  /**
   * Whether the VAD, too, has heard the silence the deciding look heard (less one of its windows, so
   * a quiet host, where it keeps up, waits for nothing). "spoke": the caller went on inside audio the
   * look had already judged finished — the turn is theirs.
   */
  async #vadAgrees(silenceMs: number | undefined): Promise<boolean> {
    if (!this.clock || silenceMs === undefined) return true;
    const outcome = await this.clock.untilSilence(silenceMs - VAD_WINDOW_MS);
    if (outcome === "spoke") log.info({ silenceMs }, "end_of_turn_withdrawn_caller_went_on");
    return outcome === "silent";
  }
}
