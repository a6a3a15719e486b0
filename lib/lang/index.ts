import { z } from "zod";

/** Languages Voicedesk speaks. Adding one means adding its data files per concern, not editing logic. */
export const LANGUAGES = ["nl", "en", "fr", "it"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const langSchema = z.enum(LANGUAGES);

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A record with one entry per language. Language packs are typed with this so that a missing
 * language is a compile error, not a runtime surprise.
 */
export type PerLang<T> = Record<Lang, T>;
