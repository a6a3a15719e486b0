/**
 * Where a sign-in may send the person afterwards: a console page of this site (the console or the
 * person's account page), never another site.
 * The address comes from the sign-in page's own address (`next`, or Auth.js's `callbackUrl`), which
 * anyone can write into a link; sent on unchecked it would make the hospital's sign-in an open
 * redirect (a phishing link that signs staff in, then lands them on a look-alike page).
 *
 * The address is parsed as a browser would resolve it on this site (so `//evil.example`,
 * `/\evil.example`, a tab inside the slashes and `/console/../x` all resolve as the browser would
 * and are judged on that), and only the path and query are kept: what comes back is always a path
 * of this site under /console or /account. An absolute address is accepted only when it names this site's own
 * host (Auth.js writes its callbackUrl so).
 */

// A host no request can come from: a relative address resolves onto it, anything else does not.
const PROBE = new URL("http://console.invalid");
const MAX_LENGTH = 2048;
// The staff pages; the sign-in, the talk page and the API are never a place to return to.
const STAFF_ROOTS = ["/console", "/account"];
// Next's own query parameter on its page requests; not part of the page a person asked for.
const FRAMEWORK_PARAMS = ["_rsc"];

export function consoleReturnPath(raw: unknown, ownHost?: string | null): string | null {
  if (typeof raw !== "string" || raw === "" || raw.length > MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE);
  } catch {
    return null;
  }
  const relative = url.origin === PROBE.origin;
  const sameSite = !relative && (url.protocol === "http:" || url.protocol === "https:") && !!ownHost && url.host === ownHost.toLowerCase();
  if (!relative && !sameSite) return null;
  if (url.username || url.password) return null;
  if (!STAFF_ROOTS.some((root) => url.pathname === root || url.pathname.startsWith(`${root}/`))) return null;
  for (const name of FRAMEWORK_PARAMS) url.searchParams.delete(name);
  return url.pathname + url.search;
}

/** The sign-in page's address for someone who wanted `page` (checked again when they sign in). */
export function signInAddress(page: string | null): string {
  const back = consoleReturnPath(page);
  return back && back !== "/console" ? `/login?next=${encodeURIComponent(back)}` : "/login";
}
