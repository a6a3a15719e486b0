/**
 * What a PSTN call does to a caller's voice before the agent hears it: the band is cut to about
 * 300–3,400 Hz, the audio travels at 8 kHz as G.711 µ-law, and the SIP bridge decodes it again.
 * Pure, deterministic.
 */
import { resample } from "./test-voices";

const PHONE_RATE = 8_000;
const HIGH_PASS_HZ = 300;

/** Second-order high-pass (RBJ biquad, Q = 0.707): the handset and line cut the low end. */
function highPass(samples: Float64Array, sampleRate: number, cutoffHz: number): Float64Array {
  const w0 = (2 * Math.PI * cutoffHz) / sampleRate;
  const alpha = Math.sin(w0) / (2 * Math.SQRT1_2);
  const cos = Math.cos(w0);
  const a0 = 1 + alpha;
  const b0 = (1 + cos) / 2 / a0;
  const b1 = -(1 + cos) / a0;
  const b2 = b0;
  const a1 = (-2 * cos) / a0;
  const a2 = (1 - alpha) / a0;
  const out = new Float64Array(samples.length);
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i]!;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    out[i] = y;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
  }
  return out;
}

const MU = 255;
/** G.711 µ-law as a continuous companding curve quantised to 8 bits (the table form rounds alike). */
function muLawRoundTrip(x: number): number {
  const s = Math.max(-1, Math.min(1, x / 32768));
  const y = (Math.sign(s) * Math.log1p(MU * Math.abs(s))) / Math.log1p(MU);
  const q = Math.round(y * 127) / 127;
  return Math.sign(q) * (Math.expm1(Math.abs(q) * Math.log1p(MU)) / MU) * 32768;
}

/** 16 kHz wide-band speech → the same speech as it arrives over a phone line, back at 16 kHz. */
export function phoneBand(samples: Int16Array, sampleRate: number): Int16Array {
  const narrow = resample({ samples, sampleRate }, PHONE_RATE).samples;
  const filtered = highPass(Float64Array.from(narrow), PHONE_RATE, HIGH_PASS_HZ);
  const coded = new Int16Array(filtered.length);
  for (let i = 0; i < filtered.length; i++) coded[i] = Math.max(-32768, Math.min(32767, Math.round(muLawRoundTrip(filtered[i]!))));
  return resample({ samples: coded, sampleRate: PHONE_RATE }, sampleRate).samples;
}
