/**
 * One language's words for an emergency's cue said in its everyday sense. Regex sources over normalised text (no
 * accents, one space between words), without the spaces at their edges.
 */
export interface PlainSensePack {
  /** Someone the line can reach — a switchboard, a secretariat, one's doctor, "nobody" — or the calls and mails that go to them. */
  contact: string;
  /** Not answering, not picking up, not calling back. */
  unanswered: string;
  /** A word used for breathlessness or a person's state in its sense of fear ("benauwd voor de operatie"); "(?!)" where the language has none. */
  afraid: string;
  /** Words that keep the cue's medical sense: breath, air, chest, a body on the floor. */
  bodily: string;
  /** A person the caller may be calling about: a relative, a neighbour, "someone". */
  person: string;
}
