/**
 * A spoken question as a phone sends it: espeak-ng speech, resampled to 8 kHz, G.711 µ-law, raw
 * (no header — sipp 3.6.1 `rtp_stream` sends a file's bytes as they are, 160 per 20 ms packet).
 * Quiet follows the speech up to `totalMs`, so RTP keeps flowing while the caller listens, like a
 * real phone (the bridge hangs up after 15 s without caller RTP).
 */
import { AudioFrame, AudioResampler, AudioResamplerQuality } from "@livekit/rtc-node";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { WavStreamReader } from "~/agent/tts/espeak/wav-stream";
import { encodeUlaw, ULAW_SILENCE } from "./g711";

export const PHONE_RATE = 8000;
/** One RTP packet of PCMU at 20 ms ptime. */
export const ULAW_BYTES_PER_PACKET = 160;

export interface CallerQuestion {
  file: string;
  /** Length of the speech itself. */
  speechMs: number;
  /** Length of the whole file (speech + quiet), a multiple of 20 ms. */
  totalMs: number;
}

/** espeak-ng's 16-bit mono WAV for `text` (text on stdin, never argv). */
export function speak(text: string, voice: string, wordsPerMinute = 150): { samples: Int16Array; sampleRate: number } {
  const run = spawnSync("espeak-ng", ["-v", voice, "-s", String(wordsPerMinute), "--stdout", "--stdin"], { input: text, maxBuffer: 64 * 1024 * 1024 });
  if (run.error !== undefined)
    throw new Error(`espeak-ng could not run (${run.error.message}); install it with \`bash scripts/setup/apt-packages.sh espeak-ng\``);
  if (run.status !== 0) throw new Error(`espeak-ng failed (exit ${run.status}): ${run.stderr.toString("utf8").trim()}`);
  const reader = new WavStreamReader();
  const samples = reader.push(run.stdout);
  reader.end();
  const format = reader.format;
  if (format === undefined || format.channels !== 1) throw new Error("espeak-ng did not produce mono WAV");
  return { samples, sampleRate: format.sampleRate };
}

/** 16-bit mono PCM at any rate → 8 kHz (LiveKit's native resampler, telephone quality). */
export function toPhoneRate(samples: Int16Array, sampleRate: number): Int16Array {
  if (sampleRate === PHONE_RATE) return samples;
  const resampler = new AudioResampler(sampleRate, PHONE_RATE, 1, AudioResamplerQuality.HIGH);
  const parts: Int16Array[] = [];
  try {
    const step = Math.round(sampleRate / 100);
    for (let offset = 0; offset < samples.length; offset += step) {
      const chunk = samples.slice(offset, offset + step);
      for (const f of resampler.push(new AudioFrame(chunk, sampleRate, 1, chunk.length))) parts.push(f.data);
    }
    for (const f of resampler.flush()) parts.push(f.data);
  } finally {
    resampler.close();
  }
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Writes the caller's question as raw µ-law to `file`: `leadingSilenceMs` of quiet (a caller who
 * first listens to the greeting), the speech, then quiet up to `totalMs`.
 */
export function writeCallerQuestion(opts: { file: string; text: string; voice?: string; totalMs: number; leadingSilenceMs?: number }): CallerQuestion {
  const spoken = speak(opts.text, opts.voice ?? "nl");
  const speech = encodeUlaw(toPhoneRate(spoken.samples, spoken.sampleRate));
  const samplesPerMs = PHONE_RATE / 1000;
  const lead = Math.round((opts.leadingSilenceMs ?? 0) * samplesPerMs);
  const wanted = Math.max(lead + speech.length, Math.round(opts.totalMs * samplesPerMs));
  const total = Math.ceil(wanted / ULAW_BYTES_PER_PACKET) * ULAW_BYTES_PER_PACKET;
  const bytes = new Uint8Array(total).fill(ULAW_SILENCE);
  bytes.set(speech, lead);
  writeFileSync(opts.file, bytes);
  return { file: opts.file, speechMs: Math.round(speech.length / samplesPerMs), totalMs: total / samplesPerMs };
}

/** Raw µ-law quiet: what a caller's phone sends while they listen (sipp loops it). */
export function writeCallerSilence(file: string, ms = 1_000): void {
  const total = Math.ceil((ms * PHONE_RATE) / 1000 / ULAW_BYTES_PER_PACKET) * ULAW_BYTES_PER_PACKET;
  writeFileSync(file, new Uint8Array(total).fill(ULAW_SILENCE));
}
