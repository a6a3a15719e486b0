import type { AnswerType } from "../index";

/**
 * One language's cues for what a question asks for. Phrases are matched on normalised text at
 * word boundaries; a phrase starting with "*" matches the end of a word ("*uren" hears
 * "bezoekuren", "openingsuren": Dutch writes its compounds as one word).
 */
export interface AnswerTypePack {
  asks: Record<AnswerType, readonly string[]>;
  /** Words that say where something is in or around a building (a sentence carrying a place). */
  placeWords: readonly string[];
  /** Counted things said in words ("twee bezoekers"): small numbers as words. */
  numberWords: readonly string[];
  /** A place, open or closed all day, as opening information: "dag en nacht", "closed". */
  allDayWords: readonly string[];
  /** "free of charge": a price, said without an amount. */
  freeWords: readonly string[];
  /**
   * The caller's own phone as a device ("can I use my mobile phone?"): a question about it asks for
   * no phone number.
   */
  phoneDevices: readonly string[];
}
