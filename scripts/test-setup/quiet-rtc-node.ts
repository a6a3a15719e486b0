/**
 * vitest setup: @livekit/rtc-node fixes its logger level at import — debug, to stdout, unless
 * NODE_ENV is "production" — and the voice tests' callers import it in the test process, which
 * buried a test run's output under thousands of "ignoring incoming byte stream" lines. Import it
 * once here as production would, then give the process its NODE_ENV back.
 */
// Next's types make NODE_ENV read-only; this is the one place that must flip it.
const env = process.env as Record<string, string | undefined>;
const previous = env.NODE_ENV;
env.NODE_ENV = "production";
try {
  await import("@livekit/rtc-node");
} finally {
  env.NODE_ENV = previous;
}
