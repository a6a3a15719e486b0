import { logger } from "~/lib/logger";

/**
 * Results are folded into this value so V8 cannot prove a timed call useless and drop it. It is
 * exported (and so observable) on purpose.
 */
export let blackhole = 0;

export function consume(value: unknown): void {
  if (typeof value === "string") blackhole = (blackhole + value.length) | 0;
  else if (typeof value === "number") blackhole = (blackhole + (value | 0)) | 0;
  else if (value !== null && typeof value === "object") blackhole = (blackhole + 1) | 0;
  else blackhole = (blackhole ^ 1) | 0;
}

export interface TimingOptions {
  /** Untimed passes over every input first, so the JIT and regex caches are warm. */
  warmupRounds: number;
  /** Timed passes over every input; samples = rounds × inputs. */
  rounds: number;
}

/** Milliseconds per call, one sample per call, with performance.now() around each call. */
export function timeEach<T>(inputs: readonly T[], fn: (input: T) => unknown, opts: TimingOptions): number[] {
  for (let r = 0; r < opts.warmupRounds; r++) for (const x of inputs) consume(fn(x));
  const samples = new Array<number>(opts.rounds * inputs.length);
  let k = 0;
  for (let r = 0; r < opts.rounds; r++) {
    for (const x of inputs) {
      const t0 = performance.now();
      const out = fn(x);
      samples[k++] = performance.now() - t0;
      consume(out);
    }
  }
  return samples;
}

/** The async twin: one awaited call at a time, never overlapping (PGlite is one session anyway). */
export async function timeEachAsync<T>(inputs: readonly T[], fn: (input: T) => Promise<unknown>, opts: TimingOptions): Promise<number[]> {
  for (let r = 0; r < opts.warmupRounds; r++) for (const x of inputs) consume(await fn(x));
  const samples: number[] = [];
  for (let r = 0; r < opts.rounds; r++) {
    for (const x of inputs) {
      const t0 = performance.now();
      const out = await fn(x);
      samples.push(performance.now() - t0);
      consume(out);
    }
  }
  return samples;
}

/** Wall time of one async operation, in seconds, with its result. */
export async function timeOnce<T>(fn: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const t0 = performance.now();
  const result = await fn();
  return { seconds: (performance.now() - t0) / 1000, result };
}

/**
 * Run with every log line suppressed. The functions under test log decisions (a refusal, a search
 * summary); at thousands of calls per second that would time stderr, not the code, and bury the
 * tables. The cost of a log line is therefore not in these figures (stated in each report).
 */
export async function withLogsSilenced<T>(fn: () => Promise<T> | T): Promise<T> {
  const previous = logger.level;
  logger.level = "silent";
  try {
    return await fn();
  } finally {
    logger.level = previous;
  }
}
