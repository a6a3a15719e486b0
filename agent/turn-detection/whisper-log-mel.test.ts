import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { N_FRAMES, N_MELS, StreamingLogMel } from "./whisper-log-mel";

/** 3 s of a vibrato tone with a moving envelope, a second tone and a high hum (the reference's formula). */
function testSignal(): Int16Array {
  const n = 3 * 16_000;
  const out = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / 16_000;
    const env = 0.5 + 0.5 * Math.sin(2 * Math.PI * 1.3 * t);
    const s =
      9000 * Math.sin(2 * Math.PI * 220 * t + 3 * Math.sin(2 * Math.PI * 5 * t)) * env +
      2500 * Math.sin(2 * Math.PI * 1375 * t) * (1 - env) +
      800 * Math.sin(2 * Math.PI * 3100 * t);
    out[i] = Math.round(s);
  }
  return out;
}

const reference = JSON.parse(readFileSync(new URL("./fixtures/whisper-log-mel.reference.json", import.meta.url), "utf8")) as {
  frames: number[];
  full: number[][];
  turnFrom1s: number[][];
};

function maxDifference(features: Float32Array, expected: number[][]): number {
  let worst = 0;
  reference.frames.forEach((f, i) => {
    for (let m = 0; m < N_MELS; m++) worst = Math.max(worst, Math.abs(features[m * N_FRAMES + f]! - expected[i]![m]!));
  });
  return worst;
}

describe("the end-of-turn model hears the same features as Whisper's reference extractor", () => {
  it("streamed in 20 ms pieces, matches the reference for a 3 s turn padded to 8 s", () => {
    const mel = new StreamingLogMel();
    const signal = testSignal();
    for (let i = 0; i < signal.length; i += 320) mel.push(signal.subarray(i, i + 320));
    const features = mel.features();
    expect(features.length).toBe(N_MELS * N_FRAMES);
    expect(maxDifference(features, reference.full)).toBeLessThan(2e-3);
  });

  it("leaves out what came before the turn, as if the clip started there", () => {
    const mel = new StreamingLogMel();
    const signal = testSignal();
    mel.push(signal);
    expect(maxDifference(mel.features(16_000), reference.turnFrom1s)).toBeLessThan(2e-3);
  });

  it("takes a turn longer than the window in one piece and still ends on the last 8 s", () => {
    const mel = new StreamingLogMel();
    const long = new Int16Array(10 * 16_000);
    long.set(testSignal(), long.length - 3 * 16_000);
    mel.push(long);
    expect(maxDifference(mel.features(long.length - 3 * 16_000), reference.full)).toBeLessThan(2e-3);
  });

  it("gives other features for other audio (the comparison can fail)", () => {
    const mel = new StreamingLogMel();
    mel.push(testSignal().map((s) => s >> 2));
    mel.push(new Int16Array(8000));
    expect(maxDifference(mel.features(), reference.full)).toBeGreaterThan(0.05);
  });
});

describe("what the features cost while the caller is quiet", () => {
  /** A turn as a call carries it: the line talking (the caller quiet), a question, a pause, its end. */
  function call(): Int16Array[] {
    const quiet = (s: number) => new Int16Array(s * 16_000);
    const speech = testSignal();
    return [quiet(6), speech.subarray(0, 24_000), quiet(0.5), speech.subarray(24_000), quiet(0.3)];
  }

  it("computes no spectrum for quiet audio until a look needs it, and the look gets the same features to the bit", () => {
    const lazy = new StreamingLogMel();
    const eager = new StreamingLogMel(0);
    for (const piece of call())
      for (let i = 0; i < piece.length; i += 1024) {
        lazy.push(piece.subarray(i, i + 1024));
        eager.push(piece.subarray(i, i + 1024));
      }
    // 6 s of the line talking cost the quiet caller's stream nothing.
    expect(eager.spectra).toBeGreaterThan(900);
    const beforeLook = lazy.spectra;
    expect(beforeLook).toBeLessThan(eager.spectra / 2);

    const turnStart = 6 * 16_000 - 3_200;
    const looked = lazy.features(turnStart);
    expect(looked).toEqual(eager.features(turnStart));
    // The look computed the turn's quiet frames (pre-roll, pause, the pause at its end), not the 6 s before it.
    expect(lazy.spectra - beforeLook).toBeLessThan(120);
    // A second look reuses them.
    const afterLook = lazy.spectra;
    expect(lazy.features(turnStart)).toEqual(looked);
    expect(lazy.spectra - afterLook).toBeLessThan(5);
  });
});
