/**
 * What an answer can say about health, by cluster. The first two describe a person's health and
 * make a sentence medical wherever they stand; `care` is what a caller is told to do or to expect
 * about a treatment (a dose, a side effect, fasting, the recovery) and does the same. Treatments,
 * medicines and tests are also the names of what a hospital organises ("your MRI appointment",
 * "the list of medicines you take"), so they count only outside a sentence about where, when,
 * whom to call, what to bring or what it costs.
 */
export const MEDICAL_CLUSTERS = ["condition", "symptom", "care", "treatment", "medication", "test"] as const;
export type MedicalCluster = (typeof MEDICAL_CLUSTERS)[number];

/** Clusters that make a sentence medical even in a sentence about logistics. */
export const STATING_CLUSTERS: readonly MedicalCluster[] = ["condition", "symptom", "care"];

/**
 * One language's disclaimer vocabulary. Every entry is matched on normalised text (lower case, no
 * diacritics, punctuation as spaces) at a word start, so "ontsteking" finds "ontstekingen"; a
 * phrase ("side effect") matches across words. A department's, ward's or specialist's name is
 * deliberately in none of the clusters: "Cardiology is on floor 4" says nothing about health.
 */
export interface DisclaimerPack {
  /** Prepended when an answer is medical; ends with the em-dash joint the seed used. */
  disclaimer: string;
  clusters: Record<MedicalCluster, string[]>;
  /**
   * Words of a place or an organisation: a health word right before one ("pain clinic", "Dialyse-
   * afdeling", compounds included: "pijnkliniek", "ziekteverzekering") or right after one, with at
   * most two linking words ("service de dialyse", "reparto di fisioterapia") is part of a name.
   */
  organisations: string[];
  /** Linking words between an organisation word and the name it carries ("de", "van", "di"). */
  links: string[];
  /**
   * The words that carry a name on past its first word ("of", "van", "de", "della"): "Centro per la
   * cura del diabete", "Centre for the Treatment of Pain". Prepositions only, never "and" or an
   * article, so "Il centro cura il dolore" still states something about pain.
   */
  nameLinks: string[];
  /**
   * Phrases in which a health word means something else ("accept the conditions" of a Wi-Fi
   * network, "stoppen met roken" with a phone number to call, "a cura dell'Ufficio"): set aside
   * before the clusters are looked for.
   */
  otherSenses: string[];
  /**
   * Phrases that put off or forbid a visit ("stel uw bezoek uit", "rinvia la visita"): a sentence
   * with one is a visitors' rule, and the cold or fever it names is whom the rule is for, not a
   * statement about the caller's health.
   */
  visitDeferrals: string[];
  /**
   * The visitors, as the people a sentence speaks of ("visitatori", "bezoekers"; stems, so plurals
   * follow): a cold, a fever or the flu named beside them is whom a visitors' rule is for ("Ai
   * visitatori con febbre o tosse non è consentito l'ingresso"), as with a deferral. Never the
   * visit itself: "visita" is also a doctor's examination ("se dopo la visita compare la febbre").
   */
  visitors: string[];
  /**
   * How often a medicine is taken ("times a day"), phrases of the `care` cluster, and the means of
   * transport a timetable says the same of ("the shuttle runs three times a day"): beside one of
   * those, with no medicine or treatment named, the frequency is a timetable's.
   */
  frequencies: string[];
  transport: string[];
  /**
   * A sentence about logistics: where (floor, campus, address), when (days, hours, opening), who
   * to call, what to bring, how to book, what it costs. Digits of a phone number, a clock time
   * or a price are found without words (see index.ts).
   */
  logistics: string[];
}
