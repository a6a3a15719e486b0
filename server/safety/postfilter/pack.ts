import type { Rule } from "../rule";

/**
 * `reassurance`: telling a caller a health matter is normal, harmless, will pass by itself or needs
 * no doctor is advice as much as a dose is (and the kind a complying model gives most readily).
 */
export const POSTFILTER_REASONS = ["diagnosis", "dosage", "drug_instruction", "first_aid", "medication_change", "reassurance"] as const;
export type PostFilterReason = (typeof POSTFILTER_REASONS)[number];

/** One language's medical-advice slips, by reason. Rules run on one sentence at a time. */
export type PostfilterPack = Record<PostFilterReason, Rule[]>;
