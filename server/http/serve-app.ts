import { timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { env } from "~/lib/env";
import type { AddressInfo } from "node:net";
import { moduleLogger } from "~/lib/logger";
import { busyPage, isFormSent, isPageLoad, isServerAction, pageLanguage, reloadAfterRefusedAction, samePath } from "./busy-page";
import { CLIENT_ADDRESS_HEADER, stampClientAddress, trustedProxies } from "./client-address";
import { contentSecurityPolicy, newNonce } from "./content-security-policy";
import { NONCE_REQUEST_HEADER } from "~/contracts/csp-nonce";
import { PAGE_ADDRESS_REQUEST_HEADER } from "~/contracts/page-address";
import {
  createLoadShedder,
  exemptFromShedding,
  inFlightPerAddress,
  MAX_IN_FLIGHT_PER_ADDRESS,
  shedCounter,
  SHED_RETRY_AFTER_SECONDS,
  type LoadShedder,
} from "./load-shedding";

const BUSY_BODY = JSON.stringify({ error: { message: `Busy; try again in ${SHED_RETRY_AFTER_SECONDS} s.`, code: "SERVICE_UNAVAILABLE" } });
const TOO_MANY_BODY = JSON.stringify({
  error: { message: `Too many requests at once; try again in ${SHED_RETRY_AFTER_SECONDS} s.`, code: "TOO_MANY_REQUESTS" },
});

const log = moduleLogger("http");

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface AppServerOptions {
  /** Next.js's request handler (or a test's). */
  handle: RequestHandler;
  host: string;
  port: number;
  /** VOICEDESK_TRUSTED_PROXIES: the proxies whose forwarded headers count. */
  trustedProxies?: string;
  /** The event-loop guard (./load-shedding.ts); one is made with its defaults when unset. */
  shedding?: LoadShedder;
  /** The LiveKit URL the talk page's calls connect to: the CSP's connect-src names it. */
  livekitUrl?: string;
  /** The public address is https (VOICEDESK_PUBLIC_URL): the CSP upgrades mixed content. */
  https?: boolean;
}

/**
 * On every page and API response, with the Content-Security-Policy (./content-security-policy.ts,
 * a nonce per request). Framing is refused (clickjacking of the console), types are not sniffed,
 * the referrer never carries a console path (tenant slugs, call ids) to another site, and the
 * browser may use the microphone for the talk page only on our own origin.
 */
export const SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  ["x-frame-options", "DENY"],
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["permissions-policy", "microphone=(self), camera=(), geolocation=()"],
  ["cross-origin-opener-policy", "same-origin"],
];

/** No request needs more: the largest is a bundle zip sent as base64 (server/api/http-handler.ts). */
export const MAX_REQUEST_BYTES = 32 * 1024 * 1024;
/** What an anonymous request may carry: the public procedures' limit. */
export const PUBLIC_REQUEST_BYTES = 64 * 1024;

/** The agent worker's requests: its bearer token, compared in constant time. */
function isAgent(req: IncomingMessage): boolean {
  const token = env().VOICEDESK_AGENT_TOKEN;
  const header = req.headers.authorization ?? "";
  if (!token || !header.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** next-auth's session cookie (plain, or __Secure- on https). */
function hasSessionCookie(req: IncomingMessage): boolean {
  return /(?:^|;\s*)(?:__Secure-)?authjs\.session-token=/.test(req.headers.cookie ?? "");
}

/**
 * The app's HTTP front: decides each request's client address where the socket is known (see
 * ./client-address.ts), then hands the request to Next.js unchanged otherwise.
 */
export async function startAppServer(opts: AppServerOptions): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const trust = trustedProxies(opts.trustedProxies);
  const shedding = opts.shedding ?? createLoadShedder();
  const inFlight = inFlightPerAddress(MAX_IN_FLIGHT_PER_ADDRESS);
  const shed = shedCounter(log);
  const server = createServer((req, res) => {
    stampClientAddress(req, trust);
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    // The same policy goes on the request (overwriting any a client sent): Next.js takes the nonce from there.
    const nonce = newNonce();
    const policy = contentSecurityPolicy({ nonce, livekitUrl: opts.livekitUrl, https: opts.https });
    req.headers["content-security-policy"] = policy;
    req.headers[NONCE_REQUEST_HEADER] = nonce;
    // The address asked for, for a console layout that sends a signed-out person to the sign-in.
    req.headers[PAGE_ADDRESS_REQUEST_HEADER] = req.url ?? "/";
    delete req.headers["content-security-policy-report-only"];
    res.setHeader("content-security-policy", policy);
    const path = req.url?.split("?")[0] ?? "";
    const address = req.headers[CLIENT_ADDRESS_HEADER] as string;
    if (!exemptFromShedding(path)) {
      // The agent workers' requests are the turns of calls already on the line, which the workers
      // admitted within their own capacity: refused, a caller in mid-call hears an apology, or
      // nothing. They are neither shed nor counted; new work — pages, the console, the talk page — is.
      const counted = !isAgent(req);
      const refusal = !counted ? null : shedding.overloaded() ? "busy" : inFlight.tooMany(address) ? "too_many_in_flight" : null;
      if (refusal) {
        shed.count(refusal);
        // Every refusal says what a person or a script can act on:
        // - a person loading a page gets a page that tries it again (a link; with a script also by
        //   itself, stoppable); one who sent a form without a script (a POST navigation) is told it
        //   did not arrive, and trying again brings the form back (a GET, never a resend);
        // - a page's server action (the sign-in) gets a redirect to its own page, which Next's client
        //   then loads in full: the busy page while the load lasts (./busy-page.ts);
        // - a page's own navigation (RSC: 1) gets the JSON refusal, whose status alone makes Next's
        //   client load the target in full: the busy page again;
        // - a script gets the JSON it parses.
        // Neither kind of Next request is let through: their headers are the client's to choose
        // (the sign-in and the talk page are public), and each is a render, the cost shed here.
        const status = refusal === "busy" ? 503 : 429;
        const headers = { "retry-after": String(SHED_RETRY_AFTER_SECONDS), "cache-control": "no-store", connection: "close" };
        if (isPageLoad(req)) {
          res.writeHead(status, { ...headers, "content-type": "text/html; charset=utf-8" });
          const page = { path: samePath(req), formSent: isFormSent(req) };
          res.end(busyPage({ lang: pageLanguage(req.headers["accept-language"]), retryAfterSeconds: SHED_RETRY_AFTER_SECONDS, nonce, ...page }));
        } else {
          const action = isServerAction(req) ? { "x-action-redirect": reloadAfterRefusedAction(req) } : {};
          res.writeHead(status, { ...headers, ...action, "content-type": "application/json" });
          res.end(refusal === "busy" ? BUSY_BODY : TOO_MANY_BODY);
        }
        req.resume();
        return;
      }
      if (counted) {
        inFlight.enter(address);
        res.once("close", () => inFlight.leave(address));
      }
    }
    // A refused body is not read to its end: the connection closes once the refusal is out.
    res.once("finish", () => {
      if (res.statusCode === 413) req.socket.destroy();
    });
    // Refused from the header alone, before anything reads the body. Without a session only the
    // public procedures can answer, and they take at most PUBLIC_REQUEST_BYTES (the API's own
    // per-procedure limits, server/api/http-handler.ts, apply to everyone after this).
    const cap = hasSessionCookie(req) ? MAX_REQUEST_BYTES : PUBLIC_REQUEST_BYTES;
    if (Number(req.headers["content-length"] ?? 0) > cap) {
      res.writeHead(413, { "content-type": "application/json", connection: "close" });
      res.end(JSON.stringify({ error: { message: `request body over ${cap} bytes`, code: "PAYLOAD_TOO_LARGE" } }));
      return;
    }
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
    close: () =>
      new Promise<void>((resolve) => {
        if (!opts.shedding) shedding.stop();
        shed.stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
