import { z } from "zod";

/**
 * Input hygiene for everything that crosses into Voicedesk: tRPC procedures, the CLI, bundle
 * imports and LiveKit room metadata all build their text fields from these schemas.
 *
 * Why each rule exists:
 * - Control characters (other than tab and newline) have no business in a question or a name; a
 *   NUL once reached Postgres, which cannot store it, and the turn was lost. CRLF becomes LF first,
 *   so a Windows text area is not refused.
 * - Lone surrogates are not text: they break JSON consumers and the database's UTF-8.
 * - Bidirectional overrides and isolates are how "Trojan Source" spoofs what an operator reads in a
 *   transcript or a log; right-to-left text itself is fine.
 * - NFC: "é" typed as one code point or as e + combining accent must match the same patterns
 *   (safety packs, slugs, FAQ keys).
 * - Every text has a length cap, so a 1 MB string is a 400 at the door, not work for the server.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

export const INPUT_LIMITS = {
  /** One caller utterance or typed question. */
  utterance: 2000,
  /** A name, a title, a label. */
  name: 200,
  /** A free-text field an admin writes (an FAQ answer, a department's directions). */
  paragraph: 5000,
  /** A whole document uploaded for ingestion. */
  document: 2_000_000,
} as const;

export interface TextRules {
  max: number;
  min?: number;
  /** Newlines allowed (paragraphs, documents); single-line fields refuse them. */
  multiline?: boolean;
}

/** A text field with the hygiene rules above; the error names what is wrong, never echoes the input. */
export function safeText({ max, min = 0, multiline = false }: TextRules) {
  return z
    .string()
    .transform((s) => s.replace(/\r\n?/g, "\n").normalize("NFC"))
    .pipe(
      z
        .string()
        .refine((s) => s.isWellFormed(), "is not valid text (it contains a lone surrogate)")
        .refine((s) => !FORBIDDEN_CONTROL.test(s), "contains a control character")
        .refine((s) => !BIDI_CONTROL.test(s), "contains a bidirectional override character")
        .refine((s) => multiline || !s.includes("\n"), "must be a single line")
        .refine((s) => s.length >= min, min === 1 ? "must not be empty" : `must be at least ${min} characters`)
        .refine((s) => s.length <= max, `must be at most ${max} characters`),
    );
}

/** Lowercase letters, digits and dashes: tenant slugs, document keys, FAQ keys. */
export const slugSchema = z
  .string()
  .min(1, "must not be empty")
  .max(64, "must be at most 64 characters")
  .regex(/^[a-z0-9][a-z0-9-]*$/, "must be lowercase letters, digits and dashes");

/**
 * The key the console proposes for a new row, made from its name ("Campus Sint-Jozef" →
 * "campus-sint-jozef", "Peeters Ann" → "peeters-ann"), so an admin never has to invent one. Accents
 * and ligatures fold to plain letters, anything else between words becomes one dash, and it stops at
 * 64 characters on a whole character: a result is valid as a slug and as a tenant-data key, or ""
 * when the name holds no letter or digit (the form then asks for one).
 */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ø/g, "o")
    .replace(/ł/g, "l")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, 64)
    .replace(/-+$/, "");
}

/** An intent class of the Value Framework (a row of the affinity matrix): snake_case. */
export const intentNameSchema = z
  .string()
  .min(1, "must not be empty")
  .max(64, "must be at most 64 characters")
  .regex(/^[a-z][a-z0-9_]*$/, "must be an intent name (snake_case)");

/**
 * A client's conversation key (LiveKit room name, SIP call id, chat session): printable ASCII
 * without spaces, so it is safe in logs, URLs and file names.
 */
export const conversationKeySchema = z
  .string()
  .min(1, "must not be empty")
  .max(200, "must be at most 200 characters")
  .regex(/^[\x21-\x7E]+$/, "must be printable ASCII without spaces");

/**
 * A turn's place in its conversation, as a client names it. Bounded by the database's integer
 * column: a larger index (2^40 is a "safe" integer to JavaScript) reached Postgres, which refused
 * it as out of range, and the procedure answered with an internal error instead of a 400.
 */
export const turnIndexSchema = z.number().int().nonnegative().max(2_147_483_647, "must be at most 2147483647");

/** A short, log-safe excerpt of untrusted input for an error message: never more than `max` characters. */
export function excerpt(value: string, max = 40): string {
  const printable = value.replace(/[^\p{L}\p{N}\p{P}\p{S}\p{Zs}]/gu, "?");
  return printable.length <= max ? printable : `${printable.slice(0, max - 1)}…`;
}
