import { monitorEventLoopDelay } from "node:perf_hooks";

export interface LoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * How late this process's event loop ran while a call was on it: every audio frame of the call
 * waits behind whatever else the loop is doing, so a p99 in the tens of ms is heard as stutter and
 * late answers. A histogram in libuv (no extra thread, no timer of ours): cheap enough for every call.
 */
export function watchLoopDelay(): { stop(): LoopDelay } {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  return {
    stop() {
      histogram.disable();
      const ms = (ns: number) => Math.round(ns / 1e5) / 10;
      return { p50Ms: ms(histogram.percentile(50)), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) };
    },
  };
}
