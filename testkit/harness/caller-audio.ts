import { readFile } from "node:fs/promises";
import { WavStreamReader } from "~/agent/tts/espeak/wav-stream";

/** What a simulated caller says: a WAV file (16-bit PCM) or raw samples. */
export type CallerAudio = { wavFile: string } | { pcm: Int16Array; sampleRate: number; channels?: number };

export interface MonoPcm {
  samples: Int16Array;
  sampleRate: number;
}

/** A phone microphone is mono; stereo test recordings are averaged down. */
function downmix(interleaved: Int16Array, channels: number): Int16Array {
  if (channels === 1) return interleaved;
  const out = new Int16Array(Math.floor(interleaved.length / channels));
  for (let i = 0; i < out.length; i++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += interleaved[i * channels + c]!;
    out[i] = Math.round(sum / channels);
  }
  return out;
}

export async function loadCallerAudio(audio: CallerAudio): Promise<MonoPcm> {
  if ("pcm" in audio) {
    return { samples: downmix(audio.pcm, audio.channels ?? 1), sampleRate: audio.sampleRate };
  }
  const reader = new WavStreamReader();
  let samples: Int16Array;
  try {
    samples = reader.push(await readFile(audio.wavFile));
    reader.end();
  } catch (err) {
    throw new Error(`${audio.wavFile}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const format = reader.format;
  if (format === undefined) throw new Error(`${audio.wavFile}: no WAV format chunk`);
  return { samples: downmix(samples, format.channels), sampleRate: format.sampleRate };
}
