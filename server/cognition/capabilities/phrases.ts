import type { Frequency, PartOfDay, Weekday } from "~/server/taxonomy/types";

/** One language's sentences for the deterministic capabilities. Plain text; digits stay digits. */
export interface CapabilityPhrases {
  /** "woensdagvoormiddag", "Wednesday morning" */
  slot(weekday: Weekday, part: PartOfDay): string;
  frequency: Record<Frequency, string>;
  /** Join a list naturally: "a, b en c". */
  list(items: string[]): string;
  schedule(doctor: string, slots: string[], phone: string): string;
  noSchedule(doctor: string, phone: string): string;
  doctorContact(doctor: string, phone: string): string;
  doctorProfile(doctor: string, department: string, campus: string | null): string;
  doctorAmbiguous(options: string[]): string;
  /** `more`: the department has more doctors than the names spoken (voice lists stay short). */
  doctorList(department: string, names: string[], more: boolean): string;
  departmentLocation(department: string, campus: string | null, location: string | null): string;
  departmentPhone(department: string, phone: string): string;
  symptomDepartment(symptom: string, department: string, phone: string | null, emergency: string): string;
  campusAddress(campus: string, street: string, postcode: string, city: string): string;
  campusList(tenant: string, campuses: string[]): string;
  campusEntry(campus: string, street: string, city: string): string;
  billingContact(phone: string | null, email: string | null): string;
}
