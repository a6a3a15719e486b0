/**
 * What a caller describes when the line must send them to the emergency number at once: an acute
 * situation now, for themselves or someone with them. `suicide` also names the tenant's crisis line.
 */
export const EMERGENCY_FAMILIES = [
  "chest_pain",
  "breathing",
  "stroke",
  "unconscious",
  "bleeding",
  "seizure",
  "allergy",
  "poisoning",
  "suicide",
  /** Scalds, fire, skin coming off. */
  "burns",
  /** A crash, a fall with a limb or the back gone numb, a stabbing or shooting, a drowning. */
  "trauma",
  /** A birth under way, or heavy bleeding in pregnancy. */
  "childbirth",
  "declared",
] as const;
export type EmergencyFamily = (typeof EMERGENCY_FAMILIES)[number];
