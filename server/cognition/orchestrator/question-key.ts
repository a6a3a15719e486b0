/**
 * Groups questions worded alike: "Where can I park my car?" and "where do I park the car" share a
 * key. The key is the caller's content words — lower-cased, accents and punctuation gone, short and
 * function words dropped, a plural "s" trimmed — deduplicated and sorted. Computed once when a turn
 * is written (an indexable column), so the dashboard's "top unanswered" is a plain GROUP BY.
 */

import { LANGUAGES, type PerLang } from "~/lib/lang";
import { FUNCTION_WORDS } from "~/lib/lang/function-words";
import { matchWords } from "~/lib/text/normalise";

/**
 * Words that carry no topic: each language's function words (lib/lang/function-words, the list
 * the embedder and the extractive answerer skip too), and the words a caller wraps a question in
 * ("I would like to know…", "je veux…"), which are not function words but say nothing of the topic.
 * Every language's, not only the call's: a caller mixes them, and the key must not depend on the lock.
 */
const WRAPPING_WORDS: PerLang<readonly string[]> = {
  en: ["would", "did", "here", "into", "please", "want", "need", "like", "tell", "know"],
  nl: ["wie", "kunnen", "maar"],
  fr: ["peut", "veux"],
  it: ["voglio"],
};
const STOPWORDS = new Set(LANGUAGES.flatMap((lang) => [...FUNCTION_WORDS[lang], ...WRAPPING_WORDS[lang]]));

export const QUESTION_KEY_MAX = 200;

export function questionKey(redactedUtterance: string): string | null {
  // PII tokens of the redactor ([phone], <email>, …) are not topic words; the rest is folded and
  // split the way every other word comparison in the product is (lib/text/normalise).
  const words = matchWords(redactedUtterance.replace(/[[<{][^\]>}]*[\]>}]/g, " "))
    .filter((w) => w.length > 2 && !STOPWORDS.has(w))
    .map((w) => (w.length > 4 && w.endsWith("s") ? w.slice(0, -1) : w));
  const key = [...new Set(words)].sort().join(" ").slice(0, QUESTION_KEY_MAX).trim();
  return key || null;
}
