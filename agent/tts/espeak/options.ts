import { z } from "zod";
import { langSchema } from "~/lib/lang";
import { MAX_SPEED, MIN_SPEED } from "./voice";

export const speedSchema = z
  .number()
  .min(MIN_SPEED, `speed below ${MIN_SPEED} makes espeak speech hard to follow`)
  .max(MAX_SPEED, `speed above ${MAX_SPEED} is faster than the voice's natural pace`);

export const espeakTTSOptionsSchema = z.object({
  /** Language of the text; picks the voice from ./lang. */
  lang: langSchema.default("nl"),
  /** 0.70–1.00 of the voice's natural pace (the adaptive-speed composer clamps into this band). */
  speed: speedSchema.default(1),
  /** Path or name of the espeak-ng executable. */
  binary: z.string().min(1).default("espeak-ng"),
  /** Speak English, French and Italian with SVOX Pico (clearer than espeak-ng; no Dutch voice). */
  pico: z.boolean().default(false),
  /** Path or name of Pico's pico2wave executable. */
  picoBinary: z.string().min(1).default("pico2wave"),
});

export type EspeakTTSOptions = z.input<typeof espeakTTSOptionsSchema>;
export type ResolvedEspeakTTSOptions = z.output<typeof espeakTTSOptionsSchema>;

/** Run-time changes a session may make mid-call (slower for an elderly caller, the caller's language). */
export const espeakUpdateSchema = z.object({ lang: langSchema.optional(), speed: speedSchema.optional() }).strict();
export type EspeakTTSUpdate = z.input<typeof espeakUpdateSchema>;

export class EspeakOptionsError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    super(`invalid espeak TTS options: ${issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}`);
    this.name = "EspeakOptionsError";
  }
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new EspeakOptionsError(result.error.issues);
  return result.data;
}
