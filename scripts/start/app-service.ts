import { join } from "node:path";
import { runToCompletion, startProcess } from "../../testkit/process/processes";
import { processEnd, type Service } from "../../testkit/services/services";
import { waitFor } from "../../testkit/process/wait";
import { checkBuild } from "./build-freshness";
import type { Say } from "./console";
import { livekitEnvironment } from "./livekit-service";
import type { StartSettings } from "./settings";

export const HEALTH_PATH = "/api/trpc/health.ping";

/** Pure: the app's environment — the user's, what earlier steps published, and what next insists on. */
export function appEnvironment(
  base: NodeJS.ProcessEnv,
  published: Readonly<Record<string, string>>,
  settings: StartSettings,
  logLevel: string,
): NodeJS.ProcessEnv {
  return {
    ...base,
    ...(settings.livekit.kind === "external" ? livekitEnvironment(settings) : {}),
    ...published,
    // Next refuses to build or serve under NODE_ENV=test (which `npm test` exports) and serves a
    // slow, unoptimised app under development.
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(settings.app.port),
    VOICEDESK_APP_URL: settings.app.url,
    LOG_LEVEL: logLevel,
  };
}

/** Up means a real database round trip answered, not merely a port that accepts connections. */
async function healthy(url: string): Promise<true | undefined> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json()) as { result?: { data?: { json?: { ok?: unknown } } } };
  if (res.ok && body.result?.data?.json?.ok === true) return true;
  throw new Error(`HTTP ${res.status}`);
}

/** `next build` when the build is stale (see build-freshness.ts), then `next start` until healthy. */
export function appService(settings: StartSettings, say: Say, logLevel: string): Service {
  return {
    name: "app",
    async start(ctx) {
      const next = join(ctx.root, "node_modules/next/dist/bin/next");
      const env = appEnvironment(process.env, ctx.env, settings, logLevel);
      const build = checkBuild(ctx.root);
      if (build.stale) {
        const logFile = join(ctx.logDir, "app-build.log");
        say(`building the app (next build, 1–3 min) because ${build.reason}; log: ${logFile}`);
        const started = Date.now();
        await runToCompletion("next build", process.execPath, [next, "build"], { cwd: ctx.root, env, logFile, signal: ctx.signal });
        say(`app built in ${Math.round((Date.now() - started) / 1000)} s`);
      } else {
        say(`no build needed: ${build.reason}`);
      }

      say(`next start on ${settings.app.url}…`);
      const proc = startProcess("next start", process.execPath, [next, "start", "--hostname", settings.app.host, "--port", String(settings.app.port)], {
        cwd: ctx.root,
        env,
        logFile: join(ctx.logDir, "app.log"),
      });
      try {
        await waitFor(() => healthy(`${settings.app.url}${HEALTH_PATH}`), {
          what: `the app to answer ${HEALTH_PATH}`,
          timeoutMs: 120_000,
          intervalMs: 250,
          signal: ctx.signal,
          giveUp: () => (proc.hasExited() ? `next start exited; log: ${proc.logFile}\n${proc.tail()}` : undefined),
        });
      } catch (err) {
        await proc.stop();
        throw err;
      }
      return { env: { VOICEDESK_APP_URL: settings.app.url }, stop: () => proc.stop(), ended: processEnd(proc) };
    },
  };
}
