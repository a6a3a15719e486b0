import type { Lang, PerLang } from "~/lib/lang";

/**
 * The read model of one tenant's structured data (campuses, departments, doctors, schedules,
 * symptom map, FAQ). Capabilities and the follow-up resolver answer from it without retrieval or
 * an LLM. It is built from the database (`loadTaxonomy`) and, in tests, straight from a bundle.
 */
export interface Taxonomy {
  tenant: TenantInfo;
  campuses: Campus[];
  departments: Department[];
  doctors: Doctor[];
  symptoms: SymptomMapping[];
  faq: FaqEntry[];
}

export interface TenantInfo {
  slug: string;
  name: string;
  defaultLanguage: Lang;
  supportedLanguages: Lang[];
  helpdeskPhone: string;
  emergencyNumber: string;
  outOfHoursNumber: string;
  /** A crisis line for suicidal callers (Belgium: 1813); null when the tenant has none. */
  crisisNumber?: string | null;
  billing?: { phone?: string; email?: string; hours?: Partial<PerLang<string>> };
  /** False when the tenant keeps no transcript text (contracts/tenant-admin.ts TranscriptPolicy); unset → kept. */
  keepsTranscripts?: boolean;
}

export interface Campus {
  key: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  phone?: string;
  /** How to get there, per language; spoken after the address. */
  directions?: Partial<PerLang<string>>;
}

export interface Department {
  key: string;
  /** Display name per language; missing languages fall back to the tenant's default. */
  names: Partial<PerLang<string>>;
  /** Lay words, abbreviations, other spellings callers use ("hartafdeling", "cardio"). */
  aliases: string[];
  specialty: string;
  phone?: string;
  campusKey?: string;
  /** Floor and route as the signs say them, per language ("verdieping 2, route 42" / "second floor, route 42"). */
  location?: Partial<PerLang<string>>;
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type PartOfDay = "morning" | "afternoon" | "evening";
export type Frequency = "weekly" | "biweekly" | "monthly" | "on_appointment";

export interface ScheduleEntry {
  weekday: Weekday;
  partOfDay: PartOfDay;
  frequency: Frequency;
  campusKey?: string;
}

export interface Doctor {
  key: string;
  /** "Dr.", "Prof. Dr." … as the hospital writes it. */
  title: string;
  firstName: string;
  lastName: string;
  specialty: string;
  departmentKey: string;
  campusKey?: string;
  phone?: string;
  schedule: ScheduleEntry[];
}

export interface SymptomMapping {
  lang: Lang;
  /** The caller's lay term ("hartkloppingen"). */
  term: string;
  departmentKey: string;
}

export interface FaqEntry {
  key: string;
  lang: Lang;
  questions: string[];
  answer: string;
  url?: string;
}

export function doctorDisplayName(d: Doctor): string {
  return `${d.title} ${d.firstName} ${d.lastName}`.replace(/\s+/g, " ").trim();
}

export function departmentName(dep: Department, lang: Lang, fallback: Lang): string {
  return dep.names[lang] ?? dep.names[fallback] ?? Object.values(dep.names)[0] ?? dep.key;
}
