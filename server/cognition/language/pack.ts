import type { PerLang } from "~/lib/lang";

/** What one language contributes to the language-lock policy. */
export interface LanguagePack {
  /** How speakers of this language name each supported language (lower case). */
  names: PerLang<string[]>;
  /** Words that, next to a language name, make an utterance a request to switch. */
  switchCues: string[];
  /**
   * A person and a relative pronoun that make the language someone else's: "is there someone at
   * the desk who speaks Dutch?" asks about the hospital's staff, not for the call to go on in
   * Dutch ("can I speak to someone in English?" has no relative clause: still a request).
   */
  otherSpeakers: { persons: string[]; relatives: string[] };
  /** This language's own name as spoken in the locked-out reply of *another* pack. */
  ownName: string;
  /** Reply, in this language, to a caller speaking it on a call locked to `lockedName`. */
  lockedOut(lockedName: string): string;
  /** Confirmation, in this language, after switching to it. */
  switched: string;
}

/** Dutch and English capitalise language names; French and Italian do not. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
