/**
 * The app's API as its own process, without Next.js: the same router and the same HTTP front
 * (server/http/serve-app.ts decides the client address from the socket) over the database the
 * environment names (DATABASE_URL, else PGlite under VOICEDESK_DATA_DIR) — what the load bench
 * drives and what the scale-out test starts twice. Pages and sign-in (next-auth) are not served.
 *
 *   node --import tsx testkit/services/api-instance/main.ts --port 0   → prints "listening <url>"
 *
 * For a load profile: SIGUSR2 opens a measurement window (`window open` once it is); SIGTERM prints `stats {…}` for it
 * (event-loop utilisation and delay, the database pool's waiting queries) before leaving. With
 * VOICEDESK_CPU_PROFILE_FILE set, the window is also a V8 CPU profile written to that file
 * (start-up and module loading stay out of it, unlike `node --cpu-prof`).
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { parseArgs } from "node:util";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import { getDatabase } from "~/server/db";
import { appRouter } from "~/server/api/root";
import { apiResponseMeta, type TRPCContext } from "~/server/api/trpc";
import { startAppServer } from "~/server/http/serve-app";
import { settlePersistence } from "~/server/cognition/orchestrator";

const { values } = parseArgs({ options: { port: { type: "string", default: "0" }, hostname: { type: "string", default: "127.0.0.1" } } });
const handle = await getDatabase();
const { db } = handle;
const api = createHTTPHandler({
  basePath: "/api/trpc/",
  router: appRouter,
  responseMeta: apiResponseMeta,
  createContext: ({ req }): TRPCContext => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    return { db, session: null, headers };
  },
});
const served = await startAppServer({
  handle: (req, res) => api(req, res),
  host: values.hostname!,
  port: Number(values.port),
  trustedProxies: process.env.VOICEDESK_TRUSTED_PROXIES,
});
console.log(`listening ${served.url}`);

/** The measurement window: event loop and pool, sampled every 20 ms from SIGUSR2 on. */
function measureWindow() {
  const elu = performance.eventLoopUtilization();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const waiting: number[] = [];
  const timer = setInterval(() => waiting.push(handle.poolStats?.().waiting ?? 0), 20);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
    return {
      eventLoopUtilisation: performance.eventLoopUtilization(elu).utilization,
      eventLoopDelayP99Ms: delay.percentile(99) / 1e6,
      poolWaitingMean: waiting.length ? waiting.reduce((a, b) => a + b, 0) / waiting.length : 0,
      poolWaitingMax: waiting.length ? Math.max(...waiting) : 0,
    };
  };
}
let endWindow = measureWindow();
const profileFile = process.env.VOICEDESK_CPU_PROFILE_FILE;
const profiler = profileFile ? new Session() : undefined;
profiler?.connect();
process.on("SIGUSR2", () => {
  // The profiler's start stalls the loop for a moment: the window opens after it, and says so.
  void (profiler ? profiler.post("Profiler.enable").then(() => profiler.post("Profiler.start")) : Promise.resolve()).then(() => {
    endWindow = measureWindow();
    console.log("window open");
  });
});

/** The window's CPU profile to its file (nothing when none was asked for or started). */
async function writeProfile(): Promise<void> {
  if (!profiler || !profileFile) return;
  const { profile } = await profiler.post("Profiler.stop").catch(() => ({ profile: undefined }));
  if (profile) writeFileSync(profileFile, JSON.stringify(profile));
}

// SIGTERM: stop taking requests, let stored turns settle, then leave (a rolling restart).
process.once("SIGTERM", () => {
  console.log(`stats ${JSON.stringify(endWindow())}`);
  void writeProfile()
    .then(() => served.close())
    .then(() => settlePersistence())
    .finally(() => process.exit(0));
});
