import { ABBREVIATIONS } from "./abbreviations";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const KNOWN = [...new Set(Object.values(ABBREVIATIONS).flat())].sort((a, b) => b.length - a.length);

/** A token that ends in sentence punctuation, possibly inside closing quotes or brackets. */
const ENDS_SENTENCE = /[.!?…]["'”’»)\]]*$/u;
/** "Dr.", "bv.", "Sig.ra.": written in any case ("dr. Claes" is common in Flemish). */
const ABBREVIATION = new RegExp(`(?:^|\\()(?:${KNOWN.map(escape).join("|")})\\.$`, "iu");
/** An initial: "A." in "Prof. Dr. A. Verhoeven". */
const INITIAL = /(?:^|\()\p{Lu}\.$/u;
/**
 * What a sentence starts with: a capital, a digit, a price, an opening quote or bracket — or
 * Dutch "'s" and "'t" ("'s Avonds is er een pastor van wacht"), which are never capitalised.
 */
const STARTS_SENTENCE = /^(?:["'“‘«([]?[\p{Lu}\p{N}¿¡€]|['’][st]$)/u;

/**
 * The one sentence splitter: spoken answers, the post-filter, the extractive answerer, chunking.
 * Each sentence is returned verbatim (trimmed), so joined with spaces they are the text again.
 *
 * A full stop after a title, an abbreviation or an initial is no sentence end ("Prof. Dr. A.
 * Verhoeven"); neither is one inside a number or a time ("€2.50", "14.30 uur", "14:30": there is
 * no space in them), nor one followed by a lower-case word ("ca. vijf minuten"). A sentence ends
 * at ".", "!", "?" or "…" (inside closing quotes or brackets too) before a capital, a digit, a
 * price, an opening quote or the end of the text.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let current = "";
  const parts = text.split(/(\s+)/);
  for (let i = 0; i < parts.length; i++) {
    const token = parts[i]!;
    current += token;
    if (!ENDS_SENTENCE.test(token) || ABBREVIATION.test(token) || INITIAL.test(token)) continue;
    const next = parts[i + 2];
    if (next !== undefined && !STARTS_SENTENCE.test(next)) continue;
    out.push(current.trim());
    current = "";
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
