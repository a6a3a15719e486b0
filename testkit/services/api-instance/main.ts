/**
 * The app's API as its own process, without Next.js: the same router and the same HTTP front
 * (server/http/serve-app.ts decides the client address from the socket) over the database the
 * environment names (DATABASE_URL, else PGlite under VOICEDESK_DATA_DIR) — what the load bench
 * drives and what the scale-out test starts twice. Pages and sign-in (next-auth) are not served.
 *
 *   node --import tsx testkit/services/api-instance/main.ts --port 0   → prints "listening <url>"
 */
import { parseArgs } from "node:util";
import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import { getDatabase } from "~/server/db";
import { appRouter } from "~/server/api/root";
import { apiResponseMeta, type TRPCContext } from "~/server/api/trpc";
import { startAppServer } from "~/server/http/serve-app";
import { settlePersistence } from "~/server/cognition/orchestrator";

const { values } = parseArgs({ options: { port: { type: "string", default: "0" }, hostname: { type: "string", default: "127.0.0.1" } } });
const { db } = await getDatabase();
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

// SIGTERM: stop taking requests, let stored turns settle, then leave (a rolling restart).
process.once("SIGTERM", () => {
  void served
    .close()
    .then(() => settlePersistence())
    .finally(() => process.exit(0));
});
