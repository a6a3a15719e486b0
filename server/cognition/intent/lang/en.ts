import type { IntentLexicon } from "../lexicon";

export const en: IntentLexicon = {
  doctorReferences: ["he", "she", "him", "her", "that doctor", "this doctor", "the doctor", "that professor", "his", "hers"],
  departmentReferences: ["that department", "this department", "that ward", "there", "the same department"],
  doctorTitles: ["doctor", "dr", "professor", "prof"],
  cues: {
    schedule: ["when", "consultation", "consultations", "office hours", "surgery hours", "work", "works", "working", "which days", "what days", "available", "see patients"],
    appointment: ["appointment", "appointments", "book", "booking", "schedule"],
    doctorList: ["which doctors", "what doctors", "which specialists", "who works", "doctors work", "doctors are there", "list of doctors"],
    profile: ["more about", "who is", "tell me about", "information about", "specialty"],
    location: ["where", "floor", "route", "find", "located", "get to", "building", "entrance"],
    phone: ["phone number", "number", "call", "telephone", "reach"],
    address: ["address", "addresses", "campus", "campuses", "site", "sites"],
    billing: ["invoice", "invoices", "bill", "bills", "billing", "pay", "payment"],
  },
  faqTopics: {
    parking: ["parking", "park", "car park", "parking fee", "parking fees", "parking cost"],
    visiting_hours: ["visiting hours", "visiting time", "visiting times", "visit"],
    main_phone: ["main number", "general number", "switchboard", "reception number"],
    address: ["hospital address", "address"],
    wifi: ["wifi", "wi fi", "internet"],
  },
  priceWords: ["cost", "costs", "price", "prices", "fee", "fees", "tariff", "pay", "how much"],
  topicClasses: {
    navigation_or_practical_info: ["parking", "park", "route", "bus", "train", "bike", "entrance", "wheelchair", "accessible", "accessibility", "visit", "visiting", "cafeteria", "shop", "wifi", "charging", "charger", "opening hours", "where"],
    appointment_scheduling: ["appointment", "appointments", "consultation", "book", "cancel", "reschedule"],
    medical_information: ["treatment", "treated", "disease", "condition", "surgery", "examination", "symptoms", "therapy"],
    administrative_or_legal: ["privacy", "patient rights", "ombudsman", "complaint", "consent", "medical record", "admission", "admitted", "documents", "identity card"],
    billing_or_insurance: ["invoice", "bill", "insurance", "reimbursement", "refund", "deposit"],
    department_or_service: ["department", "ward", "service", "specialist", "which department"],
  },
  othersOfSpecialty: (specialty) => `other ${specialty} doctors`,
};
