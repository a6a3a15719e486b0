import type { Rule } from "../rule";

export const POSTFILTER_REASONS = ["diagnosis", "dosage", "drug_instruction", "first_aid", "medication_change"] as const;
export type PostFilterReason = (typeof POSTFILTER_REASONS)[number];

/** One language's medical-advice slips, by reason. Rules run on one sentence at a time. */
export type PostfilterPack = Record<PostFilterReason, Rule[]>;
