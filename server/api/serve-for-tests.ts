import type { AddressInfo } from "node:net";
import { createHTTPServer } from "@trpc/server/adapters/standalone";
import type { Db } from "../db";
import { stampClientAddress, trustedProxies } from "../http/client-address";
import { appRouter } from "./root";
import { apiResponseMeta, type TRPCContext } from "./trpc";

/**
 * The real API router on a real HTTP port, over a database the test owns: the contract tests run
 * the agent's client and the browser's links against exactly what the Next.js route serves
 * (same router, same transformer, same procedures), without building the app.
 */
export async function serveApiForTests(db: Db, opts: { trustedProxies?: string } = {}): Promise<{ appUrl: string; close(): Promise<void> }> {
  const trust = trustedProxies(opts.trustedProxies);
  const server = createHTTPServer({
    basePath: "/api/trpc/",
    router: appRouter,
    responseMeta: apiResponseMeta,
    createContext: ({ req }): TRPCContext => {
      // As the app's HTTP front does (server/http/serve-app.ts): the address is decided from the socket.
      stampClientAddress(req, trust);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      return { db, session: null, headers };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    appUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
