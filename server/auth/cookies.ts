import { env, publicUrlIsHttps } from "~/lib/env";

/**
 * Cookies get the `Secure` flag (and the `__Secure-` prefix) whenever the console's public address is
 * https: VOICEDESK_PUBLIC_URL, else AUTH_URL. Without either, next-auth decides per request from
 * the request's own protocol (the HTTP front drops X-Forwarded-Proto from untrusted clients).
 */
export function secureCookies(e: { VOICEDESK_PUBLIC_URL?: string; AUTH_URL?: string } = env()): boolean | undefined {
  return publicUrlIsHttps(e);
}
