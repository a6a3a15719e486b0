/**
 * TEST DOUBLE of the network between the agent worker and the app: an HTTP proxy that passes every
 * request on to the app, except those a test asks it to hold, which wait until the test releases
 * them — a call's setup answered late by an app on a busy host, the way it is seen from the worker.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface SlowAppProxy {
  /** The proxy's base URL: give it to the worker as VOICEDESK_APP_URL. */
  url: string;
  /** Holds the next `count` requests whose path contains `pathPart` until `release()`. */
  holdNext(pathPart: string, count?: number): void;
  /** Resolves when a held request has arrived (the worker is waiting on it). */
  waitForHeld(timeoutMs: number): Promise<void>;
  /** Lets every held request through to the app. */
  release(): void;
  close(): Promise<void>;
}

/** `target()` is read per request: the app may start after the proxy. */
export async function startSlowAppProxy(target: () => string | undefined): Promise<SlowAppProxy> {
  let hold: { pathPart: string; left: number } | undefined;
  let held: Array<() => void> = [];
  const heldWaiters = new Set<() => void>();

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const base = target();
    if (!base) {
      res.writeHead(503).end("the app is not started yet");
      return;
    }
    const upstream = request(new URL(req.url ?? "/", base), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", (err) => res.destroy(err));
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    if (hold && hold.left > 0 && (req.url ?? "").includes(hold.pathPart)) {
      hold.left -= 1;
      // The body is read on release, as the app would read it late.
      req.pause();
      held.push(() => {
        req.resume();
        forward(req, res);
      });
      for (const waiter of heldWaiters) waiter();
      return;
    }
    forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const proxy: SlowAppProxy = {
    url: `http://127.0.0.1:${port}`,
    holdNext(pathPart, count = 1) {
      hold = { pathPart, left: count };
    },
    waitForHeld(timeoutMs) {
      if (held.length > 0) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          heldWaiters.delete(waiter);
          reject(new Error(`no request was held within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = () => {
          clearTimeout(timer);
          heldWaiters.delete(waiter);
          resolve();
        };
        heldWaiters.add(waiter);
      });
    },
    release() {
      hold = undefined;
      const waiting = held;
      held = [];
      for (const go of waiting) go();
    },
    close() {
      proxy.release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
