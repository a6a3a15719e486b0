/**
 * G.711 µ-law (PCMU, RTP payload type 0): what a phone line carries and what sipp streams.
 * Pure, no I/O. Written from the ITU-T G.711 segment rule: 8 segments, 4 mantissa bits, bias 132,
 * bits inverted on the wire.
 */
const BIAS = 0x84;
const CLIP = 32_635;

/** µ-law byte for digital silence (0 after inversion). */
export const ULAW_SILENCE = 0xff;

/** One 16-bit linear sample → one µ-law byte. */
export function linearToUlaw(sample: number): number {
  let s = Math.max(-32_768, Math.min(32_767, Math.round(sample)));
  const sign = s < 0 ? 0x80 : 0;
  if (s < 0) s = -s;
  if (s > CLIP) s = CLIP;
  s += BIAS;
  // Segment = position of the highest set bit above bit 7 (0..7).
  let segment = 7;
  for (let mask = 0x4000; (s & mask) === 0 && segment > 0; mask >>= 1) segment--;
  const mantissa = (s >> (segment + 3)) & 0x0f;
  return ~(sign | (segment << 4) | mantissa) & 0xff;
}

/** One µ-law byte → 16-bit linear sample. */
export function ulawToLinear(byte: number): number {
  const u = ~byte & 0xff;
  const sign = u & 0x80;
  const segment = (u >> 4) & 0x07;
  const mantissa = u & 0x0f;
  const magnitude = (((mantissa << 3) + BIAS) << segment) - BIAS;
  return sign ? -magnitude : magnitude;
}

export function encodeUlaw(samples: Int16Array): Uint8Array {
  const out = new Uint8Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = linearToUlaw(samples[i]!);
  return out;
}

export function decodeUlaw(bytes: Uint8Array): Int16Array {
  const out = new Int16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = ulawToLinear(bytes[i]!);
  return out;
}
