import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { moduleLogger } from "~/lib/logger";
import { stampClientAddress, trustedProxies } from "./client-address";

const log = moduleLogger("http");

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface AppServerOptions {
  /** Next.js's request handler (or a test's). */
  handle: RequestHandler;
  host: string;
  port: number;
  /** VOICEDESK_TRUSTED_PROXIES: the proxies whose forwarded headers count. */
  trustedProxies?: string;
}

/**
 * The app's HTTP front: decides each request's client address where the socket is known (see
 * ./client-address.ts), then hands the request to Next.js unchanged otherwise.
 */
export async function startAppServer(opts: AppServerOptions): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const trust = trustedProxies(opts.trustedProxies);
  const server = createServer((req, res) => {
    stampClientAddress(req, trust);
    Promise.resolve(opts.handle(req, res)).catch((err: unknown) => {
      log.error({ err, path: req.url?.split("?")[0] }, "http_handler_failed");
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal error");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://${opts.host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
