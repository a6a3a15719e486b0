/**
 * Groups questions worded alike: "Where can I park my car?" and "where do I park the car" share a
 * key. The key is the caller's content words — lower-cased, accents and punctuation gone, short and
 * function words dropped, a plural "s" trimmed — deduplicated and sorted. Computed once when a turn
 * is written (an indexable column), so the dashboard's "top unanswered" is a plain GROUP BY.
 */

import { matchWords } from "~/lib/text/normalise";

/** Function words of the line's languages that carry no topic (en, nl, fr, it — the common ones). */
const STOPWORDS = new Set(
  (
    "the and for are you your can could would should what where when which who how does did have has with from that this there here " +
    "about into please want need like tell know " +
    "het een van voor met zijn mijn waar wat wie hoe kan kunnen moet wil graag ook naar niet maar die dat deze welke wanneer " +
    "les des une pour avec est sont mon où quoi quand comment peut veux " +
    "il lo la gli per con sono dove cosa quando come posso voglio"
  ).split(" "),
);

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
