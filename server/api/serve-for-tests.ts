import type { AddressInfo } from "node:net";
import { createHTTPServer } from "@trpc/server/adapters/standalone";
import type { Db } from "~/server/db";
import { stampClientAddress, trustedProxies } from "~/server/http/client-address";
import { appRouter } from "./root";
import { apiResponseMeta, type TRPCContext } from "./trpc";
import { livekitDispatchLookup, RoomClaims, type LivekitApi, type RoomDispatchLookup } from "~/server/voice/room-claims";

/**
 * The real API router on a real HTTP port, over a database the test owns: the contract tests run
 * the agent's client and the browser's links against exactly what the Next.js route serves
 * (same router, same transformer, same procedures), without building the app.
 */
export interface TestApi {
  appUrl: string;
  /** Voice turns prove their room against this LiveKit from now on (started after the API, say). */
  useLivekit(api: LivekitApi): void;
  close(): Promise<void>;
}

export async function serveApiForTests(db: Db, opts: { trustedProxies?: string; rooms?: RoomDispatchLookup } = {}): Promise<TestApi> {
  const trust = trustedProxies(opts.trustedProxies);
  let rooms = opts.rooms ? new RoomClaims(opts.rooms) : undefined;
  const server = createHTTPServer({
    basePath: "/api/trpc/",
    router: appRouter,
    responseMeta: apiResponseMeta,
    createContext: ({ req }): TRPCContext => {
      // As the app's HTTP front does (server/http/serve-app.ts): the address is decided from the socket.
      stampClientAddress(req, trust);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      return { db, session: null, headers, ...(rooms ? { rooms } : {}) };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    appUrl: `http://127.0.0.1:${port}`,
    useLivekit: (api) => {
      rooms = new RoomClaims(livekitDispatchLookup(api));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
