import { CLIENT_ADDRESS_HEADER } from "../../http/client-address";

/**
 * The caller's address as the app's HTTP front decided it (server/http/client-address.ts: the
 * socket's address, or the forwarded one when the connection came from a trusted proxy). Without
 * that front (the Next.js dev server, a test calling the router directly) there is no address and
 * the caller shares the "unknown" bucket — a safe default, never a header a client controls.
 */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}
