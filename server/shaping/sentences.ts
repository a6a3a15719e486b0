import { splitSentences } from "~/lib/text/sentences";

/** The one sentence splitter (lib/text): abbreviation-, decimal- and time-aware. */
export { splitSentences };

export function capSentences(text: string, max: number): { text: string; truncated: number } {
  const sentences = splitSentences(text);
  if (sentences.length <= max) return { text, truncated: 0 };
  return { text: sentences.slice(0, max).join(" "), truncated: sentences.length - max };
}
