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
  "declared",
] as const;
export type EmergencyFamily = (typeof EMERGENCY_FAMILIES)[number];
