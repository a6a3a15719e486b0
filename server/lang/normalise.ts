/**
 * Text as the matchers see it: lower case, no diacritics, apostrophes and punctuation as spaces,
 * single spaces, padded with one space on each side so ` phrase ` finds whole words only.
 */
export function normaliseForMatch(text: string): string {
  const plain = text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return ` ${plain} `;
}

/** Whether normalised text contains the phrase as whole words. */
export function hasPhrase(normalised: string, phrase: string): boolean {
  const p = normaliseForMatch(phrase);
  return p.trim() !== "" && normalised.includes(p);
}

export function anyPhrase(normalised: string, phrases: readonly string[]): boolean {
  return phrases.some((p) => hasPhrase(normalised, p));
}
