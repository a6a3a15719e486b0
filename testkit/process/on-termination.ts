/**
 * A test runner stopped by SIGTERM (npm test's interrupt, a CI job's timeout) ends at once: Node's
 * default for the signal runs no exit hook, and Playwright runs no global teardown. The services
 * the runner started detached (the app, LiveKit, the agent worker, their PGlite directory) lived
 * on after the run, and the next run met a data directory still open.
 *
 * `stopOnTermination(stop)` runs `stop` first (bounded), then lets the signal end the runner the
 * way it would have: the listener is removed and the signal raised again. Only for runners that
 * do not handle these signals themselves (`npm start` does, with its own stop order).
 */
const SIGNALS = ["SIGTERM", "SIGHUP"] as const;

export function stopOnTermination(stop: () => Promise<void>, opts: { timeoutMs?: number } = {}): void {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  let stopping: Promise<void> | undefined;
  for (const signal of SIGNALS) {
    const onSignal = () => {
      stopping ??= Promise.race([stop().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref())]);
      void stopping.then(() => {
        for (const s of SIGNALS) process.removeAllListeners(s);
        process.kill(process.pid, signal);
      });
    };
    process.once(signal, onSignal);
  }
}
