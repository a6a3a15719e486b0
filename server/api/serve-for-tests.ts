import { Readable } from "node:stream";
import type { IncomingMessage, ServerResponse } from "node:http";
import { incomingMessageToRequest } from "@trpc/server/adapters/node-http";
import type { Db } from "~/server/db";
import { startAppServer } from "~/server/http/serve-app";
import { neverShed, type LoadShedder } from "~/server/http/load-shedding";
import { handleApiRequest } from "./http-handler";
import type { TRPCContext } from "./trpc";
import { livekitDispatchLookup, RoomClaims, type LivekitApi, type RoomDispatchLookup } from "~/server/voice/room-claims";

/**
 * The real API on a real HTTP port, over a database the test owns: the app's HTTP front
 * (server/http/serve-app.ts: client address, load shedding, size refusals) in front of the same
 * handler the Next.js route calls (./http-handler.ts: body and batch limits, the router), without
 * building the app. The contract tests run the agent's client and the browser's links against it.
 */
export interface TestApi {
  appUrl: string;
  /** Voice turns prove their room against this LiveKit from now on (started after the API, say). */
  useLivekit(api: LivekitApi): void;
  close(): Promise<void>;
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as never)
      .on("error", reject)
      .pipe(res)
      .on("finish", resolve)
      .on("error", reject);
  });
}

export async function serveApiForTests(db: Db, opts: { trustedProxies?: string; rooms?: RoomDispatchLookup; shedding?: LoadShedder } = {}): Promise<TestApi> {
  let rooms = opts.rooms ? new RoomClaims(opts.rooms) : undefined;
  const served = await startAppServer({
    host: "127.0.0.1",
    port: 0,
    trustedProxies: opts.trustedProxies,
    // Load shedding only where a test asks for it (the flood test): cold module loads under the
    // test runner keep the loop busy for seconds, which is not the overload shedding is for.
    shedding: opts.shedding ?? neverShed,
    handle: async (req: IncomingMessage, res: ServerResponse) => {
      const request = incomingMessageToRequest(req, res, { maxBodySize: null });
      const headers = new Headers(request.headers);
      const response = await handleApiRequest(request, (): TRPCContext => ({ db, session: null, headers, ...(rooms ? { rooms } : {}) }));
      await writeResponse(res, response);
    },
  });
  return {
    appUrl: served.url,
    useLivekit: (api) => {
      rooms = new RoomClaims(livekitDispatchLookup(api));
    },
    close: () => served.close(),
  };
}
