/**
 * What can be measured of a synthetic voice without listening to it (these machines have no audio
 * output): its pace, its level, whether it clips, and how much of its energy lies above 4 kHz
 * (a voice with almost none sounds muffled; a phone line keeps up to 3.4 kHz anyway).
 */
import FFT from "fft.js";

export interface VoiceStats {
  clips: number;
  /** Words of the text per minute of sound (first to last sample above the floor). */
  wordsPerMinute: number;
  peakDbfs: number;
  /** Share of samples at full scale: a clipping voice distorts. */
  clippedShare: number;
  /** Level over the sounding span. */
  rmsDbfs: number;
  /** Share of the spectrum's energy above 4 kHz. */
  highBandShare: number;
}

const FLOOR = 200;
const FULL_SCALE = 32_767;
const FRAME = 512;
const dbfs = (x: number) => 20 * Math.log10(Math.max(x, 1e-9) / FULL_SCALE);

export function voiceStats(clips: ReadonlyArray<{ text: string; pcm: Int16Array; rate: number }>): VoiceStats {
  let words = 0;
  let seconds = 0;
  let peak = 0;
  let clipped = 0;
  let total = 0;
  let sumSquares = 0;
  let high = 0;
  let energy = 0;
  const fft = new FFT(FRAME);
  const spectrum = fft.createComplexArray();
  const window = Array.from({ length: FRAME }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME));
  for (const { text, pcm, rate } of clips) {
    let start = 0;
    while (start < pcm.length && Math.abs(pcm[start]!) < FLOOR) start++;
    let end = pcm.length;
    while (end > start && Math.abs(pcm[end - 1]!) < FLOOR) end--;
    words += text.split(/\s+/).filter(Boolean).length;
    seconds += (end - start) / rate;
    for (let i = start; i < end; i++) {
      const a = Math.abs(pcm[i]!);
      peak = Math.max(peak, a);
      if (a >= FULL_SCALE) clipped++;
      sumSquares += a * a;
    }
    total += end - start;
    const cutBin = Math.floor((4000 / rate) * FRAME);
    for (let f = start; f + FRAME <= end; f += FRAME) {
      const frame = Array.from({ length: FRAME }, (_, i) => pcm[f + i]! * window[i]!);
      fft.realTransform(spectrum, frame);
      for (let k = 1; k < FRAME / 2; k++) {
        const power = spectrum[2 * k]! ** 2 + spectrum[2 * k + 1]! ** 2;
        energy += power;
        if (k >= cutBin) high += power;
      }
    }
  }
  return {
    clips: clips.length,
    wordsPerMinute: seconds > 0 ? (words / seconds) * 60 : 0,
    peakDbfs: dbfs(peak),
    clippedShare: total > 0 ? clipped / total : 0,
    rmsDbfs: dbfs(total > 0 ? Math.sqrt(sumSquares / total) : 0),
    highBandShare: energy > 0 ? high / energy : 0,
  };
}
