/**
 * The processes an end-to-end run needs, started in order by the Playwright global setup and
 * stopped in reverse order afterwards.
 *
 * A service gets the environment the services before it published (`ctx.env`) and may publish
 * its own: the data dir service publishes VOICEDESK_DATA_DIR, the app publishes
 * VOICEDESK_E2E_BASE_URL and VOICEDESK_APP_URL. Everything published also reaches the test
 * workers through process.env. See global-setup.ts for the list and how to add to it.
 */
export interface ServiceContext {
  /** Repository root; commands run from here. */
  root: string;
  /** Log files of this run (one per service). */
  logDir: string;
  /** What earlier services published. Read-only for a service: publish through `RunningService.env`. */
  env: Readonly<Record<string, string>>;
}

export interface RunningService {
  /** Variables for the services after this one and for the tests. */
  env?: Record<string, string>;
  /** Stops the service and waits until it is gone. */
  stop(): Promise<void>;
}

export interface E2EService {
  name: string;
  start(ctx: ServiceContext): Promise<RunningService>;
}

export interface RunningServices {
  env: Record<string, string>;
  stop(): Promise<void>;
}

function say(message: string): void {
  process.stderr.write(`[e2e] ${message}\n`);
}

/**
 * Starts the services one after another. If one fails, the ones already running are stopped
 * before the error surfaces, so a broken setup never leaves a server holding a port or PGlite's
 * data directory.
 */
export async function startServices(services: readonly E2EService[], base: Omit<ServiceContext, "env">): Promise<RunningServices> {
  const env: Record<string, string> = {};
  const running: { name: string; service: RunningService }[] = [];

  const stopAll = async () => {
    for (const { name, service } of running.reverse()) {
      const started = Date.now();
      try {
        await service.stop();
        say(`${name} stopped (${Date.now() - started} ms)`);
      } catch (err) {
        say(`${name} did not stop cleanly: ${(err as Error).message}`);
      }
    }
    running.length = 0;
  };

  for (const service of services) {
    const started = Date.now();
    say(`${service.name} starting…`);
    try {
      const r = await service.start({ ...base, env: { ...env } });
      running.push({ name: service.name, service: r });
      Object.assign(env, r.env ?? {});
      say(`${service.name} ready (${Date.now() - started} ms)`);
    } catch (err) {
      say(`${service.name} failed: ${(err as Error).message}`);
      await stopAll();
      throw err;
    }
  }
  return { env, stop: stopAll };
}
