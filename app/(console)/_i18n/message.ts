/** A message that depends on a count: "Save 1 change" / "Save 3 changes". */
export interface Plural {
  one: string;
  other: string;
}

/** One console string: plain, or with a form per plural category. */
export type Message = string | Plural;
