/** Plain constants (no "use client"): server components read the language cookie with them. */
export const CONSOLE_LANGS = ["en", "nl"] as const;
export type ConsoleLang = (typeof CONSOLE_LANGS)[number];
export const LANG_COOKIE = "vd_console_lang";
