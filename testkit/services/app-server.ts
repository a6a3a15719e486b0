import { existsSync } from "node:fs";
import { join } from "node:path";
import { freeTcpPort } from "../process/free-ports";
import { runToCompletion, startProcess, type ManagedProcess } from "../process/processes";
import type { Service } from "./services";

/**
 * How the app runs under test:
 * - `build` (default, what CI does): `next build`, then `next start` — the real production server.
 * - `reuse`: `next start` on the existing .next build; for iterating on tests, not on the app.
 * - `dev`: `next dev`; only one may run per checkout (Next 16 locks .next/dev), so not for CI.
 */
export type AppMode = "build" | "reuse" | "dev";

const APP_MODES: readonly AppMode[] = ["build", "reuse", "dev"];

export function appModeFromEnv(value = process.env.VOICEDESK_E2E_APP): AppMode {
  if (value === undefined || value === "") return "build";
  if ((APP_MODES as readonly string[]).includes(value)) return value as AppMode;
  throw new Error(`VOICEDESK_E2E_APP must be one of ${APP_MODES.join(", ")} (got "${value}")`);
}

/** Up means a real database round trip answered, not merely a port that accepts connections. */
async function waitForHealth(baseUrl: string, proc: ManagedProcess, timeoutMs: number): Promise<void> {
  const url = `${baseUrl}/api/trpc/health.ping`;
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (proc.hasExited()) throw new Error(`the app exited before it was healthy; log: ${proc.logFile}\n${proc.tail()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      const body = (await res.json()) as { result?: { data?: { json?: { ok?: unknown } } } };
      if (res.ok && body.result?.data?.json?.ok === true) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer ${url} within ${timeoutMs} ms (last: ${last}); log: ${proc.logFile}\n${proc.tail()}`);
}

export interface AppServerOptions {
  mode?: AppMode;
  healthTimeoutMs?: number;
}

/**
 * The Next.js app on a free loopback port, on the data dir an earlier service prepared. Every
 * variable earlier services published (a LiveKit URL and keys, say) reaches the app's environment.
 */
export function appServerService(opts: AppServerOptions = {}): Service {
  return {
    name: "app",
    async start(ctx) {
      const mode = opts.mode ?? appModeFromEnv();
      if (!ctx.env.VOICEDESK_DATA_DIR) throw new Error("the app service needs VOICEDESK_DATA_DIR: put the data dir service before it");
      const next = join(ctx.root, "node_modules/next/dist/bin/next");
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...ctx.env,
        // `npm test` exports NODE_ENV=test, which Next refuses to build or serve with.
        NODE_ENV: mode === "dev" ? "development" : "production",
        NEXT_TELEMETRY_DISABLED: "1",
      };

      if (mode === "build") {
        await runToCompletion("next build", process.execPath, [next, "build"], { cwd: ctx.root, env, logFile: join(ctx.logDir, "app-build.log") });
      } else if (mode === "reuse" && !existsSync(join(ctx.root, ".next", "BUILD_ID"))) {
        throw new Error("VOICEDESK_E2E_APP=reuse needs an existing build: run `npx next build` first");
      }

      const port = await freeTcpPort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const proc = startProcess("app", process.execPath, [next, mode === "dev" ? "dev" : "start", "--hostname", "127.0.0.1", "--port", String(port)], {
        cwd: ctx.root,
        env: { ...env, PORT: String(port) },
        logFile: join(ctx.logDir, "app.log"),
      });
      try {
        await waitForHealth(baseUrl, proc, opts.healthTimeoutMs ?? 120_000);
      } catch (err) {
        await proc.stop();
        throw err;
      }
      return {
        env: { VOICEDESK_E2E_BASE_URL: baseUrl, VOICEDESK_APP_URL: baseUrl },
        stop: () => proc.stop(),
      };
    },
  };
}
