import type { Lang, PerLang } from "~/lib/lang";
import type { Campus, Department, Doctor, SymptomMapping, Taxonomy } from "~/server/taxonomy/types";
import { doctorDisplayName } from "~/server/taxonomy/types";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { IntentLexicon } from "./lexicon";
import { anyPhrase, hasPhrase, matchWords, normaliseForMatch } from "~/lib/text/normalise";
import { FUNCTION_WORDS } from "~/lib/lang/function-words";

export { normaliseForMatch, hasPhrase } from "~/lib/text/normalise";
export type { IntentLexicon } from "./lexicon";

export const LEXICONS: PerLang<IntentLexicon> = { nl, en, fr, it };

/** What the caller wants, as far as deterministic rules over the tenant's taxonomy can tell. */
export const INTENTS = [
  "doctor_schedule",
  "doctor_contact",
  "doctor_profile",
  "doctor_ambiguous",
  "doctor_list",
  "department_location",
  "department_phone",
  "symptom_department",
  "campus_address",
  "billing_contact",
  "faq",
  "general",
] as const;
export type Intent = (typeof INTENTS)[number];

/** The Value Framework's intent classes (rows of the affinity matrix). */
export const VF_INTENTS = [
  "navigation_or_practical_info",
  "appointment_scheduling",
  "medical_information",
  "doctor_information",
  "department_or_service",
  "administrative_or_legal",
  "billing_or_insurance",
] as const;
export type VfIntent = (typeof VF_INTENTS)[number];

/** What earlier turns were about, so "hij" and "die dienst" can be resolved. */
export interface ConversationFocus {
  doctorKey?: string;
  departmentKey?: string;
  /** The campus the caller named last: the scope a follow-up keeps unless it names another. */
  campusKey?: string;
}

export interface Resolution {
  intent: Intent;
  /** Row of the affinity matrix for retrieval; null = neutral. */
  vfIntent: VfIntent | null;
  doctor?: Doctor;
  /** Several doctors match the name the caller used. */
  candidates?: Doctor[];
  department?: Department;
  campus?: Campus;
  symptom?: SymptomMapping;
  faqKey?: string;
  /** True when a pronoun or "that department" was resolved from the conversation focus. */
  isFollowUp: boolean;
  /**
   * An elliptical follow-up ("En in het weekend?", "Et aux soins intensifs ?"): it keeps the
   * previous question's topic and names only a new scope.
   */
  elliptical: boolean;
  /** The campus the question is about: named in it, or kept from the conversation. */
  scopeCampus?: Campus;
  /** The utterance with resolved references spelled out, for retrieval. */
  rewrite: string;
}

function findDoctors(text: string, lexicon: IntentLexicon, doctors: Doctor[]): Doctor[] {
  const byLast = doctors.filter((d) => hasPhrase(text, d.lastName));
  if (byLast.length <= 1) return byLast;
  const byFull = byLast.filter((d) => hasPhrase(text, d.firstName));
  if (byFull.length >= 1) return byFull;
  // "professor Peeters" when only one Peeters is a professor.
  const saysProfessor = anyPhrase(
    text,
    lexicon.doctorTitles.filter((t) => t.startsWith("prof")),
  );
  if (saysProfessor) {
    const profs = byLast.filter((d) => /prof/i.test(d.title));
    if (profs.length === 1) return profs;
  }
  return byLast;
}

function findDepartment(text: string, departments: Department[]): Department | undefined {
  // Longest matching label wins: "kindercardiologie" before "cardiologie".
  let best: { dep: Department; len: number } | undefined;
  for (const dep of departments) {
    const labels = [...Object.values(dep.names), ...dep.aliases, dep.specialty].filter((l): l is string => !!l);
    for (const label of labels) {
      if (hasPhrase(text, label) && (!best || label.length > best.len)) best = { dep, len: label.length };
    }
  }
  return best?.dep;
}

function findSymptom(text: string, lang: Lang, symptoms: SymptomMapping[]): SymptomMapping | undefined {
  const own = symptoms.filter((s) => s.lang === lang && hasPhrase(text, s.term));
  const any = own.length ? own : symptoms.filter((s) => hasPhrase(text, s.term));
  return any.sort((a, b) => b.term.length - a.term.length)[0];
}

function findCampus(text: string, campuses: Campus[]): Campus | undefined {
  return campuses.find((c) => hasPhrase(text, c.name) || hasPhrase(text, c.key));
}

function findFaq(text: string, lang: Lang, lexicon: IntentLexicon, taxonomy: Taxonomy): string | undefined {
  const tenantHit = taxonomy.faq.find((f) => f.lang === lang && f.questions.some((q) => hasPhrase(text, q)));
  if (tenantHit) return tenantHit.key;
  for (const [key, phrases] of Object.entries(lexicon.faqTopics)) {
    if (!anyPhrase(text, phrases)) continue;
    if (taxonomy.faq.some((f) => f.key === key)) return key;
    // A tenant names its entries as it likes ("bezoekuren"): the entry whose own questions are about the topic.
    const entry = taxonomy.faq.find((f) => f.lang === lang && f.questions.some((q) => anyPhrase(normaliseForMatch(q), phrases)));
    if (entry) return entry.key;
  }
  return undefined;
}

/** Topic words → affinity row, for questions no capability answers. Billing and admin first: most specific. */
function topicClass(text: string, lexicon: IntentLexicon): VfIntent | null {
  const order: Array<keyof IntentLexicon["topicClasses"]> = [
    "billing_or_insurance",
    "administrative_or_legal",
    "appointment_scheduling",
    "medical_information",
    "navigation_or_practical_info",
    "department_or_service",
  ];
  for (const cls of order) if (anyPhrase(text, lexicon.topicClasses[cls])) return cls;
  return anyPhrase(text, lexicon.priceWords) ? "billing_or_insurance" : null;
}

/** "Where" alone makes a question navigational but names no practical topic. */
const WHERE_WORDS = new Set(["waar", "where", "ou", "où", "dove"]);

const VF_OF_INTENT: Partial<Record<Intent, VfIntent>> = {
  doctor_schedule: "appointment_scheduling",
  doctor_contact: "doctor_information",
  doctor_profile: "doctor_information",
  doctor_ambiguous: "doctor_information",
  doctor_list: "doctor_information",
  department_location: "department_or_service",
  department_phone: "department_or_service",
  symptom_department: "department_or_service",
  campus_address: "navigation_or_practical_info",
  billing_contact: "billing_or_insurance",
};

/** Whether the caller opens with "and …" or speaks only a few words: a follow-up of the last question. */
export function isElliptical(text: string, lexicon: IntentLexicon): boolean {
  const words = text.trim().split(" ").filter(Boolean);
  return words.length <= 8 && lexicon.followUpOpeners.some((o) => text.startsWith(normaliseForMatch(o)));
}

/**
 * Whether the question asks about nothing but the named thing: after removing its names, the cue
 * words, generic place nouns and function words, no content word is left. "Waar is de dienst
 * cardiologie?" asks for the department; "Waar is de cafetaria op campus Ter Haven?" asks for the
 * cafeteria, on that campus.
 */
export function asksOnlyAbout(text: string, lang: Lang, names: readonly string[], cues: readonly string[]): boolean {
  const lexicon = LEXICONS[lang];
  let rest = text;
  const remove = [...names, ...cues, ...lexicon.placeNouns].map((p) => normaliseForMatch(p)).sort((a, b) => b.length - a.length);
  for (const p of remove) if (p.trim()) rest = rest.split(p).join(" ");
  const skip = new Set(FUNCTION_WORDS[lang].map((w) => normaliseForMatch(w).trim()));
  return matchWords(rest).every((w) => skip.has(w) || w.length <= 2);
}

/**
 * Classify an utterance and resolve its references against the tenant's taxonomy and the
 * conversation focus. Deterministic: the offline path and the LLM path's fallback both use it.
 */
export function resolveTurn(utterance: string, lang: Lang, taxonomy: Taxonomy, focus: ConversationFocus = {}): Resolution {
  const lexicon = LEXICONS[lang];
  const text = normaliseForMatch(utterance);
  const cues = lexicon.cues;
  const has = (phrases: readonly string[]) => anyPhrase(text, phrases);
  const elliptical = isElliptical(text, lexicon);
  const namedCampus = findCampus(text, taxonomy.campuses);
  const scopeCampus = namedCampus ?? (elliptical && focus.campusKey ? taxonomy.campuses.find((c) => c.key === focus.campusKey) : undefined);
  const result = (r: Omit<Resolution, "vfIntent" | "rewrite" | "isFollowUp" | "elliptical"> & { isFollowUp?: boolean }): Resolution => {
    const named = [r.doctor ? doctorDisplayName(r.doctor) : null, r.department ? Object.values(r.department.names)[0] : null].filter(Boolean);
    const rewrite = named.length && r.isFollowUp ? `${utterance.trim()} (${named.join(", ")})` : utterance.trim();
    const vfIntent =
      VF_OF_INTENT[r.intent] ?? (r.intent === "faq" && r.faqKey === "billing_contact" ? "billing_or_insurance" : null) ?? topicClass(text, lexicon);
    return { isFollowUp: false, ...r, vfIntent, rewrite, elliptical, ...(scopeCampus ? { scopeCampus } : {}) };
  };

  const doctorCue = has(cues.schedule) || has(cues.appointment) || has(cues.profile) || has(cues.phone);
  const explicitDoctors = findDoctors(text, lexicon, taxonomy.doctors);
  let doctor: Doctor | undefined = explicitDoctors.length === 1 ? explicitDoctors[0] : undefined;
  let followUp = false;
  if (explicitDoctors.length > 1) {
    return result({ intent: "doctor_ambiguous", candidates: explicitDoctors });
  }
  const explicitDepartment = findDepartment(text, taxonomy.departments);
  if (!doctor && !explicitDepartment && focus.doctorKey && doctorCue && has(lexicon.doctorReferences)) {
    doctor = taxonomy.doctors.find((d) => d.key === focus.doctorKey);
    followUp = doctor !== undefined;
  }
  if (doctor) {
    const department = taxonomy.departments.find((d) => d.key === doctor.departmentKey);
    if (has(cues.schedule) || has(cues.appointment)) return result({ intent: "doctor_schedule", doctor, department, isFollowUp: followUp });
    if (has(cues.phone)) return result({ intent: "doctor_contact", doctor, department, isFollowUp: followUp });
    return result({ intent: "doctor_profile", doctor, department, isFollowUp: followUp });
  }

  let department = explicitDepartment;
  // "En op welke verdieping is dat?", "And what is their phone number?": the department last asked about.
  const asksDepartmentFact = has(cues.phone) || has(cues.location) || has(cues.doctorList);
  if (!department && focus.departmentKey && (has(lexicon.departmentReferences) || (elliptical && asksDepartmentFact))) {
    department = taxonomy.departments.find((d) => d.key === focus.departmentKey);
    followUp = department !== undefined;
  }
  if (department) {
    const names = [...Object.values(department.names), ...department.aliases, department.specialty].filter((l): l is string => !!l);
    const about = (phrases: readonly string[]) => asksOnlyAbout(text, lang, names, [...phrases, ...lexicon.departmentReferences, ...lexicon.followUpOpeners]);
    // The capability answers what tenant data knows about the department itself; "when can
    // grandparents visit on paediatrics" names the ward but asks about visiting: retrieval, in its scope.
    if (has(cues.doctorList)) return result({ intent: "doctor_list", department, isFollowUp: followUp });
    if (has(cues.phone) && about([...cues.phone, ...cues.location])) return result({ intent: "department_phone", department, isFollowUp: followUp });
    if (has(cues.location) && about(cues.location)) return result({ intent: "department_location", department, isFollowUp: followUp });
  }

  const symptom = findSymptom(text, lang, taxonomy.symptoms);
  if (symptom && !department) {
    const dep = taxonomy.departments.find((d) => d.key === symptom.departmentKey);
    if (dep) return result({ intent: "symptom_department", symptom, department: dep });
  }
  if (department) return result({ intent: "general", department, isFollowUp: followUp });

  // "Waar betaal ik de parking?" is about the parking, not the billing office.
  const practicalTopic = lexicon.topicClasses.navigation_or_practical_info.some((w) => !WHERE_WORDS.has(w) && hasPhrase(text, w));
  if (has(cues.billing) && !practicalTopic) return result({ intent: "billing_contact" });
  // A campus named in a question about something else is its scope, not its subject: "Hoeveel kost
  // parkeren op campus Berkemeer?" is about parking there, not about the campus's address.
  const campusNames = taxonomy.campuses.flatMap((c) => [c.name, c.key]);
  if (
    (has(cues.address) || (namedCampus && has(cues.location))) &&
    asksOnlyAbout(text, lang, campusNames, [...cues.address, ...cues.location, ...lexicon.faqTopics.address!])
  ) {
    return result({ intent: "campus_address", campus: namedCampus });
  }
  const faqKey = findFaq(text, lang, lexicon, taxonomy);
  if (faqKey) return result({ intent: "faq", faqKey });
  return result({ intent: "general" });
}

/** The focus a resolution leaves for the next turn. */
export function nextFocus(previous: ConversationFocus, r: Resolution): ConversationFocus {
  const campusKey = r.scopeCampus?.key ?? r.campus?.key ?? (r.elliptical ? previous.campusKey : undefined);
  return {
    doctorKey: r.doctor?.key ?? (r.department && r.department.key !== previous.departmentKey ? undefined : previous.doctorKey),
    departmentKey: r.department?.key ?? r.doctor?.departmentKey ?? previous.departmentKey,
    ...(campusKey ? { campusKey } : {}),
  };
}

/** The department a lay symptom in the question points to ("pijn in de borst" → cardiology), if any. */
export function symptomDepartment(r: Resolution, taxonomy: Taxonomy): Department | undefined {
  const symptom = r.symptom;
  return symptom ? taxonomy.departments.find((d) => d.key === symptom.departmentKey) : undefined;
}
