import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkBuild } from "./build-freshness";
import { freeTcpPort } from "../process/free-ports";
import { runToCompletion, startProcess, type ManagedProcess } from "../process/processes";
import { waitFor } from "../process/wait";
import { processEnd, type Service } from "./services";

/**
 * The app as production serves it: `next build`, then the custom HTTP front
 * (server/http/main.ts: it decides each request's client address where the socket is known, then
 * hands the request to Next.js) — never `next start`. `npm start` and the Playwright setup both
 * start it from here.
 */
export const HEALTH_PATH = "/api/trpc/health.ping";

/** Pure: what the app process must have on top of the caller's environment. */
export function appProcessEnvironment(env: Readonly<Record<string, string | undefined>>, port: number): Record<string, string | undefined> {
  return {
    ...env,
    // Next refuses to build or serve under NODE_ENV=test (which `npm test` exports) and serves a
    // slow, unoptimised app under development.
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
  };
}

/** `next build` to its end; a failure throws with the build's last lines. */
export async function buildApp(opts: {
  root: string;
  env: Readonly<Record<string, string | undefined>>;
  logFile: string;
  signal?: AbortSignal;
}): Promise<void> {
  const next = join(opts.root, "node_modules/next/dist/bin/next");
  await runToCompletion("next build", process.execPath, [next, "build"], {
    cwd: opts.root,
    env: { ...opts.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    logFile: opts.logFile,
    signal: opts.signal,
  });
}

export interface ServeAppOptions {
  root: string;
  host: string;
  port: number;
  env: Readonly<Record<string, string | undefined>>;
  logFile: string;
  signal?: AbortSignal;
  healthTimeoutMs?: number;
  /** `next dev` instead of the built app (iterating on tests only; one per checkout). */
  dev?: boolean;
}

export interface ServedApp {
  url: string;
  proc: ManagedProcess;
}

/** Up means a real database round trip answered, not merely a port that accepts connections. */
async function healthy(url: string): Promise<true | undefined> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json()) as { result?: { data?: { json?: { ok?: unknown } } } };
  if (res.ok && body.result?.data?.json?.ok === true) return true;
  throw new Error(`HTTP ${res.status}`);
}

/** Serves the built app through server/http/main.ts and waits until its health check answers. */
export async function serveApp(opts: ServeAppOptions): Promise<ServedApp> {
  const url = `http://${opts.host}:${opts.port}`;
  const command = opts.dev
    ? [join(opts.root, "node_modules/next/dist/bin/next"), "dev", "--hostname", opts.host, "--port", String(opts.port)]
    : [join(opts.root, "node_modules/tsx/dist/cli.mjs"), "server/http/main.ts", "--hostname", opts.host, "--port", String(opts.port)];
  const env = appProcessEnvironment(opts.env, opts.port);
  if (opts.dev) env.NODE_ENV = "development";
  const proc = startProcess("app", process.execPath, command, { cwd: opts.root, env, logFile: opts.logFile, signal: opts.signal });
  try {
    await waitFor(() => healthy(`${url}${HEALTH_PATH}`), {
      what: `the app to answer ${HEALTH_PATH}`,
      timeoutMs: opts.healthTimeoutMs ?? 120_000,
      intervalMs: 250,
      signal: opts.signal,
      giveUp: () => (proc.hasExited() ? `the app exited; log: ${proc.logFile}\n${proc.tail()}` : undefined),
    });
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return { url, proc };
}

/**
 * How the app runs under the Playwright setup:
 * - `build` (default, what CI does): `next build` when the build is stale by `npm start`'s rule
 *   (./build-freshness.ts: the start test in the same `npm test` has usually just built
 *   these sources), then the production server (server/http/main.ts).
 * - `reuse`: the production server on the existing .next build; for iterating on tests, not on the app.
 * - `dev`: `next dev`; only one may run per checkout (Next 16 locks .next/dev), so not for CI.
 */
export type AppMode = "build" | "reuse" | "dev";

const APP_MODES: readonly AppMode[] = ["build", "reuse", "dev"];

export function appModeFromEnv(value = process.env.VOICEDESK_E2E_APP): AppMode {
  if (value === undefined || value === "") return "build";
  if ((APP_MODES as readonly string[]).includes(value)) return value as AppMode;
  throw new Error(`VOICEDESK_E2E_APP must be one of ${APP_MODES.join(", ")} (got "${value}")`);
}

export interface AppServerOptions {
  mode?: AppMode;
  healthTimeoutMs?: number;
}

/**
 * npm test builds the app once, in its checks lane, while Playwright's set-up already prepares the
 * data dir and starts LiveKit (scripts/test.sh): the build holds an exclusive flock on this file and
 * writes its exit status to `<file>.status` before letting go. The app waits here for the lock, an
 * event rather than a poll, then reads the status: a failed build is said as such, not as a second
 * build attempt beside the first (two builds into one .next break each other).
 */
async function awaitOwnersBuild(lockFile: string, root: string, signal?: AbortSignal): Promise<void> {
  await runToCompletion("waiting for npm test's app build", "flock", ["--shared", lockFile, "true"], { cwd: root, env: process.env, signal });
  let status = "";
  try {
    status = readFileSync(`${lockFile}.status`, "utf8").trim();
  } catch {
    // no status: the build ended without writing one, which is a failure too
  }
  if (status !== "0") throw new Error(`npm test's app build failed (status ${status || "missing"}): see test-results/lanes/app-build.log`);
}

/**
 * The app on a free loopback port, on the data dir an earlier service prepared. Every variable
 * earlier services published (a LiveKit URL and keys, say) reaches the app's environment.
 */
export function appServerService(opts: AppServerOptions = {}): Service {
  return {
    name: "app",
    async start(ctx) {
      const mode = opts.mode ?? appModeFromEnv();
      if (!ctx.env.VOICEDESK_DATA_DIR) throw new Error("the app service needs VOICEDESK_DATA_DIR: put the data dir service before it");
      const env = { ...process.env, ...ctx.env };
      const logFile = join(ctx.logDir, "app-build.log");
      if (mode === "build" && env.VOICEDESK_APP_BUILD_LOCK) await awaitOwnersBuild(env.VOICEDESK_APP_BUILD_LOCK, ctx.root, ctx.signal);
      const build = mode === "build" ? checkBuild(ctx.root) : undefined;
      if (build?.stale) {
        await buildApp({ root: ctx.root, env, logFile, signal: ctx.signal });
      } else if (build) {
        writeFileSync(logFile, `no build needed: ${build.reason}\n`);
      } else if (mode === "reuse" && !existsSync(join(ctx.root, ".next", "BUILD_ID"))) {
        throw new Error("VOICEDESK_E2E_APP=reuse needs an existing build: run `npx next build` first");
      }
      const port = await freeTcpPort();
      const app = await serveApp({
        root: ctx.root,
        host: "127.0.0.1",
        port,
        env: { ...env, VOICEDESK_APP_URL: `http://127.0.0.1:${port}` },
        logFile: join(ctx.logDir, "app.log"),
        signal: ctx.signal,
        healthTimeoutMs: opts.healthTimeoutMs,
        dev: mode === "dev",
      });
      return {
        env: { VOICEDESK_E2E_BASE_URL: app.url, VOICEDESK_APP_URL: app.url },
        stop: () => app.proc.stop(),
        ended: processEnd(app.proc),
      };
    },
  };
}
