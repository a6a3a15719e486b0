/**
 * How Smart Turn hears one sentence in the local voices: its probability that the caller finished,
 * at growing silences after the last sound, fed as the agent feeds it (16 kHz, 500 ms of pre-speech
 * quiet, the streamed log-mel features). A diagnosis tool, not a bench: no set, no thresholds.
 *
 *   npx tsx scripts/bench/turn-taking/probe-voices.ts "What are the visiting hours?"
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AudioFrame, AudioResampler, AudioResamplerQuality } from "@livekit/rtc-node";
import { SmartTurnModel } from "~/agent/turn-detection/smart-turn";
import { SAMPLE_RATE, StreamingLogMel } from "~/agent/turn-detection/whisper-log-mel";

const SILENCES_MS = [100, 200, 400, 900, 2000];
const PRE_SPEECH_MS = 500;

function readWav(path: string): { pcm: Int16Array; rate: number } {
  const buf = readFileSync(path);
  let at = 12;
  let rate = 0;
  while (at + 8 <= buf.length) {
    const id = buf.toString("ascii", at, at + 4);
    const size = buf.readUInt32LE(at + 4);
    if (id === "fmt ") rate = buf.readUInt32LE(at + 12);
    if (id === "data") {
      const end = Math.min(buf.length, at + 8 + size);
      const bytes = buf.subarray(at + 8, end - ((end - at - 8) % 2));
      return { pcm: new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)), rate };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error(`no data chunk in ${path}`);
}

function to16k({ pcm, rate }: { pcm: Int16Array; rate: number }): Int16Array {
  if (rate === SAMPLE_RATE) return pcm;
  const r = new AudioResampler(rate, SAMPLE_RATE, 1, AudioResamplerQuality.HIGH);
  const out = [...r.push(new AudioFrame(pcm, rate, 1, pcm.length)), ...r.flush()];
  return Int16Array.from(out.flatMap((f) => Array.from(f.data.subarray(0, f.samplesPerChannel))));
}

/** The voice's own leading and trailing quiet cut, so the silences are measured from the last sound. */
function trimmed(pcm: Int16Array): Int16Array {
  let from = 0;
  let to = pcm.length;
  while (from < to && Math.abs(pcm[from]!) < 100) from++;
  while (to > from && Math.abs(pcm[to - 1]!) < 100) to--;
  return pcm.subarray(from, to);
}

const voices: Record<string, (text: string, out: string) => void> = {
  "espeak-ng en": (t, o) => execFileSync("espeak-ng", ["-v", "en", "-w", o, t]),
  "espeak-ng en-us": (t, o) => execFileSync("espeak-ng", ["-v", "en-us", "-w", o, t]),
  "pico en-US": (t, o) => execFileSync("pico2wave", ["-l", "en-US", "-w", o, t]),
  "pico en-GB": (t, o) => execFileSync("pico2wave", ["-l", "en-GB", "-w", o, t]),
};

async function main(): Promise<void> {
  const sentences = process.argv.slice(2);
  if (!sentences.length) throw new Error("give one or more sentences");
  const model = await SmartTurnModel.load();
  const dir = mkdtempSync(join(tmpdir(), "probe-voices-"));
  try {
    console.log(`| voice | sentence | ${SILENCES_MS.map((s) => `${s} ms`).join(" | ")} |`);
    console.log(`| --- | --- | ${SILENCES_MS.map(() => "---:").join(" | ")} |`);
    for (const text of sentences)
      for (const [voice, render] of Object.entries(voices)) {
        const wav = join(dir, "s.wav");
        render(text, wav);
        const speech = trimmed(to16k(readWav(wav)));
        const cells: string[] = [];
        for (const silenceMs of SILENCES_MS) {
          const mel = new StreamingLogMel();
          mel.push(new Int16Array((PRE_SPEECH_MS * SAMPLE_RATE) / 1000));
          mel.push(speech);
          mel.push(new Int16Array((silenceMs * SAMPLE_RATE) / 1000));
          cells.push((await model.predict(mel.features())).toFixed(3));
        }
        console.log(`| ${voice} | ${text} | ${cells.join(" | ")} |`);
      }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
