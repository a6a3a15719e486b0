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
  /**
   * How an elliptical follow-up opens ("en", "and what about", "et", "e"): "En in het weekend?"
   * keeps the previous question's topic and changes only its scope.
   */
  followUpOpeners: string[];
  /**
   * Nouns that only name the kind of place ("dienst", "ward", "service", "reparto"), and question
   * words that carry no topic ("welke", "qual"): a question made of a department's name, such words
   * and a cue asks about the department itself.
   */
  placeNouns: string[];
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
