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
  const known = matchForms.get(text);
  if (known !== undefined) return known;
  const form = ` ${foldCase(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
  rememberMatchForm(text, form);
  return form;
}

/**
 * The matchers fold the same strings on every turn: each lexicon phrase, each ward and campus
 * name, each sentence and heading of the pages a question retrieves, once per rule or candidate
 * that reads them. Folding them again was the largest cost of the extractive answer (≈ 45 ms of
 * its ≈ 110 per turn, 2026-11-29 profile, docs/benchmarks.md). So folded forms are kept — for at
 * most a minute, since a caller's words are among them and are not kept longer than their turn
 * needs; the phrases and pages are folded again in the next turn after that.
 */
const MATCH_FORMS_LIMIT = 50_000;
const MATCH_FORMS_MAX_AGE_MS = 60_000;
/** Longer texts (a whole page) are seldom folded twice and would crowd the rest out. */
const MATCH_FORM_MAX_CHARS = 2_000;
const matchForms = new Map<string, string>();
let matchFormsSince = Date.now();

function rememberMatchForm(text: string, form: string): void {
  if (text.length > MATCH_FORM_MAX_CHARS) return;
  const now = Date.now();
  if (matchForms.size >= MATCH_FORMS_LIMIT || now - matchFormsSince > MATCH_FORMS_MAX_AGE_MS) {
    matchForms.clear();
    matchFormsSince = now;
  }
  matchForms.set(text, form);
}

/** Whether the folded form of `text` is still kept (tests: a caller's words go within a minute). */
export function matchFormKept(text: string): boolean {
  return matchForms.has(text);
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
