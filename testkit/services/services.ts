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
  | { service: string; phase: "failed" | "stop-failed"; error: Error };

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
  const running: { name: string; service: RunningService }[] = [];
  let stopping = false;
  let failure: ServiceFailure | undefined;
  let settleFailed: (f: ServiceFailure) => void = () => {};
  const failed = new Promise<ServiceFailure>((resolve) => (settleFailed = resolve));

  const watch = (name: string, service: RunningService) => {
    void service.ended?.then(
      (end) => {
        if (stopping || failure !== undefined) return;
        failure = { name, ...end };
        settleFailed(failure);
      },
      () => {},
    );
  };

  let stopped: Promise<void> | undefined;
  const stopAll = () => {
    stopping = true;
    stopped ??= (async () => {
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
    let r: RunningService;
    try {
      r = await service.start({ root: opts.root, logDir: opts.logDir, signal: opts.signal, env: { ...env } });
    } catch (err) {
      if (!opts.signal?.aborted) report({ service: service.name, phase: "failed", error: err as Error });
      await stopAll();
      throw opts.signal?.aborted ? new StartCancelledError() : err;
    }
    running.push({ name: service.name, service: r });
    watch(service.name, r);
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
