/**
 * The one normaliser. Every comparison of words — the pre- and post-filter's rules, the intent
 * lexicons, the language-switch cues, price units, the local embedder's tokens, the agent's
 * backchannels — folds text the same way, so a word written with or without its accent, in any
 * case, is the same word everywhere.
 */

/**
 * Lower case without diacritics: "Coûte À" → "coute a". Punctuation stays. The French ligatures
 * are spelled out ("sœur", "cœur" → "soeur", "coeur"): a recogniser writes either, and NFD does
 * not take them apart.
 */
export function foldCase(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae");
}

/**
 * Text as the matchers see it: folded, apostrophes and punctuation as spaces, single spaces,
 * padded with one space on each side so ` phrase ` finds whole words only.
 */
export function normaliseForMatch(text: string): string {
  return ` ${foldCase(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

/** The words of a text as the matchers see them. */
export function matchWords(text: string): string[] {
  const plain = normaliseForMatch(text).trim();
  return plain ? plain.split(" ") : [];
}

/** Whether normalised text contains the phrase as whole words. */
export function hasPhrase(normalised: string, phrase: string): boolean {
  const p = normaliseForMatch(phrase);
  return p.trim() !== "" && normalised.includes(p);
}

export function anyPhrase(normalised: string, phrases: readonly string[]): boolean {
  return phrases.some((p) => hasPhrase(normalised, p));
}
