import { monitorEventLoopDelay } from "node:perf_hooks";

export interface LoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * How late this process's event loop ran: every audio frame of every call on it waits behind
 * whatever else the loop is doing, so a p99 in the tens of ms is heard as stutter and late answers.
 * A histogram in libuv (no extra thread), read and reset every `everyMs`.
 */
export function reportLoopDelay(everyMs: number, report: (delay: LoopDelay) => void): { stop(): void } {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  const timer = setInterval(() => {
    if (histogram.count > 0) report({ p50Ms: ms(histogram.percentile(50)), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) });
    histogram.reset();
  }, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
