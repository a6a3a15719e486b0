import Bowser from "bowser";

/**
 * A short name for the browser a staff session was opened in ("Firefox 132 · Windows 10",
 * "Safari 17 · iPhone"), kept with the session so the account page can say which session is the
 * ward PC and which the phone. Only this label is stored, not the whole user-agent string: it is
 * enough to recognise one's own devices and says less about them. Browser and system names are
 * proper nouns, so the label reads the same in every console language.
 */

/** A user agent longer than this is not a browser's; the parser's patterns need not read it all. */
const MAX_USER_AGENT = 512;
const MAX_LABEL = 80;

export function sessionDeviceLabel(userAgent: string | null | undefined): string | null {
  const ua = userAgent?.trim().slice(0, MAX_USER_AGENT);
  if (!ua) return null;
  const parsed = Bowser.parse(ua);
  const browser = parsed.browser.name ? [parsed.browser.name, parsed.browser.version?.split(".")[0]].filter(Boolean).join(" ") : "";
  // A phone or tablet is better known by its model ("iPhone") than by its system.
  const system = parsed.platform.model ?? ([parsed.os.name, parsed.os.versionName].filter(Boolean).join(" ") || "");
  const label = [browser, system].filter(Boolean).join(" · ");
  return label ? label.slice(0, MAX_LABEL) : null;
}
