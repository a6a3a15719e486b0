/**
 * One language's vocabulary for the deterministic intent classifier and follow-up resolver.
 * Phrases are matched on normalised text (lower case, no diacritics, single spaces) at word
 * boundaries; a phrase may contain spaces.
 */
export interface IntentLexicon {
  /** Words that refer back to the doctor last discussed ("hij", "die dokter"). */
  doctorReferences: string[];
  /** Words that refer back to the department last discussed ("die dienst", "daar"). */
  departmentReferences: string[];
  /** Titles callers put before a doctor's name ("professor", "dokter"). */
  doctorTitles: string[];
  cues: {
    schedule: string[];
    appointment: string[];
    doctorList: string[];
    profile: string[];
    location: string[];
    phone: string[];
    address: string[];
    billing: string[];
  };
  /** FAQ topics recognised without tenant-specific patterns. */
  faqTopics: Record<string, string[]>;
  /**
   * "How much", "price", "costs": they say a price is asked, not what is priced. Alone they mean
   * billing; next to a practical topic ("hoeveel kost parkeren") the topic decides.
   */
  priceWords: string[];
  /** Value Framework intent classes for questions no capability answers. */
  topicClasses: {
    navigation_or_practical_info: string[];
    appointment_scheduling: string[];
    medical_information: string[];
    administrative_or_legal: string[];
    billing_or_insurance: string[];
    department_or_service: string[];
  };
  /** "other cardiologists": the plural noun for the doctors of a specialty, used in list compression. */
  othersOfSpecialty(specialty: string): string;
}
