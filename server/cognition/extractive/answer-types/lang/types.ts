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
  /**
   * Words that name what a question is about as often as the fact it asks for: "pay" in "can I pay
   * by card?", "téléphone" in "comment avoir le téléphone dans ma chambre ?". Such a word asks for
   * its kind of fact only beside one of `valueAsks`; alone, the question asks about the thing (a way
   * to pay, a phone in the room), and the sentence that answers it carries no price or number.
   */
  mentions: Partial<Record<AnswerType, readonly string[]>>;
  /**
   * Words that ask for a value ("what", "which", "who", "how much") or a duty ("do I have to",
   * "devo"): beside them a mention asks for its fact ("what is the most I pay?", "devo pagare il
   * parcheggio?" — whether and how much).
   */
  valueAsks: readonly string[];
}
