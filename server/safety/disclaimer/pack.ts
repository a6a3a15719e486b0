export const MEDICAL_CLUSTERS = ["condition", "symptom", "treatment", "diagnostics", "specialist", "care_domain"] as const;
export type MedicalCluster = (typeof MEDICAL_CLUSTERS)[number];

/**
 * One language's medical vocabulary, by cluster. Entries are word stems matched at a word start
 * on normalised text (no diacritics), so "ontsteking" also finds "ontstekingen" and
 * "longontsteking" needs its own entry. Bare "arts"/"doctor" is excluded: too ambiguous.
 */
export interface DisclaimerPack {
  clusters: Record<MedicalCluster, string[]>;
  /** Prepended when an answer is medical; ends with the em-dash joint the seed used. */
  disclaimer: string;
}
