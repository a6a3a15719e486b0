import type { PriceUnit } from "~/server/knowledge/value-framework/units";

/** One language's data for the extractive answerer. */
export interface ExtractivePack {
  stopwords: readonly string[];
  /**
   * Words nearly every page of a hospital shares ("ziekenhuis", "patiënt", "campus"): a sentence
   * sharing only those with the question does not answer it ("is er een kapsalon in het
   * ziekenhuis?" must not be answered with any sentence that says "ziekenhuis").
   */
  genericWords: readonly string[];
  /**
   * Who a caller speaks of ("my wife", "mijn vader", "i nonni"): the people a question is for, not
   * the thing it asks about. A page seldom names them ("When can grandparents see the baby?" is
   * answered by the maternity row for "other visitors"), so they are no sign that the question
   * names something the pages do not speak of. Kinship and companions, the same for any hospital.
   */
  peopleWords: readonly string[];
  /** Said instead of silently transposing units (a per-kWh tariff is not a parking price). */
  unitMismatch(askedUnit: string, foundUnit: string): string;
  units: Record<PriceUnit, string>;
  /**
   * The names this language gives the wards nearly every hospital has, whether or not the tenant
   * lists them as departments: a ward asked about in one language ("soins intensifs") is the ward a
   * page names in another ("Critical care unit").
   */
  wardNames: Record<WardKind, readonly string[]>;
  /**
   * The words that name each practical topic in this language, in a question or a page's heading
   * (topics.ts): "bezoek*" (every word starting so), "prise de sang" (these words). Words a caller
   * or a page uses for the topic itself, not for what is said about it (no "how much", no "open").
   */
  topics: Record<Topic, readonly string[]>;
  /**
   * Facts a page says in words, not digits, that a foreign answer still carries over in the
   * caller's words (foreign-facts.ts): the days, "free", "closed" and counted units. Without them a
   * Dutch caller asking whether parking is free heard only the French sentence's place names. The
   * first word of each list is the one said to a caller of this language; all are heard on a page.
   */
  wordFacts: WordFacts;
}

export const QUANTITY_UNITS = ["minutes", "days", "weeks", "months", "km", "metres", "places", "visitors"] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

export interface WordFacts {
  /** Monday first; each day's words (singular, plural: "lundi", "lundis"). */
  days: readonly [readonly string[], readonly string[], readonly string[], readonly string[], readonly string[], readonly string[], readonly string[]];
  /** The words joining two days into a span ("du lundi au vendredi"), beside the dashes. */
  dayRange: readonly string[];
  free: readonly string[];
  closed: readonly string[];
  /** A number's unit: said as `one` after 1, else `many`; heard in any of `heard` (folded). */
  quantities: Record<QuantityUnit, { one: string; many: string; heard: readonly string[] }>;
}

export const TOPICS = [
  "visiting",
  "parking",
  "transport",
  "cafe",
  "meals",
  "internet",
  "television",
  "blood_test",
  "appointment",
  "lost_property",
  "wheelchair",
  "smoking",
  "shop",
  "charging",
  "pharmacy",
  "social_service",
  "interpreter",
  "billing",
  "flowers",
  "bicycle",
  "taxi",
  "lodging",
] as const;
export type Topic = (typeof TOPICS)[number];

export const WARD_KINDS = ["intensive_care", "maternity", "paediatrics", "geriatrics", "emergency", "rehabilitation", "day_hospital", "psychiatry"] as const;
export type WardKind = (typeof WARD_KINDS)[number];
