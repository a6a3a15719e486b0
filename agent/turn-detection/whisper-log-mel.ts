/**
 * Whisper's log-mel features (80 mel bands, 25 ms Hann windows every 10 ms, 8 s = 800 frames) for
 * the audio end-of-turn model, computed as the caller speaks rather than all at once when the
 * caller stops: the decision must come within a few tens of milliseconds of the pause, and 800
 * 400-point spectra computed then cost more than that on two busy cores. Quiet frames wait: most
 * of a call's caller audio is quiet (the line talks, or nobody does), the model only reads the
 * frames of the turn it judges, and a spectrum per 10 ms of that quiet was the job hosts' largest
 * per-frame cost in our own code (14 % of a host's CPU at 5 and 10 calls, bench `calls`,
 * 2026-11-27). The few quiet frames a turn holds (its pre-roll, its pauses) are computed when the
 * model asks, from the same samples by the same code: the same features to the bit.
 *
 * The model's input is the Whisper feature extractor's output for the last 8 s of the turn, left
 * padded with zeros, after zero-mean unit-variance normalisation of the waveform. Normalisation
 * depends on the whole window, so it cannot be applied frame by frame; but it is affine, and the
 * power spectrum of a shifted, scaled frame expands into three terms:
 *   |X − μW|² / σ²  =  (|X|² − 2μ·Re(X·W̄) + μ²|W|²) / σ²
 * (X: spectrum of the windowed raw frame, W: spectrum of the Hann window). Each term goes through
 * the mel filterbank separately, so each frame keeps two mel vectors computed once, and the
 * normalised features are a cheap combination when they are asked for.
 *
 * Same as the reference (transformers' WhisperFeatureExtractor, chunk_length 8, as Smart Turn uses it):
 * Slaney mel scale and area normalisation, periodic Hann window, centred frames with reflection at
 * the window's end, the trailing frame dropped, log10 clamped to 8 below the maximum, (x + 4) / 4.
 * One difference: for a turn longer than 8 s the first frame sees the audio before the window
 * instead of its reflection (one frame of 800).
 */
import FFT from "fft.js";

export const SAMPLE_RATE = 16_000;
export const N_FFT = 400;
export const HOP = 160;
export const N_MELS = 80;
export const WINDOW_SECONDS = 8;
export const WINDOW_SAMPLES = SAMPLE_RATE * WINDOW_SECONDS;
export const N_FRAMES = WINDOW_SAMPLES / HOP;
const N_BINS = N_FFT / 2 + 1;
const MEL_FLOOR = 1e-10;
const NORM_EPS = 1e-7;

function hzToMel(f: number): number {
  return f < 1000 ? (3 * f) / 200 : 15 + (Math.log(f / 1000) * 27) / Math.log(6.4);
}
function melToHz(m: number): number {
  return m < 15 ? (200 * m) / 3 : 1000 * Math.exp(((m - 15) * Math.log(6.4)) / 27);
}

/** Slaney-normalised triangular filters, [mel][bin]. */
function melFilterbank(): Float64Array[] {
  const melMax = hzToMel(SAMPLE_RATE / 2);
  const edges = Array.from({ length: N_MELS + 2 }, (_, i) => melToHz((melMax * i) / (N_MELS + 1)));
  const bins = Array.from({ length: N_BINS }, (_, k) => (k * (SAMPLE_RATE / 2)) / (N_BINS - 1));
  return Array.from({ length: N_MELS }, (_, m) => {
    const row = new Float64Array(N_BINS);
    const [lo, mid, hi] = [edges[m]!, edges[m + 1]!, edges[m + 2]!];
    const enorm = 2 / (hi - lo);
    for (let k = 0; k < N_BINS; k++) {
      const f = bins[k]!;
      row[k] = Math.max(0, Math.min((f - lo) / (mid - lo), (hi - f) / (hi - mid))) * enorm;
    }
    return row;
  });
}

/**
 * A 400-point DFT through fft.js (power-of-two only) by Bluestein's chirp-z: the transform becomes
 * a convolution, done with 1024-point FFTs.
 */
class Dft400 {
  private readonly m = 1024;
  private readonly fft = new FFT(this.m);
  private readonly chirp = new Float64Array(2 * N_FFT); // exp(−iπn²/N), interleaved
  private readonly kernelSpectrum: number[];
  private readonly a: number[];
  private readonly aSpec: number[];
  private readonly conv: number[];

  constructor() {
    const kernel = this.fft.createComplexArray() as number[];
    for (let n = 0; n < N_FFT; n++) {
      const angle = (Math.PI * ((n * n) % (2 * N_FFT))) / N_FFT;
      this.chirp[2 * n] = Math.cos(angle);
      this.chirp[2 * n + 1] = -Math.sin(angle);
      // Kernel b_n = exp(+iπn²/N) for n = −(N−1)…N−1, wrapped into the circular buffer.
      for (const at of n === 0 ? [0] : [n, this.m - n]) {
        kernel[2 * at] = Math.cos(angle);
        kernel[2 * at + 1] = Math.sin(angle);
      }
    }
    this.kernelSpectrum = this.fft.createComplexArray() as number[];
    this.fft.transform(this.kernelSpectrum, kernel);
    this.a = this.fft.createComplexArray() as number[];
    this.aSpec = this.fft.createComplexArray() as number[];
    this.conv = this.fft.createComplexArray() as number[];
  }

  /** Real input of 400 samples → re/im of bins 0…200. */
  transform(input: Float64Array, re: Float64Array, im: Float64Array): void {
    const { a, aSpec, conv, chirp, kernelSpectrum } = this;
    a.fill(0);
    for (let n = 0; n < N_FFT; n++) {
      a[2 * n] = input[n]! * chirp[2 * n]!;
      a[2 * n + 1] = input[n]! * chirp[2 * n + 1]!;
    }
    this.fft.transform(aSpec, a);
    for (let k = 0; k < this.m; k++) {
      const xr = aSpec[2 * k]!,
        xi = aSpec[2 * k + 1]!;
      const yr = kernelSpectrum[2 * k]!,
        yi = kernelSpectrum[2 * k + 1]!;
      a[2 * k] = xr * yr - xi * yi;
      a[2 * k + 1] = xr * yi + xi * yr;
    }
    this.fft.inverseTransform(conv, a);
    for (let k = 0; k < N_BINS; k++) {
      const cr = conv[2 * k]!,
        ci = conv[2 * k + 1]!;
      re[k] = cr * chirp[2 * k]! - ci * chirp[2 * k + 1]!;
      im[k] = cr * chirp[2 * k + 1]! + ci * chirp[2 * k]!;
    }
  }
}

/** What is shared by every extractor in the process: filters, window, DFT plan. */
class Plan {
  readonly mel = melFilterbank();
  /**
   * Where each mel filter is non-zero, [first bin, past its last): a filter is a triangle over a
   * few bins of the 201, and walking all of them for all 80 filters was this file's hot loop (the
   * calls bench's job-host profile: 2.7 CPU-s over six calls, the agent code's top function).
   * Same bins in the same order as skipping the zeros one by one, so the same sums to the bit.
   */
  readonly melSpan = this.mel.map((row) => {
    const first = row.findIndex((w) => w !== 0);
    return first < 0 ? ([0, 0] as const) : ([first, row.findLastIndex((w) => w !== 0) + 1] as const);
  });
  readonly hann = Float64Array.from({ length: N_FFT }, (_, n) => 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / N_FFT));
  readonly dft = new Dft400();
  /** Mel projection of the Hann window's own power spectrum (the μ² term). */
  readonly windowMel: Float64Array;
  readonly windowRe = new Float64Array(N_BINS);
  readonly windowIm = new Float64Array(N_BINS);
  private readonly frame = new Float64Array(N_FFT);
  private readonly re = new Float64Array(N_BINS);
  private readonly im = new Float64Array(N_BINS);

  constructor() {
    this.dft.transform(this.hann, this.windowRe, this.windowIm);
    this.windowMel = new Float64Array(N_MELS);
    for (let m = 0; m < N_MELS; m++) {
      let s = 0;
      const row = this.mel[m]!;
      for (let k = 0; k < N_BINS; k++) s += row[k]! * (this.windowRe[k]! ** 2 + this.windowIm[k]! ** 2);
      this.windowMel[m] = s;
    }
  }

  /** The two per-frame mel terms for 400 raw samples given by `sampleAt(n)`. */
  frameTerms(sampleAt: (n: number) => number, power: Float64Array, cross: Float64Array): void {
    const { frame, re, im, hann, mel, melSpan, windowRe, windowIm } = this;
    for (let n = 0; n < N_FFT; n++) frame[n] = sampleAt(n) * hann[n]!;
    this.dft.transform(frame, re, im);
    for (let m = 0; m < N_MELS; m++) {
      const row = mel[m]!;
      const [first, end] = melSpan[m]!;
      let p = 0,
        c = 0;
      for (let k = first; k < end; k++) {
        const w = row[k]!;
        if (w === 0) continue;
        p += w * (re[k]! * re[k]! + im[k]! * im[k]!);
        c += w * (re[k]! * windowRe[k]! + im[k]! * windowIm[k]!);
      }
      power[m] = p;
      cross[m] = c;
    }
  }
}

let sharedPlan: Plan | undefined;
const plan = () => (sharedPlan ??= new Plan());

const RAW_CAPACITY = WINDOW_SAMPLES + 2 * N_FFT;
const FRAME_CAPACITY = N_FRAMES + 2;
/**
 * A frame with no sample this loud is quiet: its spectrum waits until a look needs it (−55 dBFS,
 * the level below which the VAD hears no speech; see QUIET_DBFS in quiet-gated-vad).
 */
const QUIET_PEAK = 10 ** (-55 / 20);
/** Hops whose loudest sample is kept: a frame spans four (its 400 samples from 120 into hop j − 2 to 40 into hop j + 1). */
const PEAK_HOPS = 8;

/**
 * One caller's audio stream at 16 kHz. `push` as audio arrives; `features` when the caller pauses.
 * Sample indices count from the first sample pushed.
 */
export class StreamingLogMel {
  private readonly raw = new Float32Array(RAW_CAPACITY);
  private received = 0;
  /** Frames whose samples have all arrived: frame j is centred on sample j·HOP. */
  private framesDone = 0;
  private readonly power: Float64Array[] = Array.from({ length: FRAME_CAPACITY }, () => new Float64Array(N_MELS));
  private readonly cross: Float64Array[] = Array.from({ length: FRAME_CAPACITY }, () => new Float64Array(N_MELS));
  /** Which frame each slot holds (its index + 1; 0: none yet): a quiet frame's slot is filled when a look needs it. */
  private readonly slotFrame = new Float64Array(FRAME_CAPACITY);
  /** The loudest sample of each recent hop (hop h: samples h·HOP … (h + 1)·HOP − 1), by h mod PEAK_HOPS. */
  private readonly hopPeak = new Float64Array(PEAK_HOPS);
  #spectra = 0;

  /** Samples received so far. */
  get samples(): number {
    return this.received;
  }

  /** `quietPeak`: below it a frame waits for a look (0: every frame computed as it arrives). */
  constructor(private readonly quietPeak = QUIET_PEAK) {}

  /** Spectra computed so far (what the features cost). */
  get spectra(): number {
    return this.#spectra;
  }

  push(pcm: Int16Array): void {
    // A hop at a time, so a long chunk never overwrites samples a pending frame still needs.
    for (let at = 0; at < pcm.length; at += HOP) {
      const piece = pcm.subarray(at, at + HOP);
      for (let i = 0; i < piece.length; i++) {
        const at = this.received + i;
        const v = piece[i]! / 32768;
        this.raw[at % RAW_CAPACITY] = v;
        const hop = Math.floor(at / HOP) % PEAK_HOPS;
        if (at % HOP === 0) this.hopPeak[hop] = 0;
        if (Math.abs(v) > this.hopPeak[hop]!) this.hopPeak[hop] = Math.abs(v);
      }
      this.received += piece.length;
      // Frame j needs samples up to j·HOP + N_FFT/2 − 1.
      while (this.framesDone * HOP + N_FFT / 2 <= this.received) {
        const j = this.framesDone++;
        if (!this.isQuiet(j)) this.computeFrame(j);
      }
    }
  }

  /** Whether frame j's hops (j − 2 … j + 1, the last one as far as it has arrived) are all below quietPeak. */
  private isQuiet(j: number): boolean {
    for (let h = Math.max(0, j - 2); h <= j + 1; h++) if (this.hopPeak[h % PEAK_HOPS]! >= this.quietPeak) return false;
    return true;
  }

  private computeFrame(j: number): void {
    const slot = j % FRAME_CAPACITY;
    plan().frameTerms((n) => this.sample(j * HOP - N_FFT / 2 + n), this.power[slot]!, this.cross[slot]!);
    this.slotFrame[slot] = j + 1;
    this.#spectra += 1;
  }

  /** Raw sample i (zeros before the stream began). */
  private sample(i: number): number {
    if (i < 0 || i >= this.received) return 0;
    if (i < this.received - RAW_CAPACITY) throw new RangeError(`sample ${i} is no longer buffered`);
    return this.raw[i % RAW_CAPACITY]!;
  }

  /**
   * The model input [80 × 800] (mel-major, as the ONNX expects) for the last 8 s ending at the last
   * whole hop, with everything before `turnStart` (a sample index) treated as silence — the model
   * judges the current turn, padded like the reference pads a short clip.
   */
  features(turnStart = 0): Float32Array {
    const p = plan();
    const end = Math.floor(this.received / HOP) * HOP;
    const windowStart = end - WINDOW_SAMPLES;
    const from = Math.max(turnStart, windowStart, 0);
    const inWindow = (i: number) => (i < from || i >= end ? 0 : this.sample(i));

    let sum = 0,
      sumSq = 0;
    for (let i = from; i < end; i++) {
      const s = this.sample(i);
      sum += s;
      sumSq += s * s;
    }
    const mean = sum / WINDOW_SAMPLES;
    const variance = sumSq / WINDOW_SAMPLES - mean * mean;
    const invVar = 1 / (variance + NORM_EPS);

    const out = new Float32Array(N_MELS * N_FRAMES);
    const power = new Float64Array(N_MELS);
    const cross = new Float64Array(N_MELS);
    const firstFrame = end / HOP - N_FRAMES;
    let max = -Infinity;
    for (let f = 0; f < N_FRAMES; f++) {
      const j = firstFrame + f;
      const lo = j * HOP - N_FFT / 2;
      const hi = lo + N_FFT;
      let pw: Float64Array, cr: Float64Array;
      if (hi <= from) {
        pw = power.fill(0);
        cr = cross.fill(0);
      } else if (lo < from || hi > end || j >= this.framesDone) {
        // Straddles the turn's start, or reaches past the window's end (reflected there, as numpy's pad).
        p.frameTerms(
          (n) => {
            const i = lo + n;
            return inWindow(i >= end ? 2 * end - 2 - i : i);
          },
          power,
          cross,
        );
        this.#spectra += 1;
        pw = power;
        cr = cross;
      } else {
        // A quiet frame inside the turn (its pre-roll, a pause between words): computed now, once.
        if (this.slotFrame[j % FRAME_CAPACITY] !== j + 1) this.computeFrame(j);
        pw = this.power[j % FRAME_CAPACITY]!;
        cr = this.cross[j % FRAME_CAPACITY]!;
      }
      for (let m = 0; m < N_MELS; m++) {
        const melPower = (pw[m]! - 2 * mean * cr[m]! + mean * mean * p.windowMel[m]!) * invVar;
        const v = Math.log10(Math.max(MEL_FLOOR, melPower));
        out[m * N_FRAMES + f] = v;
        if (v > max) max = v;
      }
    }
    const floor = max - 8;
    for (let i = 0; i < out.length; i++) out[i] = (Math.max(out[i]!, floor) + 4) / 4;
    return out;
  }
}
