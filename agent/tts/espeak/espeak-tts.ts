import { tts, tokenize, type APIConnectOptions } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { randomUUID } from "node:crypto";
import { moduleLogger } from "~/lib/logger";
import { ESPEAK_SAMPLE_RATE, espeakArgs, espeakFrames, type EspeakProcessObserver, type EspeakUtterance } from "./espeak-process";
import { SpareEspeak } from "./spare-espeak";
import { ESPEAK_VOICES } from "./lang";
import {
  espeakTTSOptionsSchema,
  espeakUpdateSchema,
  parseOrThrow,
  type EspeakTTSOptions,
  type EspeakTTSUpdate,
  type ResolvedEspeakTTSOptions,
} from "./options";
import { wordsPerMinute } from "./voice";
import { picoFrames } from "../pico/pico-process";
import { PICO_VOICES } from "../pico/voices";

const log = moduleLogger("tts.espeak");

/**
 * Local text-to-speech with the Debian espeak-ng binary: no network, no keys, robotic but clear.
 * With `pico`, English, French and Italian are spoken by SVOX Pico instead (Debian non-free,
 * Apache-2.0; its 16 kHz resampled to the 22.05 kHz this TTS declares, so an answer that changes
 * voice between sentences keeps one rate); Dutch, which Pico lacks, stays on espeak-ng. It is the embedded default and the latency
 * baseline; a vendor TTS (ElevenLabs) sits behind the same `tts.TTS` interface, so choosing one
 * is configuration.
 */
export class EspeakTTS extends tts.TTS {
  label = "voicedesk.EspeakTTS";
  #opts: ResolvedEspeakTTSOptions;
  #livePids = new Set<number>();
  /** The next sentence's espeak-ng process, started while the line is quiet (./spare-espeak.ts). */
  readonly #spare = new SpareEspeak();
  readonly #observer: EspeakProcessObserver = {
    started: (pid) => this.#livePids.add(pid),
    ended: (pid) => this.#livePids.delete(pid),
  };

  constructor(options: EspeakTTSOptions = {}) {
    super(ESPEAK_SAMPLE_RATE, 1, { streaming: true });
    this.#opts = parseOrThrow(espeakTTSOptionsSchema, options);
  }

  get model(): string {
    return "espeak-ng";
  }

  get provider(): string {
    return "espeak-ng";
  }

  get options(): Readonly<ResolvedEspeakTTSOptions> {
    return { ...this.#opts };
  }

  /** Applies to the next sentence spoken, including sentences of a stream already running. */
  updateOptions(update: EspeakTTSUpdate): void {
    const parsed = parseOrThrow(espeakUpdateSchema, update);
    this.#opts = {
      ...this.#opts,
      ...(parsed.lang !== undefined ? { lang: parsed.lang } : {}),
      ...(parsed.speed !== undefined ? { speed: parsed.speed } : {}),
    };
    log.info({ lang: this.#opts.lang, speed: this.#opts.speed }, "espeak options updated");
  }

  /** espeak processes running right now; empty once speech finished or was interrupted. */
  get liveSynthesisPids(): number[] {
    return [...this.#livePids];
  }

  synthesize(text: string, connOptions?: APIConnectOptions, abortSignal?: AbortSignal): EspeakChunkedStream {
    return new EspeakChunkedStream(this, text, connOptions, abortSignal);
  }

  stream(options?: { connOptions?: APIConnectOptions }): EspeakSynthesizeStream {
    return new EspeakSynthesizeStream(this, options?.connOptions);
  }

  /** The voice that speaks the current language: `pico:en-GB`, `espeak-ng:nl`. */
  get voiceLabel(): string {
    const pico = this.#opts.pico ? PICO_VOICES[this.#opts.lang] : undefined;
    return pico ? `pico:${pico}` : `espeak-ng:${ESPEAK_VOICES[this.#opts.lang].name}`;
  }

  /** @internal Frames for one piece of text with the options current at this moment. */
  speak(text: string, signal: AbortSignal): AsyncGenerator<AudioFrame> {
    const pico = this.#opts.pico ? PICO_VOICES[this.#opts.lang] : undefined;
    if (pico)
      return picoFrames({ text, voice: pico, speed: this.#opts.speed, binary: this.#opts.picoBinary, outputRate: ESPEAK_SAMPLE_RATE }, signal, this.#observer);
    const voice = ESPEAK_VOICES[this.#opts.lang];
    return this.#espeak({ text, voice: voice.name, wordsPerMinute: wordsPerMinute(voice, this.#opts.speed), binary: this.#opts.binary }, signal);
  }

  async *#espeak(utterance: EspeakUtterance, signal: AbortSignal): AsyncGenerator<AudioFrame> {
    try {
      yield* espeakFrames(utterance, signal, this.#observer, (binary, args) => this.#spare.take(binary, args));
    } finally {
      // Once this sentence is spoken (or cut off), the next one's process starts, off the answer's path.
      this.#spare.refill(utterance.binary, espeakArgs(utterance));
    }
  }

  /** The call ended: the process kept for a next sentence is stopped. */
  override async close(): Promise<void> {
    this.#spare.close();
    await super.close();
  }

  /** The espeak-ng process waiting for the next sentence, if any (tests). */
  get spareSynthesisPid(): number | undefined {
    return this.#spare.sparePid;
  }
}

export class EspeakChunkedStream extends tts.ChunkedStream {
  label = "voicedesk.EspeakChunkedStream";
  readonly #tts: EspeakTTS;

  constructor(ttsInstance: EspeakTTS, text: string, connOptions?: APIConnectOptions, abortSignal?: AbortSignal) {
    super(text, ttsInstance, connOptions, abortSignal);
    this.#tts = ttsInstance;
  }

  protected async run(): Promise<void> {
    const requestId = randomUUID();
    let held: AudioFrame | undefined;
    const put = (frame: AudioFrame, final: boolean) => {
      if (!this.queue.closed) this.queue.put({ requestId, segmentId: requestId, frame, final });
    };
    for await (const frame of this.#tts.speak(this.inputText, this.abortSignal)) {
      if (held !== undefined) put(held, false);
      held = frame;
    }
    if (held !== undefined && !this.abortSignal.aborted) put(held, true);
  }
}

/**
 * Speaks sentence by sentence as text streams in (from an LLM, or a whole answer at once), so the
 * caller hears the first sentence while later ones are still being written or synthesised.
 */
export class EspeakSynthesizeStream extends tts.SynthesizeStream {
  label = "voicedesk.EspeakSynthesizeStream";
  readonly #tts: EspeakTTS;

  constructor(ttsInstance: EspeakTTS, connOptions?: APIConnectOptions) {
    super(ttsInstance, connOptions);
    this.#tts = ttsInstance;
  }

  protected async run(): Promise<void> {
    const sentences = new tokenize.basic.SentenceTokenizer().stream();
    const aborted = () => this.abortSignal.aborted;
    const put = (audio: tts.SynthesizedAudio | typeof tts.SynthesizeStream.END_OF_STREAM) => {
      if (!this.queue.closed && !aborted()) this.queue.put(audio);
    };

    const forwardText = async () => {
      for await (const input of this.input) {
        if (aborted()) break;
        if (input === tts.SynthesizeStream.FLUSH_SENTINEL) sentences.flush();
        else sentences.pushText(input);
      }
      sentences.endInput();
    };

    const speakSentences = async () => {
      const requestId = randomUUID();
      // One frame is held back so the last frame of each segment can carry `final: true`.
      let held: tts.SynthesizedAudio | undefined;
      for await (const { token, segmentId } of sentences) {
        if (aborted()) break;
        if (held !== undefined && held.segmentId !== segmentId) {
          put({ ...held, final: true });
          held = undefined;
        }
        this.markStarted();
        let deltaText: string | undefined = token;
        for await (const frame of this.#tts.speak(token, this.abortSignal)) {
          if (held !== undefined) put(held);
          held = { requestId, segmentId, frame, final: false, deltaText };
          deltaText = undefined;
        }
      }
      if (held !== undefined) put({ ...held, final: true });
      put(tts.SynthesizeStream.END_OF_STREAM);
    };

    try {
      await Promise.all([forwardText(), speakSentences()]);
    } finally {
      sentences.close();
    }
  }
}
