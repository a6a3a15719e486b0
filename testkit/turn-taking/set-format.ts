/**
 * The turn-taking test set: spoken caller turns with a label at every pause. Each item is a list of
 * text segments spoken one after the other with a silence between them; the turn is incomplete at
 * every inner pause (the caller is dictating a number, hesitating, listing, trailing off on "and")
 * and complete after the last segment. Audio is rendered from this manifest (render-set.ts), so the
 * repository carries text, voices and checksums, not megabytes of WAV.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The development part (per-item results may be read) and the sealed quarter (aggregate runs only). */
export const DEV_SET = fileURLToPath(new URL("../fixtures/turn-taking/turn-taking.json", import.meta.url));
export const SEALED_SET = fileURLToPath(new URL("../fixtures/sealed/turn-taking/turn-taking.json", import.meta.url));

export const TURN_KINDS = ["question", "short", "number", "hesitation", "list", "trailing"] as const;
export type TurnKind = (typeof TURN_KINDS)[number];
/** Complete at once: a question or a short answer ("ja", "oui"). The others pause mid-turn first. */
export const COMPLETE_KINDS: readonly TurnKind[] = ["question", "short"];

/** Test voices: `engine:voice`. Pico for en/fr/it, espeak-ng and MBROLA (through espeak-ng) for Dutch. */
export const voiceIdSchema = z.string().regex(/^(pico|espeak|mbrola):[A-Za-z0-9-]+$/);

export const turnItemSchema = z
  .object({
    id: z.string().min(1),
    /** Items of one group share their words: the sealed split is made by group, never by item. */
    group: z.string().min(1),
    lang: z.enum(["nl", "en", "fr", "it"]),
    kind: z.enum(TURN_KINDS),
    voice: voiceIdSchema,
    /** Speaking rate relative to the voice's natural pace. */
    rate: z.number().min(0.6).max(1.5),
    /** `phone`: band-limited to 300–3,400 Hz, 8 kHz G.711 µ-law round trip, as a PSTN call arrives. */
    band: z.enum(["wide", "phone"]),
    segments: z.array(z.string().min(1)).min(1),
    /** Silence between segment i and i+1, ms. */
    pausesMs: z.array(z.number().int().min(300).max(1500)),
    /** SHA-256 of the rendered 16 kHz mono int16 PCM (little-endian), recorded when the set was made. */
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  })
  .refine((i) => i.pausesMs.length === i.segments.length - 1, { message: "one pause between each two segments" })
  .refine((i) => COMPLETE_KINDS.includes(i.kind) === (i.segments.length === 1), { message: "complete kinds have one segment, the others pause" });
export type TurnItem = z.infer<typeof turnItemSchema>;

export const turnSetSchema = z.object({
  name: z.string(),
  /** How the set was made and split; the recipe, not the words. */
  about: z.string(),
  /** Audio before the first word, ms (the caller's line is open before they speak). */
  leadInMs: z.number().int().min(0),
  items: z.array(turnItemSchema).min(1),
});
export type TurnSet = z.infer<typeof turnSetSchema>;

export function readTurnSet(path: string): TurnSet {
  const parsed = turnSetSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) throw new Error(`${path} is not a turn-taking set: ${parsed.error.message}`);
  return parsed.data;
}
