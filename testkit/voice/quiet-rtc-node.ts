/**
 * @livekit/rtc-node fixes its logger level at import — debug, to stdout, unless NODE_ENV is
 * "production" — and the voice tests' and benchmarks' callers import it in-process, which buried
 * their output under thousands of "ignoring incoming byte stream" lines. Import it once here as
 * production would, then give the process its NODE_ENV back. Import this module before anything
 * that imports rtc-node (vitest setupFiles; first import of the bench runner).
 */

/**
 * Runs `load` with NODE_ENV set to `value`, then restores NODE_ENV exactly: an unset variable is
 * deleted again — assigning `undefined` to process.env would store the string "undefined", which
 * the env validation then refuses (`npm run bench` from a clean shell).
 */
export async function withNodeEnv<T>(value: string, load: () => Promise<T>): Promise<T> {
  // Next's types make NODE_ENV read-only; this is the one place that must flip it.
  const env = process.env as Record<string, string | undefined>;
  const had = Object.prototype.hasOwnProperty.call(env, "NODE_ENV");
  const previous = env.NODE_ENV;
  env.NODE_ENV = value;
  try {
    return await load();
  } finally {
    if (had && previous !== undefined) env.NODE_ENV = previous;
    else delete env.NODE_ENV;
  }
}

await withNodeEnv("production", () => import("@livekit/rtc-node"));
