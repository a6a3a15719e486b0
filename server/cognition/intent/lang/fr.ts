import type { IntentLexicon } from "../lexicon";

export const fr: IntentLexicon = {
  doctorReferences: ["il", "elle", "lui", "ce medecin", "ce docteur", "le medecin", "le docteur", "ce professeur", "ses consultations"],
  departmentReferences: ["ce service", "le meme service", "la-bas", "ce departement"],
  doctorTitles: ["docteur", "dr", "professeur", "prof", "medecin"],
  cues: {
    schedule: ["quand", "consultation", "consultations", "consulte", "travaille", "travaillent", "quels jours", "quel jour", "horaires", "present", "presente"],
    appointment: ["rendez vous", "rdv", "prendre rendez vous", "reserver"],
    doctorList: ["quels medecins", "quels docteurs", "quels specialistes", "qui travaille", "qui travaillent", "liste des medecins"],
    profile: ["plus sur", "qui est", "parlez moi", "informations sur", "specialite"],
    location: ["ou se trouve", "ou est", "ou", "etage", "route", "trouver", "situe", "situee", "batiment", "entree"],
    phone: ["numero de telephone", "numero", "appeler", "telephone", "joindre"],
    address: ["adresse", "adresses", "campus", "site", "sites"],
    billing: ["facture", "factures", "facturation", "payer", "paiement"],
  },
  faqTopics: {
    parking: ["parking", "garer", "stationnement", "stationner", "tarif du parking"],
    visiting_hours: ["heures de visite", "horaires de visite", "visite", "visites"],
    main_phone: ["numero general", "standard", "numero principal", "accueil"],
    address: ["adresse de l hopital", "adresse"],
    wifi: ["wifi", "wi fi", "internet"],
  },
  priceWords: ["cout", "couts", "coute", "prix", "tarif", "tarifs", "payer", "combien"],
  topicClasses: {
    navigation_or_practical_info: ["parking", "garer", "route", "bus", "train", "velo", "entree", "fauteuil roulant", "accessible", "accessibilite", "visite", "cafeteria", "boutique", "wifi", "recharge", "borne", "heures d ouverture", "ou"],
    appointment_scheduling: ["rendez vous", "consultation", "reserver", "annuler", "deplacer"],
    medical_information: ["traitement", "traite", "maladie", "affection", "operation", "examen", "symptomes", "therapie"],
    administrative_or_legal: ["vie privee", "droits du patient", "mediation", "plainte", "consentement", "dossier medical", "admission", "hospitalisation", "documents", "carte d identite"],
    billing_or_insurance: ["facture", "mutuelle", "remboursement", "assurance", "acompte"],
    department_or_service: ["service", "departement", "specialiste", "quel service"],
  },
  othersOfSpecialty: (specialty) => `d'autres médecins en ${specialty}`,
};
