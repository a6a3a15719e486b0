/**
 * What a local voice's tests read from it: the audio of a synthesis stream, its length, and whether
 * the synthesiser's process is still running (a barge-in must end it).
 */
import { tts } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";

/** Every piece of audio up to the end of the stream. */
export async function framesOf(stream: AsyncIterable<tts.SynthesizedAudio | typeof tts.SynthesizeStream.END_OF_STREAM>): Promise<tts.SynthesizedAudio[]> {
  const frames: tts.SynthesizedAudio[] = [];
  for await (const ev of stream) {
    if (ev === tts.SynthesizeStream.END_OF_STREAM) break;
    frames.push(ev);
  }
  return frames;
}

export const seconds = (frames: AudioFrame[]): number => frames.reduce((s, f) => s + f.samplesPerChannel / f.sampleRate, 0);

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `condition` until it holds or `timeoutMs` passed; its last answer. */
export async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return condition();
}
