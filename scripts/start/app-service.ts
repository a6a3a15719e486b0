import { join } from "node:path";
import { appProcessEnvironment, buildApp, serveApp } from "~/testkit/services/app-server";
import { processEnd, type Service } from "~/testkit/services/services";
import { checkBuild } from "~/testkit/services/build-freshness";
import type { Say } from "./console";
import { livekitEnvironment } from "./livekit-service";
import type { StartSettings } from "./settings";

/** Pure: the app's environment — the user's, what earlier steps published, and what next insists on. */
export function appEnvironment(
  base: NodeJS.ProcessEnv,
  published: Readonly<Record<string, string>>,
  settings: StartSettings,
  logLevel: string,
): NodeJS.ProcessEnv {
  return {
    ...appProcessEnvironment(
      {
        ...base,
        ...(settings.livekit.kind === "external" ? livekitEnvironment(settings) : {}),
        ...published,
      },
      settings.app.port,
    ),
    VOICEDESK_APP_URL: settings.app.url,
    LOG_LEVEL: logLevel,
  } as Record<string, string | undefined> as NodeJS.ProcessEnv;
}

/** `next build` when the build is stale (see build-freshness.ts), then the app's HTTP front until healthy. */
export function appService(settings: StartSettings, say: Say, logLevel: string): Service {
  return {
    name: "app",
    async start(ctx) {
      const env = appEnvironment(process.env, ctx.env, settings, logLevel);
      const build = checkBuild(ctx.root);
      if (build.stale) {
        const logFile = join(ctx.logDir, "app-build.log");
        say(`building the app (next build, 1–3 min) because ${build.reason}; log: ${logFile}`);
        const started = Date.now();
        await buildApp({ root: ctx.root, env, logFile, signal: ctx.signal });
        say(`app built in ${Math.round((Date.now() - started) / 1000)} s`);
      } else {
        say(`no build needed: ${build.reason}`);
      }

      say(`serving the app (server/http/main.ts) on ${settings.app.url}…`);
      const app = await serveApp({
        root: ctx.root,
        host: settings.app.host,
        port: settings.app.port,
        env,
        logFile: join(ctx.logDir, "app.log"),
        signal: ctx.signal,
      });
      return { env: { VOICEDESK_APP_URL: settings.app.url }, stop: () => app.proc.stop(), ended: processEnd(app.proc) };
    },
  };
}
