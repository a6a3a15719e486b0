import type { Rule } from "../rule";
import type { AdviceRules } from "./advice/pack";

/** One language's pre-filter rules. Adding a language is adding one of these. */
export interface PrefilterPack {
  /** Medical-advice asks. Checked in every language's pack (see classify-terminal). */
  safety: Rule[];
  /** Medical-advice asks in other words; after `safety`, checked in every language's pack too. */
  advice: AdviceRules;
  handoff: Rule[];
  repeat: Rule[];
  offTopic: Rule[];
  farewell: Rule[];
  greeting: Rule[];
  /**
   * Greetings, thanks, fillers and closers. A greeting or farewell is terminal only when nothing
   * but these (and at most a short self-introduction) remains: "goedendag, wat zijn de bezoekuren?"
   * must be answered.
   */
  socialPhrases: string[];
  /** Words that make what remains a question or request. */
  questionWords: string[];
}
