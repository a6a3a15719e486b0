/**
 * How long the caller has been silent, counted in the caller's audio as the VAD judged it — not on
 * the wall clock.
 *
 * Why: on a busy host the VAD runs behind the audio (on the 2-core host with ten calls the job
 * hosts' event loop lagged 0.8 s). A hold counted on the wall clock from the VAD's end-of-speech
 * report can then run out before the VAD has even looked at the audio in which the caller goes on:
 * a caller dictating "0475 … 12 34" with a 1.3 s pause was cut off after the first group. Counted
 * here, the hold ends only once the VAD has judged that much silence, so whatever the VAD heard
 * first — the caller going on, or the silence — decides, as it would on a quiet host, where both
 * clocks agree and nothing waits longer.
 *
 * Fed by the session's own VAD stream (`observe`): the audio arriving at its input (the audio
 * clock) and the events it emits (what it has judged, and whether the caller is speaking). Only
 * when no audio arrives at all (a frozen or muted stream) and the VAD has judged everything that
 * came does the wall clock count, from the last audio: no audio is no speech.
 */
import { VADEventType, type VADEvent, type VADStream } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { ReadableStream, TransformStream } from "node:stream/web";

/**
 * No audio at the VAD's input for this long means the stream stopped, not that the host is slow:
 * frames normally come every 64 ms, and the worst event-loop lag measured on a saturated host was
 * 0.8 s.
 */
export const AUDIO_STOPPED_MS = 1000;
/** How often an open wait looks at the wall clock (only for the stopped-audio case). */
const STOPPED_CHECK_MS = 100;
/** The VAD judges 32 ms windows: audio shorter than one window waits at its input for the next frame. */
export const VAD_WINDOW_MS = 32;

/**
 * Below this level a frame carries no voice (a phone line's quiet, comfort noise near −60 dBFS);
 * speech arrives at −35 to −15 dBFS. The same bar as the VAD's quiet gate.
 */
const VOICE_DBFS = -55;

function loudEnough(pcm: Int16Array): boolean {
  let sum = 0;
  for (let i = 0; i < pcm.length; i++) sum += pcm[i]! * pcm[i]!;
  return pcm.length > 0 && 20 * Math.log10(Math.sqrt(sum / pcm.length) / 32768) >= VOICE_DBFS;
}

export type SilenceOutcome = "silent" | "spoke";

interface Wait {
  silenceMs: number;
  resolve(outcome: SilenceOutcome): void;
}

export class CallerAudioClock {
  /** Audio (ms since the call's first VAD stream began) that reached the VAD's input. */
  #arrivedMs = 0;
  #lastArrivalWall = performance.now();
  /** performance.now() when the last frame loud enough to carry a voice reached the VAD's input. */
  #lastVoiceArrivalWall: number | undefined;
  /** Audio the VAD has judged, on the same scale. */
  #judgedMs = 0;
  #speaking = false;
  /** Where the caller's last sound ended, on the same scale; undefined before the first pause. */
  #lastSoundMs: number | undefined;
  #stream: VADStream | undefined;
  #waits = new Set<Wait>();
  #timer: NodeJS.Timeout | undefined;

  /** Whether the VAD last reported the caller speaking. */
  get speaking(): boolean {
    return this.#speaking;
  }

  /** Silence after the caller's last sound that the VAD has judged, ms of audio (0 while they speak). */
  get judgedSilenceMs(): number {
    if (this.#speaking) return 0;
    return this.#judgedMs - (this.#lastSoundMs ?? this.#judgedMs);
  }

  /**
   * Audio that has arrived since the caller's last sound as the VAD placed it, ms: the pause so far
   * on the audio clock, including what the VAD has not judged yet. Undefined while the caller speaks
   * or before the first pause.
   */
  get arrivedSinceLastSoundMs(): number | undefined {
    if (this.#speaking || this.#lastSoundMs === undefined) return undefined;
    return Math.max(0, this.#arrivedMs - this.#lastSoundMs);
  }

  /**
   * performance.now() when the caller's last voiced audio reached the VAD's input (by loudness, not
   * the model): what the VAD's end-of-speech report is late against, for the latency diagnostics.
   */
  get lastVoiceArrivedAt(): number | undefined {
    return this.#lastVoiceArrivalWall;
  }

  /** How far the VAD runs behind the audio that reached it, ms. */
  get vadBehindMs(): number {
    return Math.max(0, this.#arrivedMs - this.#judgedMs);
  }

  /**
   * The session's VAD stream, watched: its input counts as the audio clock, its events (as the
   * session reads them, in order) as what was judged. Returns the same stream.
   */
  observe<S extends VADStream>(stream: S): S {
    this.#stream = stream;
    // A stream's timestamps start at 0, and again after a flush: they continue the call's scale.
    let base = this.#arrivedMs;
    let lastTimestamp = 0;
    const arrivedAtStart = this.#arrivedMs;
    const ownStream = () => this.#stream === stream;
    const update = stream.updateInputStream.bind(stream);
    stream.updateInputStream = (audio: ReadableStream<AudioFrame>) => {
      let arrived = 0;
      const counting = new TransformStream<AudioFrame, AudioFrame>(
        {
          transform: (frame, controller) => {
            arrived += (frame.samplesPerChannel * 1000) / frame.sampleRate;
            if (ownStream()) this.#arrival(arrivedAtStart + arrived, loudEnough(frame.data));
            controller.enqueue(frame);
          },
        },
        // Counted as it arrives, not as the VAD pulls it: a VAD behind must not slow the count.
        { highWaterMark: Number.MAX_SAFE_INTEGER },
        { highWaterMark: Number.MAX_SAFE_INTEGER },
      );
      update(audio.pipeThrough(counting));
    };
    const next = stream.next.bind(stream);
    stream.next = async () => {
      const result = await next();
      if (!result.done && ownStream()) {
        if (result.value.timestamp < lastTimestamp) base = this.#judgedMs;
        lastTimestamp = result.value.timestamp;
        this.#judged(result.value, base);
      }
      return result;
    };
    return stream;
  }

  /**
   * Resolves "silent" once the VAD has judged `silenceMs` of silence after the caller's last sound,
   * "spoke" as soon as it hears them speak (at once if they are speaking now).
   */
  untilSilence(silenceMs: number): Promise<SilenceOutcome> {
    if (this.#speaking) return Promise.resolve("spoke");
    // Asked with no pause reported yet (the recogniser's words came first): the silence starts now.
    this.#lastSoundMs ??= this.#judgedMs;
    return new Promise<SilenceOutcome>((resolve) => {
      const wait: Wait = { silenceMs, resolve };
      this.#waits.add(wait);
      this.#settle();
      if (this.#waits.size > 0 && !this.#timer) {
        this.#timer = setInterval(() => this.#settle(), STOPPED_CHECK_MS);
        this.#timer.unref();
      }
    });
  }

  /** The call ended: nothing waits any longer. */
  close(): void {
    this.#resolveAll("spoke");
  }

  #arrival(ms: number, voiced: boolean): void {
    this.#arrivedMs = ms;
    this.#lastArrivalWall = performance.now();
    if (voiced) this.#lastVoiceArrivalWall = this.#lastArrivalWall;
  }

  #judged(ev: VADEvent, base: number): void {
    const at = base + ev.timestamp;
    this.#judgedMs = Math.max(this.#judgedMs, at);
    if (ev.type === VADEventType.START_OF_SPEECH) {
      this.#speaking = true;
      this.#resolveAll("spoke");
    } else if (ev.type === VADEventType.END_OF_SPEECH) {
      this.#speaking = false;
      this.#lastSoundMs = at - ev.silenceDuration;
    }
    this.#settle();
  }

  /** Silence to count for a wait: what the VAD judged, plus the wall clock once the audio stopped. */
  #silenceNow(): number {
    const judged = this.judgedSilenceMs;
    const sinceAudio = performance.now() - this.#lastArrivalWall;
    const caughtUp = this.#arrivedMs - this.#judgedMs < VAD_WINDOW_MS;
    return caughtUp && sinceAudio >= AUDIO_STOPPED_MS ? judged + sinceAudio : judged;
  }

  #settle(): void {
    if (this.#speaking || this.#waits.size === 0) return;
    const silence = this.#silenceNow();
    for (const wait of this.#waits) {
      if (silence < wait.silenceMs) continue;
      this.#waits.delete(wait);
      wait.resolve("silent");
    }
    if (this.#waits.size === 0) this.#stopTimer();
  }

  #resolveAll(outcome: SilenceOutcome): void {
    for (const wait of this.#waits) wait.resolve(outcome);
    this.#waits.clear();
    this.#stopTimer();
  }

  #stopTimer(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
