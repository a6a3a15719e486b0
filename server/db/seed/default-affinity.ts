import type { ChunkCategory } from "../schema/enums";

/**
 * The Value Framework's default intent × category affinity matrix (compendium §7), the one place
 * these numbers live. A migration seeds them as the tenant_id-NULL row set; a test checks that the
 * migrated rows and this table agree.
 */
export const DEFAULT_AFFINITY: Record<string, Record<ChunkCategory, number>> = {
  navigation_or_practical_info: { practical: 1.3, clinical_info: 0.65, regulatory: 0.55, appointments: 1.05, legal_admin: 0.85, general: 1.0 },
  appointment_scheduling: { practical: 1.05, clinical_info: 0.8, regulatory: 0.75, appointments: 1.3, legal_admin: 0.95, general: 1.0 },
  medical_information: { practical: 0.75, clinical_info: 1.25, regulatory: 1.05, appointments: 0.95, legal_admin: 0.85, general: 1.0 },
  doctor_information: { practical: 0.9, clinical_info: 1.1, regulatory: 0.85, appointments: 1.2, legal_admin: 0.85, general: 1.0 },
  department_or_service: { practical: 1.1, clinical_info: 1.1, regulatory: 0.85, appointments: 1.2, legal_admin: 0.9, general: 1.0 },
  administrative_or_legal: { practical: 0.9, clinical_info: 0.8, regulatory: 1.2, appointments: 0.95, legal_admin: 1.3, general: 1.0 },
  billing_or_insurance: { practical: 0.85, clinical_info: 0.85, regulatory: 1.3, appointments: 0.95, legal_admin: 1.1, general: 1.0 },
};

/** Defined with the console's form schema, so the grid and the database CHECK agree. */
export { AFFINITY_BOUNDS } from "~/contracts/tenant-admin";
