/**
 * Part of the Deepgram TEST DOUBLE. There is no offline recogniser on these machines with usable
 * accuracy (see shared stack notes), so the words a caller says come from the test's script: the
 * double reads them from here, but only once it has heard the speech (speech-segmenter.ts).
 *
 * Queues: one shared queue, plus optional per-language queues consulted first for a connection
 * opened with that `language` (exact tag, or its base: a queue for "nl" serves "nl-BE"). A
 * per-connection queue was left out on purpose: the plugin reconnects whenever its options change
 * (keyterm updates), so connection ids are not stable from a test's point of view.
 */
import { z } from "zod";

export const scriptedUtteranceSchema = z.union([
  z.string().min(1),
  z.object({
    text: z.string().min(1),
    /** What the caller really speaks. Reported as the detected language under language=multi or detect_language. */
    language: z.string().min(2).optional(),
    confidence: z.number().min(0).max(1).optional(),
  }),
]);
export type ScriptedUtteranceInput = z.input<typeof scriptedUtteranceSchema>;

export interface ScriptedUtterance {
  text: string;
  language?: string;
  confidence: number;
}

export const DEFAULT_CONFIDENCE = 0.97;

export function normalizeUtterance(input: ScriptedUtteranceInput): ScriptedUtterance {
  const parsed = scriptedUtteranceSchema.parse(input);
  if (typeof parsed === "string") return { text: parsed, confidence: DEFAULT_CONFIDENCE };
  return { text: parsed.text, language: parsed.language, confidence: parsed.confidence ?? DEFAULT_CONFIDENCE };
}

export interface ScriptOptions {
  /** Only for connections opened with this language (or a regional variant of it). */
  language?: string;
}

const SHARED = "*";

function baseLanguage(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? "";
}

export class UtteranceScript {
  private readonly queues = new Map<string, ScriptedUtterance[]>();

  add(utterances: ScriptedUtteranceInput[], opts: ScriptOptions = {}): number {
    const key = opts.language === undefined ? SHARED : opts.language.toLowerCase();
    const queue = this.queues.get(key) ?? [];
    queue.push(...utterances.map(normalizeUtterance));
    this.queues.set(key, queue);
    return queue.length;
  }

  /** The utterance the next speech on a connection with this language would be given, without using it up. */
  peek(connectionLanguage: string | undefined): ScriptedUtterance | undefined {
    return this.queueFor(connectionLanguage)?.[0];
  }

  take(connectionLanguage: string | undefined): ScriptedUtterance | undefined {
    return this.queueFor(connectionLanguage)?.shift();
  }

  /** Everything still waiting, per queue ("*" is the shared one). */
  pending(): Record<string, ScriptedUtterance[]> {
    return Object.fromEntries([...this.queues].filter(([, q]) => q.length > 0).map(([k, q]) => [k, [...q]]));
  }

  clear(): void {
    this.queues.clear();
  }

  private queueFor(connectionLanguage: string | undefined): ScriptedUtterance[] | undefined {
    if (connectionLanguage !== undefined) {
      const exact = this.queues.get(connectionLanguage.toLowerCase());
      if (exact !== undefined && exact.length > 0) return exact;
      const base = this.queues.get(baseLanguage(connectionLanguage));
      if (base !== undefined && base.length > 0) return base;
    }
    const shared = this.queues.get(SHARED);
    return shared !== undefined && shared.length > 0 ? shared : undefined;
  }
}
