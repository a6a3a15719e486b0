/**
 * @livekit/rtc-node fixes its logger level at import — debug, to stdout, unless NODE_ENV is
 * "production" — and the voice tests' and benchmarks' callers import it in-process, which buried
 * their output under thousands of "ignoring incoming byte stream" lines. Import it once here as
 * production would, then give the process its NODE_ENV back. Import this module before anything
 * that imports rtc-node (vitest setupFiles; first import of the bench runner).
 */
// Next's types make NODE_ENV read-only; this is the one place that must flip it.
const env = process.env as Record<string, string | undefined>;
const previous = env.NODE_ENV;
env.NODE_ENV = "production";
try {
  await import("@livekit/rtc-node");
} finally {
  // Assigning undefined would store the string "undefined" (and the env schema refuses it).
  if (previous === undefined) delete env.NODE_ENV;
  else env.NODE_ENV = previous;
}
