/**
 * Multinomial logistic regression, written out because it is thirty lines: full-batch gradient
 * descent from zero weights on unit-length, centred vectors with an L2 penalty. No randomness, so
 * the same corpus and vectors give the same file on every machine (the training command is
 * reproducible, and a reviewer can re-run it and diff).
 */
export interface LogisticFit {
  mean: number[];
  /** [class][dimension] */
  weights: number[][];
  bias: number[];
}

export interface LogisticOptions {
  l2: number;
  iterations: number;
  learningRate: number;
}

export function unit(v: readonly number[]): number[] {
  const n = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return n > 0 ? v.map((x) => x / n) : v.map(() => 0);
}

export function fitLogistic(vectors: readonly (readonly number[])[], labels: readonly number[], classes: number, opts: LogisticOptions): LogisticFit {
  const n = vectors.length;
  if (n === 0 || labels.length !== n) throw new Error(`fitLogistic: ${n} vectors, ${labels.length} labels`);
  const d = vectors[0]!.length;
  const X = vectors.map(unit);
  const mean = new Array<number>(d).fill(0);
  for (const x of X) for (let j = 0; j < d; j++) mean[j]! += x[j]! / n;
  const Xc = X.map((x) => Float64Array.from(x, (v, j) => v - mean[j]!));
  const W = Array.from({ length: classes }, () => new Float64Array(d));
  const b = new Float64Array(classes);
  const probs = new Float64Array(classes);
  for (let it = 0; it < opts.iterations; it++) {
    const gW = Array.from({ length: classes }, () => new Float64Array(d));
    const gb = new Float64Array(classes);
    for (let i = 0; i < n; i++) {
      softmaxInto(W, b, Xc[i]!, probs);
      for (let c = 0; c < classes; c++) {
        const g = (probs[c]! - (labels[i] === c ? 1 : 0)) / n;
        gb[c]! += g;
        const row = gW[c]!;
        const x = Xc[i]!;
        for (let j = 0; j < d; j++) row[j]! += g * x[j]!;
      }
    }
    for (let c = 0; c < classes; c++) {
      const w = W[c]!;
      const g = gW[c]!;
      for (let j = 0; j < d; j++) w[j]! -= opts.learningRate * (g[j]! + opts.l2 * w[j]!);
      b[c]! -= opts.learningRate * gb[c]!;
    }
  }
  return { mean, weights: W.map((w) => Array.from(w)), bias: Array.from(b) };
}

function softmaxInto(W: readonly Float64Array[], b: Float64Array, x: Float64Array, out: Float64Array): void {
  let top = -Infinity;
  for (let c = 0; c < W.length; c++) {
    let z = b[c]!;
    const w = W[c]!;
    for (let j = 0; j < x.length; j++) z += w[j]! * x[j]!;
    out[c] = z;
    if (z > top) top = z;
  }
  let sum = 0;
  for (let c = 0; c < W.length; c++) {
    out[c] = Math.exp(out[c]! - top);
    sum += out[c]!;
  }
  for (let c = 0; c < W.length; c++) out[c]! /= sum;
}

/** Class probabilities of one vector under a fit (the same arithmetic as the runtime's scoreVector). */
export function predict(fit: LogisticFit, vector: readonly number[]): number[] {
  const x = unit(vector);
  const xc = Float64Array.from(x, (v, j) => v - fit.mean[j]!);
  const out = new Float64Array(fit.weights.length);
  softmaxInto(
    fit.weights.map((w) => Float64Array.from(w)),
    Float64Array.from(fit.bias),
    xc,
    out,
  );
  return Array.from(out);
}
