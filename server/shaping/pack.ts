/** One language's shaping data. */
export interface Abbreviation {
  /** Exactly as written, uppercase: matched as a whole token. */
  abbr: string;
  /** Article spoken before the noun when the text has none ("de", "the", "l'"). */
  article: string | null;
  noun: string;
}

/** How a language turns a written list into one spoken enumeration (see lists.ts). */
export interface ListWords {
  /** The conjunction for a list of facts, and when unsure. */
  and: string;
  /** The conjunction for alternatives. */
  or: string;
  /** A lead-in that offers a choice: "you can park in", "kies uit", "vous pouvez vous garer". */
  alternatives: RegExp;
  /**
   * Last words of a lead-in that run on into the items ("you can park in: P1" → "you can park in
   * P1"); after any other word the colon stays, as the pause before the items.
   */
  runsOn: string[];
  /** Plural nouns a lead-in may name its items by ("departments"), for the "… and four more" tail. */
  nouns: string[];
  /** The tail of a long list: "and four more departments", "or four others". */
  more(count: number, conj: "and" | "or", noun: string | null): string;
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
  /**
   * How a written range "12:30–14:00" is said: "dalle … alle …", "from … to …". `absorbs` is a
   * word written before a range that these words replace ("ore 12.30–14.00" → "dalle … alle …").
   */
  timeRange: { from: string; to: string; absorbs?: RegExp };
  /**
   * Words after which "H.MM" is a clock time in this language ("alle 7.30", "om 9.00"). Only
   * languages that write decimals with a comma list any: in English "from 2.50" is a price.
   */
  dottedTimeCue: RegExp | null;
  lists: ListWords;
}
