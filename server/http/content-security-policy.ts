import { randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy of every response, with a fresh nonce per request.
 *
 * Why nonces: the App Router streams inline scripts (the RSC payload) and loads its chunks from
 * scripts, so `script-src 'self'` alone blocks the app and `'unsafe-inline'` would let any injected
 * script run. Next.js reads the nonce from the *request's* Content-Security-Policy header and puts
 * it on every script it renders (its documented way: a proxy sets that header; our HTTP front,
 * ./serve-app.ts, already sees every request first, so it sets it there). `'strict-dynamic'` lets
 * those scripts load the chunks they need, and nothing else runs. Pages must render per request
 * for the nonce to reach them (the root layout is dynamic for that reason).
 *
 * What else the product needs, and nothing more:
 * - styles: our stylesheets, and Mantine's `<style>` (given the nonce, app/(console)/layout.tsx);
 *   style *attributes* (React's inline styles, the charts' SVG) cannot carry a nonce, so
 *   `style-src-attr 'unsafe-inline'` allows those only — they cannot run code.
 * - connect: our own API, and LiveKit's signalling for the talk page's calls (its ws/wss URL, and
 *   the same host over http/https, which livekit-client asks when a connection fails).
 * - media and workers from blob: (livekit-client's audio), images from data: (icons).
 * - no framing (clickjacking), no plugins, no <base> or form posts elsewhere.
 */
export interface CspOptions {
  nonce: string;
  /** The LiveKit URL callers' browsers connect to (LIVEKIT_PUBLIC_URL, else LIVEKIT_URL). */
  livekitUrl?: string;
  /** The public address is https: mixed content is upgraded. */
  https?: boolean;
}

export const newNonce = () => randomBytes(18).toString("base64");

/** The LiveKit origins a page may connect to: the ws(s) URL and its http(s) twin. */
export function livekitOrigins(url: string | undefined): string[] {
  if (!url) return [];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const secure = parsed.protocol === "wss:" || parsed.protocol === "https:";
  return [`${secure ? "wss" : "ws"}://${parsed.host}`, `${secure ? "https" : "http"}://${parsed.host}`];
}

export function contentSecurityPolicy(opts: CspOptions): string {
  const nonce = `'nonce-${opts.nonce}'`;
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'self'"],
    // 'report-sample': a violation report carries the first characters of what was refused, so a
    // refused inline style or script can be found (the e2e CSP guard prints it).
    ["script-src", "'self'", nonce, "'strict-dynamic'", "'report-sample'"],
    ["style-src", "'self'", nonce, "'report-sample'"],
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...livekitOrigins(opts.livekitUrl)],
    ["media-src", "'self'", "blob:", "mediastream:"],
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (opts.https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}
