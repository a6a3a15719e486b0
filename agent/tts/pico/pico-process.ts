import { AudioFrame, AudioResampler, AudioResamplerQuality } from "@livekit/rtc-node";
import { spawn } from "node:child_process";
import { closeSync, constants, createReadStream, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { moduleLogger } from "~/lib/logger";
import type { EspeakProcessObserver } from "../espeak/espeak-process";
import { PcmFramer } from "../espeak/pcm-framer";
import { WavStreamReader } from "../espeak/wav-stream";
import { TrailingHeaderGuard } from "./trailing-header";
import { PICO_SAMPLE_RATE } from "./voices";

const log = moduleLogger("tts.pico");

export class PicoFailedError extends Error {
  constructor(detail: string) {
    super(`pico2wave failed: ${detail}`);
    this.name = "PicoFailedError";
  }
}

export interface PicoUtterance {
  text: string;
  /** Pico's language code: en-GB, fr-FR, it-IT. */
  voice: string;
  /** 0.70–1.00 of the voice's natural pace (Pico's own <speed level> markup, in percent). */
  speed: number;
  binary: string;
  /**
   * The rate the frames are yielded at. The line's TTS declares one rate (espeak-ng's 22.05 kHz) for
   * every language, and an answer may switch voice between sentences; Pico's 16 kHz is resampled
   * here so every frame carries the declared rate.
   */
  outputRate: number;
}

/** Below this amplitude a sample is Pico's padding, not speech. */
const SILENCE_FLOOR = 200;
/**
 * Pico pads each utterance with 35–110 ms of silence before and 0.5–0.65 s after. The lead is cut
 * (it delays the first sound the caller hears); the tail is kept up to this much, a natural pause
 * between two sentences.
 */
const KEPT_TAIL_SAMPLES = Math.round(0.25 * PICO_SAMPLE_RATE);

/**
 * The sentence at the given speed. The speed tag is left open: it holds to the end of the text,
 * and a closing tag made Pico end the sentence, then speak an empty one after it — another 0.6 s
 * of padding with a faint blip in it, which the padding trimmer took for speech and kept: over a
 * second between two of the Italian greeting's sentences.
 */
function markup(text: string, speed: number): string {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<speed level="${Math.round(speed * 100)}">${escaped}`;
}

/** Drops the leading padding and holds silence back until speech follows (the tail is capped at the end). */
class PaddingTrimmer {
  #started = false;
  #held: Int16Array[] = [];
  #heldLength = 0;

  push(samples: Int16Array): Int16Array {
    let loud = -1;
    for (let i = samples.length - 1; i >= 0; i--) {
      if (Math.abs(samples[i]!) >= SILENCE_FLOOR) {
        loud = i;
        break;
      }
    }
    if (loud < 0) {
      if (this.#started) this.#hold(samples);
      return new Int16Array(0);
    }
    let from = 0;
    if (!this.#started) {
      while (Math.abs(samples[from]!) < SILENCE_FLOOR) from++;
      this.#started = true;
    }
    const out = this.#release(samples.subarray(from, loud + 1));
    this.#hold(samples.subarray(loud + 1));
    return out;
  }

  /** The end: at most KEPT_TAIL_SAMPLES of the held silence. */
  end(): Int16Array {
    const tail = this.#release(new Int16Array(0));
    return tail.subarray(0, Math.min(tail.length, KEPT_TAIL_SAMPLES));
  }

  #hold(samples: Int16Array): void {
    if (samples.length === 0) return;
    this.#held.push(samples.slice());
    this.#heldLength += samples.length;
  }

  #release(after: Int16Array): Int16Array {
    const out = new Int16Array(this.#heldLength + after.length);
    let at = 0;
    for (const h of this.#held) {
      out.set(h, at);
      at += h.length;
    }
    out.set(after, at);
    this.#held = [];
    this.#heldLength = 0;
    return out;
  }
}

/** Pico's 16 kHz samples at the output rate (a pass-through when they agree). */
class Resampling {
  readonly #resampler: AudioResampler | undefined;

  constructor(outputRate: number) {
    if (outputRate !== PICO_SAMPLE_RATE) this.#resampler = new AudioResampler(PICO_SAMPLE_RATE, outputRate, 1, AudioResamplerQuality.MEDIUM);
  }

  push(samples: Int16Array): Int16Array {
    if (!this.#resampler || samples.length === 0) return samples;
    return joined(this.#resampler.push(new AudioFrame(samples, PICO_SAMPLE_RATE, 1, samples.length)));
  }

  flush(): Int16Array {
    return this.#resampler ? joined(this.#resampler.flush()) : new Int16Array(0);
  }

  /** The native resampler holds a handle until closed. */
  close(): void {
    this.#resampler?.close();
  }
}

function joined(frames: AudioFrame[]): Int16Array {
  const out = new Int16Array(frames.reduce((n, f) => n + f.samplesPerChannel, 0));
  let at = 0;
  for (const f of frames) {
    out.set(f.data.subarray(0, f.samplesPerChannel), at);
    at += f.samplesPerChannel;
  }
  return out;
}

/**
 * Speaks one utterance with SVOX Pico and yields 20 ms frames as the audio is written. pico2wave
 * only writes to a file named *.wav: it is given a named pipe, so the first frame reaches the
 * caller ~0.1 s after the process starts instead of after the whole sentence (RTF ≈ 0.05–0.1).
 * Aborting `signal` (barge-in) or abandoning the iteration kills the process at once.
 */
export async function* picoFrames(utterance: PicoUtterance, signal: AbortSignal, observer?: EspeakProcessObserver): AsyncGenerator<AudioFrame> {
  if (utterance.text.trim() === "" || signal.aborted) return;
  const dir = mkdtempSync(join(tmpdir(), "voicedesk-pico-"));
  const pipe = join(dir, "speech.wav");
  const mkfifo = spawn("mkfifo", ["-m", "600", pipe], { stdio: "ignore" });
  const made = await new Promise<number | null>((resolve) => {
    mkfifo.once("error", () => resolve(null));
    mkfifo.once("close", resolve);
  });
  if (made !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new PicoFailedError("could not make a named pipe (mkfifo)");
  }
  // Text goes in as one argument after `--`: a sentence starting with "-" is never read as an option.
  const child = spawn(utterance.binary, ["-l", utterance.voice, "-w", pipe, "--", markup(utterance.text, utterance.speed)], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const outcome = new Promise<{ code: number | null; error?: Error }>((resolve) => {
    child.once("error", (error) => resolve({ code: null, error }));
    child.once("close", (code) => resolve({ code }));
  });
  const pid = child.pid;
  if (pid !== undefined) observer?.started(pid);
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    if (stderr.length < 2000) stderr += chunk.toString("utf8");
  });
  const audio = createReadStream(pipe);
  // Opening a named pipe for reading waits (on one of libuv's few pool threads) until a writer
  // opens it. If pico2wave dies or is killed before it does, open the pipe as the writer ourselves
  // and close it: the reader sees the end at once instead of waiting forever.
  const releaseReader = () => {
    try {
      closeSync(openSync(pipe, constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // ENXIO: no reader waiting (it already has its writer, or is gone).
    }
  };
  // A reader left waiting holds a pool thread for good (four of them and every file read of the
  // worker hangs), and one offer of a writer can come before the reader starts waiting (its open
  // queued behind other file work; pico2wave missing fails at once). So until the reader's open has
  // returned, keep offering it a writer.
  let readerSettled = false;
  const readerOpenReturned = new Promise<void>((resolve) => {
    const settled = () => {
      readerSettled = true;
      resolve();
    };
    audio.once("open", settled);
    audio.once("close", settled);
    audio.once("error", settled);
  });
  const releaseUntilSettled = async () => {
    while (!readerSettled) {
      releaseReader();
      await Promise.race([readerOpenReturned, sleep(10)]);
    }
  };
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    releaseReader();
    audio.destroy();
  };
  const onAbort = () => {
    kill();
    log.info({ pid, voice: utterance.voice }, "pico synthesis cancelled");
  };
  signal.addEventListener("abort", onAbort, { once: true });
  void outcome.then(releaseUntilSettled);
  const reader = new WavStreamReader();
  const trailer = new TrailingHeaderGuard();
  const trimmer = new PaddingTrimmer();
  const resample = new Resampling(utterance.outputRate);
  const framer = new PcmFramer(utterance.outputRate, 1);
  try {
    try {
      for await (const chunk of audio as AsyncIterable<Buffer>) {
        if (signal.aborted) return;
        yield* framer.push(resample.push(trimmer.push(reader.push(trailer.push(chunk)))));
      }
    } catch (err) {
      if (signal.aborted) return;
      const r = await outcome;
      if (r.code === 0) throw err;
    }
    if (signal.aborted) return;
    const result = await outcome;
    if (result.error !== undefined) {
      throw new PicoFailedError(
        (result.error as NodeJS.ErrnoException).code === "ENOENT" ? "not installed (bash scripts/setup/voices.sh)" : result.error.message,
      );
    }
    if (result.code !== 0) throw new PicoFailedError(`exit ${result.code} for voice "${utterance.voice}": ${stderr.trim() || "no output"}`);
    yield* framer.push(resample.push(trimmer.push(reader.push(trailer.end()))));
    reader.end();
    yield* framer.push(resample.push(trimmer.end()));
    yield* framer.push(resample.flush());
    yield* framer.flush();
  } finally {
    resample.close();
    signal.removeEventListener("abort", onAbort);
    kill();
    await outcome;
    await releaseUntilSettled();
    if (pid !== undefined) observer?.ended(pid);
    rmSync(dir, { recursive: true, force: true });
  }
}
