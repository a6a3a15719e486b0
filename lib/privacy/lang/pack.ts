import type { CountryCode } from "libphonenumber-js";

/**
 * What the redactor must know about one language to find a caller's personal data: the phrases
 * that introduce a name, the words next to a birth date or a record number, how streets are
 * written. Data only; the patterns are built from every pack at once (lib/privacy/patterns.ts),
 * because a transcript's language is not always known where it is redacted (a log, a dead letter).
 */
export interface PrivacyPack {
  /** A name always follows, whatever its capitals ("mijn naam is", "my name is"). */
  nameCues: readonly string[];
  /** A name follows only when it looks like one: capitalised, or a known given name ("ik ben", "I'm"). */
  weakNameCues: readonly string[];
  /** As weakNameCues, but only at the start of a sentence or after a greeting ("met", "this is", "ici"). */
  openingNameCues: readonly string[];
  /** Greetings before an opening cue ("goedemiddag, met …"). */
  greetings: readonly string[];
  /** A name stands before these at the start of a sentence ("… hier", "… speaking", "… à l'appareil"). */
  trailingNameCues: readonly string[];
  /** Forms of address before a surname ("mevrouw", "Mrs", "madame", "signora"). */
  titles: readonly string[];
  /** Relatives whose name may follow ("mijn moeder, Rita …"). */
  relatives: readonly string[];
  /** Capitalised words after "ik ben"/"I'm" that are not names (nationalities, roles, days). */
  notNames: readonly string[];
  /** Words after which a date (or a year) is a birth date. */
  birthCues: readonly string[];
  months: readonly string[];
  /** Words a patient, file, insurance or membership number stands next to. */
  recordCues: readonly string[];
  /** Street words written before the street's name ("rue", "via", "avenue"). */
  streetWordsBefore: readonly string[];
  /** Street words written as the end of one word or after the name ("Kerkstraat", "Baker Street"). */
  streetSuffixes: readonly string[];
  /** Given names common among this language's callers, for transcripts without capitals. */
  givenNames: readonly string[];
  /**
   * Countries whose national numbers this language's callers give (written without a country code:
   * a Dutch caller's "06 12 34 56 78", a French one's "01 42 68 53 00").
   */
  phoneCountries: readonly CountryCode[];
  /** How each digit, 0 to 9, is said one at a time, as speech recognition may write a number read out ("nul zes een twee …"). */
  digitWords: readonly [
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
  ];
  /** The word for "+" before a country code ("plus drie een …"). */
  plusWords: readonly string[];
  /** Words that say the next digit more than once ("double four"), with how many times. */
  repeatWords: Readonly<Record<string, number>>;
}
