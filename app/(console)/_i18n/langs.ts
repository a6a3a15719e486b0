import { preferredLanguage } from "~/lib/http/accept-header";

/** Plain constants (no "use client"): server components read the language cookie with them. */
export const CONSOLE_LANGS = ["en", "nl"] as const;
export type ConsoleLang = (typeof CONSOLE_LANGS)[number];
export const LANG_COOKIE = "vd_console_lang";

/**
 * The language of the site's own pages (home, not-found): English. The talk page is in the
 * caller's language and says so on its <main>, which holds all of its words.
 */
export const SITE_LANG = "en";

/**
 * The console's language: the one a person chose (its cookie), else the first of the console's
 * their browser asks for (a Dutch browser's first visit is in Dutch, the sign-in included), else
 * English.
 */
export function consoleLangFrom(cookieValue: string | undefined, acceptLanguage?: string): ConsoleLang {
  if ((CONSOLE_LANGS as readonly string[]).includes(cookieValue ?? "")) return cookieValue as ConsoleLang;
  return preferredLanguage(acceptLanguage, CONSOLE_LANGS) ?? "en";
}

// Where the console's pages are (this route group's folders): sign-in, invitations, account, console.
const CONSOLE_ROOTS = ["/console", "/account", "/login", "/invite"];

/** Whether a page's address (path, with or without its query) is one of the console's pages. */
export function isConsoleAddress(address: string): boolean {
  const path = address.split(/[?#]/, 1)[0] ?? "";
  return CONSOLE_ROOTS.some((root) => path === root || path.startsWith(`${root}/`));
}
