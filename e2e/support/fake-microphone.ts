import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ESPEAK_VOICES } from "~/agent/tts/espeak/lang";
import type { Lang } from "~/lib/lang";
import { loadCallerAudio } from "~/testkit/harness/caller-audio";

const run = promisify(execFile);

/** What the fake microphone plays, in order: silence, or a sentence spoken by espeak-ng. */
export type MicSegment = { silenceMs: number } | { say: string; lang: Lang };

export interface ComposedMicrophone {
  wavFile: string;
  /** Where each spoken segment starts and ends, in ms from the start of the file (= from the microphone opening). */
  spoken: Array<{ text: string; startMs: number; endMs: number }>;
  durationMs: number;
}

const RATE = 22_050;

async function speak(text: string, lang: Lang, dir: string, n: number): Promise<Int16Array> {
  const file = join(dir, `segment-${n}.wav`);
  await run("espeak-ng", ["-v", ESPEAK_VOICES[lang].name, "-s", "150", "-w", file, text]);
  const pcm = await loadCallerAudio({ wavFile: file });
  if (pcm.sampleRate !== RATE) throw new Error(`espeak-ng wrote ${pcm.sampleRate} Hz, expected ${RATE}`);
  return pcm.samples;
}

function wavFile(samples: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

/**
 * A WAV for Chromium's fake microphone (`--use-file-for-fake-audio-capture=…%noloop`): the file
 * plays once, in real time, from the moment the page opens the microphone — so a test lays out a
 * whole call's caller side in advance: a pause while the line greets, a question, a pause while it
 * answers, and so on. The words are espeak-ng's, generated here; nothing is downloaded.
 */
export async function composeMicrophone(outFile: string, segments: readonly MicSegment[]): Promise<ComposedMicrophone> {
  const dir = await mkdtemp(join(tmpdir(), "voicedesk-mic-"));
  try {
    const parts: Int16Array[] = [];
    const spoken: ComposedMicrophone["spoken"] = [];
    let at = 0;
    for (const [n, segment] of segments.entries()) {
      const samples = "silenceMs" in segment ? new Int16Array(Math.round((segment.silenceMs / 1000) * RATE)) : await speak(segment.say, segment.lang, dir, n);
      const ms = (samples.length / RATE) * 1000;
      if ("say" in segment) spoken.push({ text: segment.say, startMs: at, endMs: at + ms });
      parts.push(samples);
      at += ms;
    }
    const all = new Int16Array(parts.reduce((s, p) => s + p.length, 0));
    let offset = 0;
    for (const p of parts) {
      all.set(p, offset);
      offset += p.length;
    }
    await writeFile(outFile, wavFile(all));
    return { wavFile: outFile, spoken, durationMs: at };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
