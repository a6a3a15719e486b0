/**
 * The voices that speak the turn-taking set. They are test voices, run once to render a set: the
 * product's own voices live in agent/tts/. Each returns 16 kHz mono int16 PCM.
 *   pico:<en-GB|en-US|fr-FR|it-IT>  SVOX Pico (`pico2wave`, Debian non-free, Apache-2.0), 16 kHz native;
 *                                   the rate goes in Pico's own <speed level> markup
 *   espeak:<voice>                  espeak-ng, 22.05 kHz, resampled
 *   mbrola:<nl2|…>                  an MBROLA diphone voice driven by espeak-ng (`-v mb-nl2`), 16 kHz;
 *                                   non-commercial licence: test audio only (docs/local-models.md)
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const SET_SAMPLE_RATE = 16_000;
/** espeak-ng's pace at rate 1 (the product's voices use the same natural pace, agent/tts/espeak/lang). */
const ESPEAK_NATURAL_WPM = 155;

export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

/** The PCM payload of a RIFF/WAVE file (16-bit mono), wherever its `data` chunk sits. */
export function parseWav(bytes: Buffer): Pcm {
  if (bytes.toString("ascii", 0, 4) !== "RIFF" || bytes.toString("ascii", 8, 12) !== "WAVE") throw new Error("not a WAV file");
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString("ascii", offset, offset + 4);
    let size = bytes.readUInt32LE(offset + 4);
    if (id === "fmt ") {
      sampleRate = bytes.readUInt32LE(offset + 12);
      if (bytes.readUInt16LE(offset + 10) !== 1 || bytes.readUInt16LE(offset + 22) !== 16) throw new Error("only 16-bit mono WAV");
    }
    if (id === "data") {
      // espeak-ng writes 0xFFFFFFFF (length unknown) when streaming: take the rest of the file.
      if (size === 0xffffffff || offset + 8 + size > bytes.length) size = bytes.length - offset - 8;
      const body = Buffer.from(bytes.subarray(offset + 8, offset + 8 + (size & ~1)));
      return { samples: new Int16Array(body.buffer, body.byteOffset, body.length / 2), sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error("WAV without a data chunk");
}

/** Half-width of the resampling filter, in input samples at the lower of the two rates. */
const SINC_HALF_WIDTH = 32;

/**
 * Band-limited resampling with a Blackman-windowed sinc, in plain arithmetic. Deterministic on
 * purpose: rtc-node's AudioResampler gave two different outputs for the same input (its flush), and
 * a recorded checksum must mean "the same audio".
 */
export function resample(pcm: Pcm, to: number): Pcm {
  if (pcm.sampleRate === to) return pcm;
  const ratio = to / pcm.sampleRate;
  // Cut below the lower Nyquist frequency (0.95 of it) so nothing folds back.
  const cutoff = 0.95 * Math.min(1, ratio);
  const halfWidth = Math.ceil(SINC_HALF_WIDTH / Math.min(1, ratio));
  const length = Math.floor(pcm.samples.length * ratio);
  const samples = new Int16Array(length);
  for (let n = 0; n < length; n++) {
    const t = n / ratio;
    const centre = Math.floor(t);
    let acc = 0;
    let norm = 0;
    for (let k = centre - halfWidth + 1; k <= centre + halfWidth; k++) {
      const x = t - k;
      const w = 0.42 + 0.5 * Math.cos((Math.PI * x) / halfWidth) + 0.08 * Math.cos((2 * Math.PI * x) / halfWidth);
      const arg = Math.PI * cutoff * x;
      const h = (x === 0 ? 1 : Math.sin(arg) / arg) * w;
      norm += h;
      if (k >= 0 && k < pcm.samples.length) acc += pcm.samples[k]! * h;
    }
    samples[n] = Math.max(-32768, Math.min(32767, Math.round(acc / norm)));
  }
  return { samples, sampleRate: to };
}

function pico(voice: string, text: string, rate: number): Pcm {
  // pico2wave only writes to a named .wav file.
  const dir = mkdtempSync(join(tmpdir(), "voicedesk-pico-"));
  try {
    const file = join(dir, "out.wav");
    const level = Math.round(rate * 100);
    execFileSync("pico2wave", ["-l", voice, "-w", file, "--", `<speed level="${level}">${escapeMarkup(text)}</speed>`], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    return parseWav(readFileSync(file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function espeak(voice: string, text: string, rate: number): Pcm {
  const wav = execFileSync("espeak-ng", ["-v", voice, "-s", String(Math.round(ESPEAK_NATURAL_WPM * rate)), "--stdout", "--stdin"], {
    input: text,
    maxBuffer: 64 * 1024 * 1024,
  });
  return parseWav(wav);
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** One segment of an item in one test voice, at 16 kHz. */
export function speakSegment(voiceId: string, text: string, rate: number): Int16Array {
  const [engine, voice] = voiceId.split(":") as [string, string];
  const pcm =
    engine === "pico"
      ? pico(voice, text, rate)
      : engine === "espeak"
        ? espeak(voice, text, rate)
        : engine === "mbrola"
          ? espeak(`mb-${voice}`, text, rate)
          : undefined;
  if (!pcm) throw new Error(`unknown test voice ${voiceId}`);
  return trimSilence(resample(pcm, SET_SAMPLE_RATE).samples);
}

/**
 * Cut the synthesiser's own leading and trailing silence, so the pauses of the manifest are the
 * pauses the detector hears (Pico pads each utterance with ~100–300 ms).
 */
export function trimSilence(samples: Int16Array, threshold = 200): Int16Array {
  let start = 0;
  while (start < samples.length && Math.abs(samples[start]!) < threshold) start++;
  let end = samples.length;
  while (end > start && Math.abs(samples[end - 1]!) < threshold) end--;
  return samples.slice(start, end);
}

export function testVoiceInstalled(voiceId: string): string | undefined {
  const [engine, voice] = voiceId.split(":") as [string, string];
  try {
    if (engine === "pico") execFileSync("pico2wave", ["--usage"], { stdio: "ignore" });
    else execFileSync("espeak-ng", ["-v", engine === "mbrola" ? `mb-${voice}` : voice, "-q", "x"], { stdio: "ignore" });
    return undefined;
  } catch {
    return engine === "pico"
      ? "pico2wave missing: bash scripts/setup/voices.sh"
      : engine === "mbrola"
        ? "MBROLA voice missing: VOICEDESK_MBROLA=1 bash scripts/setup/voices.sh"
        : "espeak-ng missing: bash scripts/setup/apt-packages.sh espeak-ng";
  }
}
