import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

/**
 * Which address a request comes from, for the per-address limits on the public procedures.
 *
 * The threat: anyone can send `X-Forwarded-For`. Counting it unconditionally let a script vary
 * the header and walk past every limit; ignoring it puts every visitor behind a hospital's proxy
 * in one bucket. So forwarded headers count only when the connection itself comes from a proxy
 * the operator trusts (`VOICEDESK_TRUSTED_PROXIES`: addresses or CIDRs, comma-separated, or the
 * names `loopback`, `linklocal`, `uniquelocal`); otherwise the socket's own address is the client.
 * proxy-addr (Express's implementation) walks the chain from the right, skipping trusted hops.
 *
 * Next.js route handlers never see the socket, and `next start` passes a client's
 * `X-Forwarded-For` through untouched — so the app is served by ./serve-app.ts, which decides
 * the address here and hands it on in CLIENT_ADDRESS_HEADER (overwriting any copy a client sent).
 */
export const CLIENT_ADDRESS_HEADER = "x-voicedesk-client-address";

export type TrustProxy = (address: string, hop: number) => boolean;

export function trustedProxies(list: string | undefined): TrustProxy {
  const entries = (list ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return proxyaddr.compile(entries);
}

export function requestClientAddress(req: IncomingMessage, trust: TrustProxy): string {
  return proxyaddr(req, trust);
}

/**
 * Stamp the decided address on the request, replacing whatever the client put in that header. A
 * client that is no trusted proxy does not say which protocol or host it came through either:
 * next-auth reads X-Forwarded-Proto/-Host for its cookies and redirects.
 */
export function stampClientAddress(req: IncomingMessage, trust: TrustProxy): string {
  const address = requestClientAddress(req, trust);
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  if (!trust(req.socket.remoteAddress ?? "", 0)) {
    delete req.headers["x-forwarded-proto"];
    delete req.headers["x-forwarded-host"];
  }
  return address;
}

/**
 * The caller's address as the app's HTTP front decided it (this module: the
 * socket's address, or the forwarded one when the connection came from a trusted proxy). Without
 * that front (the Next.js dev server, a test calling the router directly) there is no address and
 * the caller shares the "unknown" bucket — a safe default, never a header a client controls.
 */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}
