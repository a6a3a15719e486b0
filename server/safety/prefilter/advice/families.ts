/**
 * Families of medical-advice asks that callers phrase in many ways. The pre-filter's advice rules
 * are grouped by these, and the case tables and the held-out coverage measurement count per family.
 */
export const ADVICE_FAMILIES = [
  /** Which medicine or cream is best against a complaint. */
  "best_remedy",
  /** Whether a drink or food mixes with a medicine. */
  "interaction",
  /** Whether a symptom is serious, dangerous or normal. */
  "is_it_serious",
  /** What a symptom means, what causes it. */
  "symptom_meaning",
  /** Whether to go to the emergency department with a complaint. */
  "go_to_emergency",
  /** Side effects and risks of a treatment. */
  "side_effects",
  /** Stopping, pausing or taking a medicine around a procedure. */
  "pause_before_procedure",
] as const;
export type AdviceFamily = (typeof ADVICE_FAMILIES)[number];
