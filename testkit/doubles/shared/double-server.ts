/**
 * The server scaffolding the streaming TEST DOUBLES share (Deepgram, ElevenLabs): one HTTP port
 * for the vendor's REST routes and the test's control routes, WebSocket upgrades on the same port,
 * listen on a free port by default, and a close that also ends open streams. Each double brings
 * only its routes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { WebSocketServer } from "ws";

export interface DoubleServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** An HTTP request (vendor or control route); `url` is already parsed. */
  request(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> | void;
  /** A WebSocket upgrade; refuse with `refuseUpgrade` or accept with `wss.handleUpgrade`. */
  upgrade(req: IncomingMessage, socket: Socket, head: Buffer, url: URL, wss: WebSocketServer): void;
  /** Answer for a request whose handler threw (the vendor's error shape). */
  failed(res: ServerResponse, err: unknown): void;
}

export interface DoubleServer {
  server: Server;
  host: string;
  port: number;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

const REASONS: Record<number, string> = { 400: "Bad Request", 401: "Unauthorized", 404: "Not Found" };

/** Refuses an upgrade before the handshake, as the vendors do: an HTTP status, optional JSON body and headers. */
export function refuseUpgrade(socket: Socket, status: number, body?: string, headers: Record<string, string> = {}): void {
  const lines = [
    `HTTP/1.1 ${status} ${REASONS[status] ?? "Error"}`,
    ...(body === undefined ? [] : ["Content-Type: application/json"]),
    `Content-Length: ${body === undefined ? 0 : Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v.replace(/[\r\n]/g, " ")}`),
    "Connection: close",
  ];
  socket.end(`${lines.join("\r\n")}\r\n\r\n${body ?? ""}`);
}

export async function startDoubleServer(opts: DoubleServerOptions): Promise<DoubleServer> {
  const wss = new WebSocketServer({ noServer: true });
  const parse = (req: IncomingMessage) => new URL(req.url ?? "/", "http://double");
  const server = createServer((req, res) => {
    Promise.resolve()
      .then(() => opts.request(req, res, parse(req)))
      .catch((err: unknown) => opts.failed(res, err));
  });
  server.on("upgrade", (req: IncomingMessage, socket: Socket, head: Buffer) => opts.upgrade(req, socket, head, parse(req), wss));

  const host = opts.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    host,
    port,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Resolves once `items()` holds at least `count` entries; `wake()` re-checks (call it whenever
 * the list grows). Rejects with `describe(have)` after the timeout.
 */
export function countWaiter<T>(items: () => T[]): {
  wake(): void;
  waitFor(count: number, timeoutMs: number, describe: (have: number) => string): Promise<T[]>;
} {
  const waiters = new Set<() => void>();
  return {
    wake: () => {
      for (const w of waiters) w();
    },
    waitFor: (count, timeoutMs, describe) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (items().length < count) return;
          cleanup();
          resolve(items());
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(describe(items().length)));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
  };
}
