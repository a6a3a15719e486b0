import { performance } from "node:perf_hooks";

/**
 * Sheds load before the event loop starves: the app is one Node process, and requests that keep
 * the loop busy delay every other one, the health check included — a load balancer then takes the
 * instance out and its calls with it. The measure is the loop's utilisation over the last window
 * (the share of time it ran code rather than waited for I/O: Node's eventLoopUtilization). Over
 * the limit, new requests get 503 with Retry-After and cost nothing — except the health check,
 * which must keep telling the truth.
 *
 * Utilisation, not timer lateness: on a host shared with other work a timer fires late because the
 * operating system ran someone else, and shedding then would refuse callers for no fault of ours.
 * A window, not an instant: one slow turn (a cold start) must not turn the next callers away.
 */
export interface LoadShedder {
  /** True while the loop's utilisation over the last window is over the limit. */
  overloaded(): boolean;
  /** The loop's utilisation over the last window (0–1). */
  utilisation(): number;
  stop(): void;
}

export interface LoadSheddingOptions {
  /** Shed while the loop was busy for more than this share of the window. */
  maxUtilisation?: number;
  /** The window, ms. */
  windowMs?: number;
}

export const DEFAULT_MAX_UTILISATION = 0.9;
const WINDOW_MS = 1000;
const SAMPLE_MS = 100;

export function createLoadShedder(opts: LoadSheddingOptions = {}): LoadShedder {
  const max = opts.maxUtilisation ?? DEFAULT_MAX_UTILISATION;
  const keep = Math.max(1, Math.round((opts.windowMs ?? WINDOW_MS) / SAMPLE_MS));
  const samples: Array<{ active: number; idle: number }> = [];
  let previous = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const delta = performance.eventLoopUtilization(now, previous);
    samples.push({ active: delta.active, idle: delta.idle });
    if (samples.length > keep) samples.shift();
    previous = now;
  }, SAMPLE_MS);
  timer.unref();
  const utilisation = () => {
    const active = samples.reduce((sum, s) => sum + s.active, 0);
    const idle = samples.reduce((sum, s) => sum + s.idle, 0);
    return active + idle > 0 ? active / (active + idle) : 0;
  };
  return {
    overloaded: () => samples.length >= keep && utilisation() > max,
    utilisation,
    stop: () => clearInterval(timer),
  };
}

/** Seconds a shed client should wait: short, the loop recovers within a few samples. */
export const SHED_RETRY_AFTER_SECONDS = 2;

/**
 * Never shed: the health check reports what it finds. Nor the page's own scripts and styles
 * (Next.js's immutable build output, read from disk at no cost to the loop): a page whose document
 * came through but one of whose chunks was refused never starts, and stays on "Loading…" long
 * after the loop has recovered (seen in the console right after a bundle import), whereas a
 * refused API call is retried by the page. Nor the site's icon (app/icon.svg; /favicon.ico redirects
 * to public/voicedesk-mark.svg), a static file the browser asks for once and does not retry: shed,
 * the tab showed no icon.
 */
const STATIC_ICONS = /^\/(?:favicon\.ico|voicedesk-mark\.svg|icon(?:-[\w-]+)?\.(?:svg|png|ico)|apple-icon(?:-[\w-]+)?\.png)$/;

export function exemptFromShedding(path: string): boolean {
  return path === "/api/trpc/health.ping" || path.startsWith("/_next/static/") || STATIC_ICONS.test(path);
}

/**
 * Requests one address may have open at once. A browser holds six connections per host (plus a
 * job stream or two in the console). A script with hundreds is refused at the door (429), before
 * it costs a parse, so one client cannot occupy the loop for everyone. The agent workers, which
 * share their host's address and stream every call's turns, present the agent token and are not
 * counted (server/http/serve-app.ts).
 */
export const MAX_IN_FLIGHT_PER_ADDRESS = 16;

export function inFlightPerAddress(max: number) {
  const open = new Map<string, number>();
  return {
    tooMany: (address: string) => (open.get(address) ?? 0) >= max,
    enter: (address: string) => open.set(address, (open.get(address) ?? 0) + 1),
    leave: (address: string) => {
      const n = (open.get(address) ?? 1) - 1;
      if (n <= 0) open.delete(address);
      else open.set(address, n);
    },
  };
}

/** Shed requests are counted and logged once a second, not once each: a flood must not flood the log. */
export function shedCounter(log: { warn(obj: object, msg: string): void }) {
  const counts = new Map<string, number>();
  const timer = setInterval(() => {
    if (!counts.size) return;
    log.warn(Object.fromEntries(counts), "requests_shed");
    counts.clear();
  }, 1000);
  timer.unref();
  return {
    count: (reason: string) => counts.set(reason, (counts.get(reason) ?? 0) + 1),
    stop: () => clearInterval(timer),
  };
}

/** For servers whose test is not about load: a cold start under a test runner must not shed its requests. */
export const neverShed: LoadShedder = { overloaded: () => false, utilisation: () => 0, stop: () => {} };
