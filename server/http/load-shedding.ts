import { performance } from "node:perf_hooks";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("http.load");
/** A host crowded by other work is said at most this often (an operator's signal, not a flood). */
const STARVED_LOG_INTERVAL_MS = 60_000;

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
 * Utilisation alone is not enough for that either: it counts the time the loop was running code by
 * the wall clock, and code that waits for a CPU the host gave to someone else looks busy. So the loop
 * must also have had the CPU: the process's own CPU time over the window, at least MIN_OWN_CPU_SHARE
 * of it. On a host crowded by other work (a CPU-heavy neighbour, a slower CI machine running the
 * test lanes side by side) the app read 90 % busy while it got a third of a core, and refused a
 * sign-in form that no refusal of ours could have sped up.
 * A window, not an instant: one slow turn (a cold start) must not turn the next callers away.
 */
export interface LoadShedder {
  /** True while the loop's utilisation over the last window is over the limit. */
  overloaded(): boolean;
  /** The loop's utilisation over the last window (0–1). */
  utilisation(): number;
  /** The process's CPU time over the last window, as a share of the window's wall time. */
  ownCpuShare(): number;
  stop(): void;
}

export interface LoadSheddingOptions {
  /** Shed while the loop was busy for more than this share of the window. */
  maxUtilisation?: number;
  /** The window, ms. */
  windowMs?: number;
  /** Tests: what one sample of SAMPLE_MS saw, instead of measuring this process. */
  sample?: () => LoopSample;
}

export const DEFAULT_MAX_UTILISATION = 0.9;
/**
 * Below this share of one core for the process, a busy-looking loop was waiting for the CPU, not
 * overloaded by its own requests. A loop overloaded by its own work holds a whole core (≈ 1.0); the
 * process's other threads (argon2 on libuv's pool, the garbage collector) only add to it.
 */
export const MIN_OWN_CPU_SHARE = 0.5;

/** One sample of the loop: wall ms it ran code, wall ms it waited for I/O, and the process's CPU ms. */
export interface LoopSample {
  active: number;
  idle: number;
  cpu: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Pure: the window's utilisation and the process's share of a core over it. */
export function windowLoad(samples: readonly LoopSample[]): { utilisation: number; ownCpuShare: number } {
  const active = samples.reduce((sum, s) => sum + s.active, 0);
  const idle = samples.reduce((sum, s) => sum + s.idle, 0);
  const cpu = samples.reduce((sum, s) => sum + s.cpu, 0);
  const wall = active + idle;
  return { utilisation: wall > 0 ? active / wall : 0, ownCpuShare: wall > 0 ? cpu / wall : 0 };
}

/** Pure: shed when a whole window was over the limit and the process had the CPU for it. */
export function shouldShed(
  samples: readonly LoopSample[],
  keep: number,
  maxUtilisation = DEFAULT_MAX_UTILISATION,
  minOwnCpuShare = MIN_OWN_CPU_SHARE,
): boolean {
  return samples.length >= keep && loadCallsForShedding(windowLoad(samples), maxUtilisation, minOwnCpuShare);
}

/** Pure: a full window's load is over the limit, and the process had the CPU for it (not starved by the host). */
function loadCallsForShedding(load: { utilisation: number; ownCpuShare: number }, maxUtilisation: number, minOwnCpuShare = MIN_OWN_CPU_SHARE): boolean {
  return load.utilisation > maxUtilisation && load.ownCpuShare >= minOwnCpuShare;
}

const WINDOW_MS = 1000;
const SAMPLE_MS = 100;

export function createLoadShedder(opts: LoadSheddingOptions = {}): LoadShedder {
  const max = opts.maxUtilisation ?? DEFAULT_MAX_UTILISATION;
  const keep = Math.max(1, Math.round((opts.windowMs ?? WINDOW_MS) / SAMPLE_MS));
  const samples: LoopSample[] = [];
  const sample = opts.sample ?? measureLoop();
  // The window changes only when a sample comes in: its load is worked out then, not per request.
  let load = windowLoad(samples);
  let shed = false;
  const timer = setInterval(() => {
    samples.push(sample());
    if (samples.length > keep) samples.shift();
    load = windowLoad(samples);
    shed = samples.length >= keep && loadCallsForShedding(load, max);
  }, SAMPLE_MS);
  timer.unref();
  let starvedSaidAt = -Infinity;
  return {
    overloaded: () => {
      if (shed) return true;
      if (samples.length >= keep && load.utilisation > max && performance.now() - starvedSaidAt > STARVED_LOG_INTERVAL_MS) {
        starvedSaidAt = performance.now();
        log.warn({ utilisation: round2(load.utilisation), ownCpuShare: round2(load.ownCpuShare) }, "event_loop_starved_by_host");
      }
      return false;
    },
    utilisation: () => load.utilisation,
    ownCpuShare: () => load.ownCpuShare,
    stop: () => clearInterval(timer),
  };
}

/** This process's loop since the last call: Node's event-loop utilisation and the process's CPU time. */
function measureLoop(): () => LoopSample {
  let previous = performance.eventLoopUtilization();
  let previousCpu = process.cpuUsage();
  return () => {
    const now = performance.eventLoopUtilization();
    const delta = performance.eventLoopUtilization(now, previous);
    const cpu = process.cpuUsage(previousCpu);
    previous = now;
    previousCpu = process.cpuUsage();
    return { active: delta.active, idle: delta.idle, cpu: (cpu.user + cpu.system) / 1000 };
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
export const neverShed: LoadShedder = { overloaded: () => false, utilisation: () => 0, ownCpuShare: () => 0, stop: () => {} };
