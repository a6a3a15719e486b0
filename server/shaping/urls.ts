import { splitSentences } from "~/lib/text/sentences";
import type { ShapingPack } from "./pack";

const URL = /\b(?:https?:\/\/|www\.)[^\s<>()]+[^\s<>().,;:!?'"]/gi;

/**
 * URLs are unspeakable on the phone. A sentence that only pointed at a URL ("See our website
 * https://… for details.") is dropped; elsewhere the URL is removed and the sentence tidied.
 */
export function stripUrls(text: string, pack: ShapingPack): { text: string; stripped: number } {
  let stripped = 0;
  const sentences = splitSentences(text);
  const kept: string[] = [];
  for (const sentence of sentences) {
    const urls = sentence.match(URL);
    if (!urls) {
      kept.push(sentence);
      continue;
    }
    stripped += urls.length;
    const rest = sentence.replace(URL, " ");
    if (pack.urlPointer.test(rest) || !/\p{L}{3,}/u.test(rest)) continue;
    kept.push(rest);
  }
  return { text: kept.join(" "), stripped };
}
