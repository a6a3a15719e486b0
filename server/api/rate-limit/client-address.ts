/**
 * The caller's address as the app can know it. Next.js route handlers do not expose the socket
 * address, so this reads what the hospital's reverse proxy sets: the right-most X-Forwarded-For
 * entry (the one the proxy itself appended; entries to its left are whatever the client claimed),
 * else X-Real-IP. Without a proxy there is no address, and every caller shares one bucket — the
 * deployment notes require a proxy in front of a public line.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) {
    const hops = forwarded.split(",").map((h) => h.trim()).filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  return headers.get("x-real-ip")?.trim() || "direct";
}
