import type { ManagedProcess } from "../process/processes";

/**
 * An ordered list of services (a data dir, a media server, the app, the agent worker …) started one
 * after another and stopped in reverse order. Used by `npm start` and the Playwright global setup.
 *
 * A service gets the environment the services before it published (`ctx.env`) and may publish
 * its own: the data dir service publishes VOICEDESK_DATA_DIR, the app publishes VOICEDESK_APP_URL.
 */
export interface ServiceContext {
  /** Repository root; commands run from here. */
  root: string;
  /** Log files of this run (one per service). */
  logDir: string;
  /** What earlier services published. Read-only for a service: publish through `RunningService.env`. */
  env: Readonly<Record<string, string>>;
  /** Aborted when the run is cancelled (Ctrl-C during start-up); long starts should give up on it. */
  signal?: AbortSignal;
}

/** How a service ended on its own, for the message that explains why everything stopped. */
export interface ServiceEnd {
  reason: string;
  /** The last lines the service printed. */
  tail?: string;
  logFile?: string;
}

export interface RunningService {
  /** Variables for the services after this one (and, in e2e, for the tests). */
  env?: Record<string, string>;
  /** Stops the service and waits until it is gone. */
  stop(): Promise<void>;
  /** Settles when the service ends by itself; may also settle after `stop()` (ignored then). */
  ended?: Promise<ServiceEnd>;
}

export interface Service {
  name: string;
  start(ctx: ServiceContext): Promise<RunningService>;
  /** Start it again when it ends on its own (a crash); without a policy its end stops the run. */
  restart?: RestartPolicy;
}

/**
 * Supervision: a crashed service is started again after `initialDelayMs`, doubling up to
 * `maxDelayMs`, at most `retries` times in a row; a run that lasted `stableAfterMs` counts as
 * healthy and resets the count. The rest keeps serving meanwhile.
 */
export interface RestartPolicy {
  retries: number;
  initialDelayMs: number;
  maxDelayMs: number;
  stableAfterMs: number;
}

/** The delay before restart number `attempt` (1-based). Pure. */
export function restartDelayMs(policy: RestartPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, attempt - 1));
}

export interface ServiceFailure extends ServiceEnd {
  name: string;
}

export interface RunningServices {
  env: Record<string, string>;
  /** Reverse order; idempotent. */
  stop(): Promise<void>;
  /** Settles with the first service that ended while it should have been running. */
  failed: Promise<ServiceFailure>;
  /** The same failure, synchronously (undefined while all is well). */
  failure(): ServiceFailure | undefined;
}

/** One step of a service's life, for progress output. */
export type ServiceEvent =
  | { service: string; phase: "starting" }
  | { service: string; phase: "ready" | "stopped"; ms: number }
  | { service: string; phase: "failed" | "stop-failed"; error: Error }
  | { service: string; phase: "crashed"; end: ServiceEnd; attempt: number; retries: number; delayMs: number }
  | { service: string; phase: "restarted"; attempt: number; ms: number }
  | { service: string; phase: "restart-failed"; attempt: number; error: Error };

/** The usual line for an event: "app ready (812 ms)", "app failed: …". */
export function describeServiceEvent(e: ServiceEvent): string {
  switch (e.phase) {
    case "starting":
      return `${e.service} starting…`;
    case "ready":
    case "stopped":
      return `${e.service} ${e.phase} (${e.ms} ms)`;
    case "failed":
      return `${e.service} failed: ${e.error.message}`;
    case "stop-failed":
      return `${e.service} did not stop cleanly: ${e.error.message}`;
    case "crashed":
      return `${e.service} crashed: ${e.end.reason}; restarting in ${e.delayMs} ms (attempt ${e.attempt} of ${e.retries})`;
    case "restarted":
      return `${e.service} restarted (attempt ${e.attempt}, ${e.ms} ms)`;
    case "restart-failed":
      return `${e.service} restart ${e.attempt} failed: ${e.error.message}`;
  }
}

export interface StartServicesOptions {
  root: string;
  logDir: string;
  signal?: AbortSignal;
  /** Progress; default: describeServiceEvent on stderr with a [services] prefix. */
  report?: (event: ServiceEvent) => void;
}

export class StartCancelledError extends Error {
  constructor() {
    super("start-up cancelled");
    this.name = "StartCancelledError";
  }
}

const reportToStderr = (event: ServiceEvent) => process.stderr.write(`[services] ${describeServiceEvent(event)}\n`);

/**
 * Starts the services one after another. If one fails, or the run is cancelled, the ones already
 * running are stopped before the error surfaces, so a broken start never leaves a server holding
 * a port or PGlite's data directory.
 */
export async function startServices(services: readonly Service[], opts: StartServicesOptions): Promise<RunningServices> {
  const report = opts.report ?? reportToStderr;
  const env: Record<string, string> = {};
  /** One slot per started service; a restart replaces `service` in place, so stop order holds. */
  const running: { name: string; service: RunningService }[] = [];
  let stopping = false;
  let failure: ServiceFailure | undefined;
  let settleFailed: (f: ServiceFailure) => void = () => {};
  const failed = new Promise<ServiceFailure>((resolve) => (settleFailed = resolve));
  const wakeOnStop = new Set<() => void>();
  const restarts = new Set<Promise<void>>();
  const fail = (f: ServiceFailure) => {
    if (stopping || failure !== undefined) return;
    failure = f;
    settleFailed(f);
  };
  /** Resolves after `ms`, or at once when the run is being stopped. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakeOnStop.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakeOnStop.add(done);
    });

  const supervise = (definition: Service, slot: { name: string; service: RunningService }, ctxEnv: Record<string, string>) => {
    let attempts = 0;
    let startedAt = Date.now();
    const watch = (service: RunningService) => {
      void service.ended?.then(
        (end) => {
          if (stopping || failure !== undefined || slot.service !== service) return;
          const recovering = recover(end).finally(() => restarts.delete(recovering));
          restarts.add(recovering);
        },
        () => {},
      );
    };
    const recover = async (end: ServiceEnd) => {
      const policy = definition.restart;
      if (policy === undefined) return fail({ name: slot.name, ...end });
      if (Date.now() - startedAt >= policy.stableAfterMs) attempts = 0;
      let last: ServiceEnd = end;
      while (attempts < policy.retries) {
        attempts += 1;
        const delayMs = restartDelayMs(policy, attempts);
        report({ service: slot.name, phase: "crashed", end: last, attempt: attempts, retries: policy.retries, delayMs });
        await pause(delayMs);
        if (stopping || failure !== undefined) return;
        const began = Date.now();
        try {
          const again = await definition.start({ root: opts.root, logDir: opts.logDir, signal: opts.signal, env: { ...ctxEnv } });
          if (stopping || failure !== undefined) {
            await again.stop();
            return;
          }
          const changed = Object.entries(again.env ?? {}).filter(([k, v]) => env[k] !== v);
          slot.service = again;
          if (changed.length > 0) {
            // The services after it were started with the old values and would talk to nothing.
            return fail({ name: slot.name, reason: `restarted with different ${changed.map(([k]) => k).join(", ")}; the services after it cannot follow` });
          }
          startedAt = Date.now();
          report({ service: slot.name, phase: "restarted", attempt: attempts, ms: Date.now() - began });
          watch(again);
          return;
        } catch (err) {
          report({ service: slot.name, phase: "restart-failed", attempt: attempts, error: err as Error });
          last = { reason: (err as Error).message };
        }
      }
      fail({ name: slot.name, ...last, reason: `${last.reason}; gave up after ${policy.retries} restarts` });
    };
    watch(slot.service);
  };

  let stopped: Promise<void> | undefined;
  const stopAll = () => {
    stopping = true;
    for (const wake of [...wakeOnStop]) wake();
    stopped ??= (async () => {
      // A restart under way finishes (and stops what it started) before the slots are stopped.
      await Promise.allSettled([...restarts]);
      for (const { name, service } of [...running].reverse()) {
        const started = Date.now();
        try {
          await service.stop();
          report({ service: name, phase: "stopped", ms: Date.now() - started });
        } catch (err) {
          report({ service: name, phase: "stop-failed", error: err as Error });
        }
      }
      running.length = 0;
    })();
    return stopped;
  };

  for (const service of services) {
    if (opts.signal?.aborted) {
      await stopAll();
      throw new StartCancelledError();
    }
    const started = Date.now();
    report({ service: service.name, phase: "starting" });
    const ctxEnv = { ...env };
    let r: RunningService;
    try {
      r = await service.start({ root: opts.root, logDir: opts.logDir, signal: opts.signal, env: { ...ctxEnv } });
    } catch (err) {
      if (!opts.signal?.aborted) report({ service: service.name, phase: "failed", error: err as Error });
      await stopAll();
      throw opts.signal?.aborted ? new StartCancelledError() : err;
    }
    const slot = { name: service.name, service: r };
    running.push(slot);
    supervise(service, slot, ctxEnv);
    Object.assign(env, r.env ?? {});
    if (opts.signal?.aborted) {
      await stopAll();
      throw new StartCancelledError();
    }
    report({ service: service.name, phase: "ready", ms: Date.now() - started });
  }
  return { env, stop: stopAll, failed, failure: () => failure };
}

/** A managed process's end as a service end: why, its last lines and where the full log is. */
export function processEnd(proc: Pick<ManagedProcess, "name" | "exited" | "tail" | "logFile">): Promise<ServiceEnd> {
  return proc.exited.then(({ code, signal }) => ({
    reason: `${proc.name} exited (${code === null ? signal : `code ${code}`})`,
    tail: proc.tail(),
    logFile: proc.logFile,
  }));
}
