import type { Intent } from "../intent";
import { billingContact } from "./billing-contact";
import { campusAddress } from "./campus-address";
import { departmentLocation } from "./department-location";
import { departmentPhone } from "./department-phone";
import { doctorAmbiguous } from "./doctor-ambiguous";
import { doctorContact } from "./doctor-contact";
import { doctorList } from "./doctor-list";
import { doctorProfile } from "./doctor-profile";
import { doctorSchedule } from "./doctor-schedule";
import { faqAnswer } from "./faq";
import { symptomDepartment } from "./symptom-department";
import type { Capability } from "./types";

export const CAPABILITIES: readonly Capability[] = [
  doctorSchedule,
  doctorContact,
  doctorProfile,
  doctorAmbiguous,
  doctorList,
  departmentLocation,
  departmentPhone,
  symptomDepartment,
  campusAddress,
  billingContact,
  faqAnswer,
];

const BY_INTENT = new Map<Intent, Capability>();
for (const cap of CAPABILITIES) {
  for (const intent of cap.intents) {
    if (BY_INTENT.has(intent)) throw new Error(`two capabilities claim intent ${intent}`);
    BY_INTENT.set(intent, cap);
  }
}

export function capabilityFor(intent: Intent): Capability | undefined {
  return BY_INTENT.get(intent);
}
