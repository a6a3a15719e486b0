/** One language's shaping data. */
export interface Abbreviation {
  /** Exactly as written, uppercase: matched as a whole token. */
  abbr: string;
  /** Article spoken before the noun when the text has none ("de", "the", "l'"). */
  article: string | null;
  noun: string;
}

export interface ShapingPack {
  abbreviations: Abbreviation[];
  /** Articles that may already precede an abbreviation (lower case and capitalised). */
  articles: string[];
  /** A sentence that, once its URL is gone, only pointed at it ("Zie onze website voor details"). */
  urlPointer: RegExp;
  /**
   * Spell a valid 24-hour time. `before` is the text preceding it, for languages whose article
   * depends on a preposition ("dalle 14:00"); `consumeBefore` characters of it are replaced too
   * ("alle 1:00" → "all'una").
   */
  spellTime(hour: number, minute: number, before: string): { spoken: string; consumeBefore?: number };
  /** Unit word written after times that the spelled form already says ("uur", "h"). */
  trailingTimeUnit: RegExp | null;
  /** Written time forms beyond H:MM that are safe to recognise in this language (14u30, 14h30). */
  extraTimeForms: RegExp[];
}
